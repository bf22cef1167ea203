// Stages side by side, as if in one account and region: each its own stack with its own names, so
// nothing clashes; production keeps its data when its stack goes, staging is removed whole.
import { editorSignInVariables, handlerVariables } from '../contract/handler-environment.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { isJsonObject, toJsonValue } from '../contract/json-value.ts';
import { deferredMessageReservedConcurrency } from './constructs/deferred-contact-messages.ts';
import { weeklyReportReservedConcurrency } from './constructs/visit-statistics.ts';
import { editorSignInReservedConcurrency } from './constructs/editor-sign-in.ts';
import { distributionDomainNameOutput, sendEmailReservedConcurrency } from './fernly-stack.ts';
import { stackBuildTimeoutMs } from './test/fernly-test-stack.ts';
import { logicalIdOf } from './test/stack-query.ts';
import { previewAlarmEmail } from './test/stage-synthesis.ts';
import { type StageStack, type SynthesizedStage, synthesizedStage } from './test/synthesized-stages.ts';
import { stageSettings } from './test/workflow-steps.ts';
import { onlyResourceOfType, refTo, resourcesOfType, valueAt } from './test/template-query.ts';

// The stages as the run synthesized them: production and staging as the pipeline does, each with
// the alarm topic its GitHub variables name; preview without a domain, before its first deploy,
// its alarms mailed to an address.
const stages: SynthesizedStage[] = [];
let production: StageStack;
let staging: StageStack;
let preview: StageStack;
let opsTopicArn = '';

beforeAll(async () => {
  stages.push(
    ...(await Promise.all(
      (['production', 'staging', 'preview'] as const).map((name) => synthesizedStage(name)),
    )),
  );
  const [productionStage, stagingStage, previewStage] = stages;
  if (productionStage === undefined || stagingStage === undefined || previewStage === undefined) {
    throw new Error('three stages were synthesized');
  }
  production = productionStage.stack();
  staging = stagingStage.stack();
  preview = previewStage.stack();
  opsTopicArn = productionStage.context.alarmTopicArn ?? '';
}, stackBuildTimeoutMs);

function logicalIdOfDistribution(built: StageStack): string {
  return onlyResourceOfType(built.template, 'AWS::CloudFront::Distribution').logicalId;
}

/** Every name a resource is given in the template (top-level properties ending in `Name`). */
function givenNames(built: StageStack): Set<string> {
  const names = new Set<string>();
  const resources = valueAt(toJsonValue(built.template.toJSON()), 'Resources');
  for (const resource of Object.values(isJsonObject(resources) ? resources : {})) {
    const properties = valueAt(resource, 'Properties');
    for (const [key, value] of Object.entries(isJsonObject(properties) ? properties : {})) {
      const type = valueAt(resource, 'Type');
      if (key.endsWith('Name') && typeof value === 'string' && typeof type === 'string') {
        names.add(`${type}.${key} = ${value}`);
      }
    }
  }
  return names;
}

describe('two stages side by side', () => {
  it('synthesize as two stacks with distinct names', () => {
    expect(production.stackName).toBe('Fernly');
    expect(staging.stackName).toBe('Fernly-staging');
    const restApiName = (built: StageStack) =>
      onlyResourceOfType(built.template, 'AWS::ApiGateway::RestApi').properties.Name;
    expect(restApiName(production)).toBe('fernly-website-api');
    expect(restApiName(staging)).toBe('fernly-website-api-staging');
  });

  it('give no resource a name the other stage also gives', () => {
    const productionNames = givenNames(production);
    const shared = [...givenNames(staging).keys()].filter((name) => productionNames.has(name));
    // Names that are not unique in the account may repeat: a metric watched, the namespace it lives
    // in, a stage within its own API, an inline policy within its own role.
    const ownNames = shared.filter((name) => !/\.(MetricName|Namespace|StageName|PolicyName)\b/.test(name));
    expect(ownNames).toEqual([]);
  });

  it('pass cdk-nag, staging’s bucket-emptying function and a first deploy without the site included', () => {
    expect(stages.flatMap((stage) => stage.unacknowledgedNagFindings)).toEqual([]);
  });

  it('keep production’s tables and buckets when its stack is deleted', () => {
    // Visit records, the short-lived day keys, and the partner figures.
    const tables = resourcesOfType(production.template, 'AWS::DynamoDB::Table');
    expect(tables).toHaveLength(3);
    for (const table of tables) {
      expect(table.properties.DeletionProtectionEnabled).toBe(true);
      expect(table.resource.DeletionPolicy).toBe('Retain');
    }
    for (const bucket of Object.values(production.template.findResources('AWS::S3::Bucket'))) {
      expect(bucket).toMatchObject({ DeletionPolicy: 'Retain' });
    }
    production.template.resourceCountIs('Custom::S3AutoDeleteObjects', 0);
  });

  it('remove staging’s tables and buckets, emptied, with its stack', () => {
    const tables = resourcesOfType(staging.template, 'AWS::DynamoDB::Table');
    expect(tables).toHaveLength(3);
    for (const table of tables) {
      expect(table.properties.DeletionProtectionEnabled).toBe(false);
      expect(table.resource.DeletionPolicy).toBe('Delete');
    }
    const buckets = Object.values(staging.template.findResources('AWS::S3::Bucket'));
    expect(buckets.length).toBeGreaterThan(0);
    for (const bucket of buckets) expect(bucket).toMatchObject({ DeletionPolicy: 'Delete' });
    staging.template.resourceCountIs('Custom::S3AutoDeleteObjects', buckets.length);
  });
});

describe('a stage without a domain, on its first deploy', () => {
  it('creates the stack without the site, whose address is not known yet', () => {
    preview.template.resourceCountIs('Custom::CDKBucketDeployment', 0);
    expect(resourcesOfType(staging.template, 'Custom::CDKBucketDeployment').length).toBe(2);
    preview.template.resourceCountIs('AWS::Route53::RecordSet', 0);
  });

  it('outputs its distribution’s own domain, which npm run deploy builds the site for', () => {
    preview.template.hasOutput(distributionDomainNameOutput, {
      Value: { 'Fn::GetAtt': [logicalIdOfDistribution(preview), 'DomainName'] },
    });
  });
});

describe('alarms', () => {
  const alarms = (built: StageStack) => resourcesOfType(built.template, 'AWS::CloudWatch::Alarm');

  it('all notify the topic given, on alarm and on recovery', () => {
    expect(alarms(production).length).toBeGreaterThanOrEqual(8);
    for (const { logicalId, properties } of alarms(production)) {
      expect(properties.AlarmActions, logicalId).toEqual([opsTopicArn]);
      expect(properties.OKActions, logicalId).toEqual([opsTopicArn]);
    }
  });

  it('all notify a topic the stack creates for the address given', () => {
    const topic = onlyResourceOfType(preview.template, 'AWS::SNS::Topic');
    preview.template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: previewAlarmEmail,
      TopicArn: refTo(topic.logicalId),
    });
    for (const { properties } of alarms(preview))
      expect(properties.AlarmActions).toEqual([refTo(topic.logicalId)]);
  });

  it('watch table throttles, WAF blocks, and mail bounces and complaints through a configuration set', () => {
    const watched = alarms(production).map(({ properties }) =>
      [properties.Namespace, properties.MetricName]
        .map((part) => (typeof part === 'string' ? part : '?'))
        .join(' '),
    );
    expect(watched).toEqual(
      expect.arrayContaining([
        'AWS/DynamoDB WriteThrottleEvents',
        'AWS/WAFV2 BlockedRequests',
        'AWS/SES Reputation.BounceRate',
        'AWS/SES Reputation.ComplaintRate',
      ]),
    );
    const configurationSet = onlyResourceOfType(production.template, 'AWS::SES::ConfigurationSet');
    expect(configurationSet.properties.ReputationOptions).toEqual({ ReputationMetricsEnabled: true });
    production.template.hasResourceProperties('AWS::SES::EmailIdentity', {
      ConfigurationSetAttributes: { ConfigurationSetName: refTo(configurationSet.logicalId) },
    });
    const webAcl = onlyResourceOfType(production.template, 'AWS::WAFv2::WebACL');
    const wafAlarm = alarms(production).find(({ properties }) => properties.MetricName === 'BlockedRequests');
    expect(wafAlarm?.properties.Dimensions).toEqual(
      expect.arrayContaining([{ Name: 'WebACL', Value: webAcl.properties.Name }]),
    );
  });

  it('cap the mail functions’ concurrency so a flood cannot take the account’s', () => {
    const mailFunctions = resourcesOfType(production.template, 'AWS::Lambda::Function').filter(
      ({ properties }) =>
        JSON.stringify(properties.Environment ?? {}).includes(handlerVariables.senderAddress),
    );
    expect(mailFunctions.map(({ properties }) => properties.ReservedConcurrentExecutions).sort()).toEqual(
      [
        sendEmailReservedConcurrency,
        deferredMessageReservedConcurrency,
        weeklyReportReservedConcurrency,
      ].sort(),
    );
  });
});

describe('the editor’s sign-in helper in each stage', () => {
  const signInFunction = (built: StageStack) => {
    const found = resourcesOfType(built.template, 'AWS::Lambda::Function').filter(({ properties }) =>
      JSON.stringify(properties.Environment ?? {}).includes(editorSignInVariables.secretArn),
    );
    expect(found).toHaveLength(1);
    return found[0];
  };
  const editorOriginOf = (built: StageStack) =>
    valueAt(
      signInFunction(built)?.properties,
      'Environment',
      'Variables',
      editorSignInVariables.editorOrigin,
    );
  const secretPolicy = (built: StageStack) =>
    resourcesOfType(built.template, 'AWS::SecretsManager::Secret').find(
      ({ logicalId }) => logicalId === logicalIdOf(built, 'EditorSignIn/OAuthApp'),
    )?.resource.DeletionPolicy;

  it('hands the token to the stage’s own editor origin only', () => {
    expect(editorOriginOf(production)).toBe('https://admin.fernly.example');
    expect(editorOriginOf(staging)).toBe(`https://admin.${stageSettings.staging.domain}`);
  });

  it('deploys on a stage without a domain, which serves no editor, saying sign-in is not set up', () => {
    expect(editorOriginOf(preview)).toBeUndefined();
  });

  it('keeps production’s secret, and so its app, when the stack goes; staging’s goes with it', () => {
    expect(secretPolicy(production)).toBe('Retain');
    expect(secretPolicy(staging)).toBe('Delete');
  });

  it('reserves the same few instances in every stage', () => {
    for (const built of [production, staging, preview])
      expect(signInFunction(built)?.properties.ReservedConcurrentExecutions).toBe(
        editorSignInReservedConcurrency,
      );
  });
});

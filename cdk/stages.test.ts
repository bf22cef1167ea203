// Two stages from one app in one account and region: each its own stack with its own names, so
// nothing clashes; production keeps its data when its stack goes, staging is removed whole.
import { editorSignInVariables, handlerVariables } from '../contract/handler-environment.ts';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DeployContext } from './deploy-context.ts';
import { isJsonObject, toJsonValue } from '../contract/json-value.ts';
import { keptMailReservedConcurrency } from './constructs/kept-contact-mail.ts';
import { weeklyReportReservedConcurrency } from './constructs/visit-statistics.ts';
import { editorSignInReservedConcurrency } from './constructs/editor-sign-in.ts';
import { distributionDomainNameOutput, sendEmailReservedConcurrency } from './fernly-stack.ts';
import { parseStage } from './stage.ts';
import {
  type TestStack,
  addTestStack,
  deployContextWithDomain,
  testAppContext,
  stackBuildTimeoutMs,
} from './test/fernly-test-stack.ts';
import { unacknowledgedNagFindings } from './test/nag-findings.ts';
import { logicalIdOf } from './test/stack-query.ts';
import { onlyResourceOfType, refTo, resourcesOfType, valueAt } from './test/template-query.ts';

const stagingContext: DeployContext = {
  siteDomain: {
    domainName: 'staging.fernly.example',
    certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/1a1b2c3d-4e5f-6789-abcd-ef0123456789',
    hostedZoneId: 'Z1123456789ABCDEFGHIJ',
  },
  senderAddress: 'no-reply@staging.fernly.example',
  supportAddress: 'support@fernly.example',
  ownersAddress: 'support@fernly.example',
  mailDomain: 'staging.fernly.example',
  appOrigin: 'https://app.staging.fernly.example',
};

/** A stage on CloudFront's own domain, on its first deploy: the stack before the site. */
const previewContext: DeployContext = {
  ...stagingContext,
  siteDomain: undefined,
  senderAddress: 'no-reply@preview.fernly.example',
  mailDomain: 'preview.fernly.example',
};

const opsTopicArn = 'arn:aws:sns:eu-west-2:123456789012:ops-alarms';
let production: TestStack;
let staging: TestStack;
let preview: TestStack;

beforeAll(() => {
  const app = new App({ context: testAppContext() });
  const stacks = [
    addTestStack(app, deployContextWithDomain, parseStage(undefined), {
      alarmTarget: { topicArn: opsTopicArn },
    }),
    addTestStack(app, stagingContext, parseStage('staging'), {
      alarmTarget: { email: 'ops@fernly.example' },
    }),
    addTestStack(app, previewContext, parseStage('preview'), { uploadSiteFiles: false }),
  ];
  const [productionStack, stagingStack, previewStack] = stacks;
  if (productionStack === undefined || stagingStack === undefined || previewStack === undefined) {
    throw new Error('three stacks were added');
  }
  production = { app, stack: productionStack, template: Template.fromStack(productionStack) };
  staging = { app, stack: stagingStack, template: Template.fromStack(stagingStack) };
  preview = { app, stack: previewStack, template: Template.fromStack(previewStack) };
}, stackBuildTimeoutMs);

function logicalIdOfDistribution(built: TestStack): string {
  return onlyResourceOfType(built.template, 'AWS::CloudFront::Distribution').logicalId;
}

/** Every name a resource is given in the template (top-level properties ending in `Name`). */
function givenNames(built: TestStack): Set<string> {
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
    expect(production.stack.stackName).toBe('Fernly');
    expect(staging.stack.stackName).toBe('Fernly-staging');
    const restApiName = (built: TestStack) =>
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
    expect(unacknowledgedNagFindings(production.app)).toEqual([]);
  });

  it('keep production’s tables and buckets when its stack is deleted', () => {
    // Visit records, the short-lived day keys, and the shared aggregates.
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
  const alarms = (built: TestStack) => resourcesOfType(built.template, 'AWS::CloudWatch::Alarm');

  it('all notify the topic given, on alarm and on recovery', () => {
    expect(alarms(production).length).toBeGreaterThanOrEqual(8);
    for (const { logicalId, properties } of alarms(production)) {
      expect(properties.AlarmActions, logicalId).toEqual([opsTopicArn]);
      expect(properties.OKActions, logicalId).toEqual([opsTopicArn]);
    }
  });

  it('all notify a topic the stack creates for the address given', () => {
    const topic = onlyResourceOfType(staging.template, 'AWS::SNS::Topic');
    staging.template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'ops@fernly.example',
      TopicArn: refTo(topic.logicalId),
    });
    for (const { properties } of alarms(staging))
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
      [sendEmailReservedConcurrency, keptMailReservedConcurrency, weeklyReportReservedConcurrency].sort(),
    );
  });
});

describe('the editor’s sign-in helper in each stage', () => {
  const signInFunction = (built: TestStack) => {
    const found = resourcesOfType(built.template, 'AWS::Lambda::Function').filter(({ properties }) =>
      JSON.stringify(properties.Environment ?? {}).includes(editorSignInVariables.secretArn),
    );
    expect(found).toHaveLength(1);
    return found[0];
  };
  const editorOriginOf = (built: TestStack) =>
    valueAt(
      signInFunction(built)?.properties,
      'Environment',
      'Variables',
      editorSignInVariables.editorOrigin,
    );
  const secretPolicy = (built: TestStack) =>
    resourcesOfType(built.template, 'AWS::SecretsManager::Secret').find(
      ({ logicalId }) => logicalId === logicalIdOf(built, built.stack.editorSignIn.secret),
    )?.resource.DeletionPolicy;

  it('hands the token to the stage’s own editor origin only', () => {
    expect(editorOriginOf(production)).toBe('https://admin.fernly.example');
    expect(editorOriginOf(staging)).toBe('https://admin.staging.fernly.example');
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

// Assertions on the whole stack with the full deploy context (custom domain): how the constructs
// are wired together (the API behind CloudFront, each handler's permissions), the data and mail
// resources, the outputs, and the checks over every resource (no wildcards, cdk-nag). Each
// construct's own assertions are in cdk/constructs/<construct>.test.ts.
import { existsSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { shortLivedPartitions, tablePartitions } from '../contract/table-partitions.ts';
import { apiOriginVerifyHeader } from '../edge/api-headers.ts';
import { type JsonValue, toJsonValue } from '../contract/json-value.ts';
import { bootstrapQualifierContextKey } from './deploy-access-stack.ts';
import { stackBuildTimeoutMs } from './test/fernly-test-stack.ts';
import { appSigningSecretOutput } from './fernly-stack.ts';
import { logicalIdOf } from './test/stack-query.ts';
import { type StageStack, type SynthesizedStage, synthesizedStage } from './test/synthesized-stages.ts';
import { arnOf, asList, onlyResourceOfType, refTo, resourcesOfType, valueAt } from './test/template-query.ts';

// Production as the pipeline synthesizes it, once per run.
let production: SynthesizedStage;
let built: StageStack;
beforeAll(async () => {
  production = await synthesizedStage('production');
  built = production.stack();
}, stackBuildTimeoutMs);

/** A template string value as text, with each reference written as <Ref logicalId>. */
function templateText(value: JsonValue | undefined): string {
  if (typeof value === 'string') return value;
  const ref = valueAt(value, 'Ref');
  if (typeof ref === 'string') return `<Ref ${ref}>`;
  const [separator, parts] = asList(valueAt(value, 'Fn::Join'));
  if (typeof separator === 'string' && Array.isArray(parts)) return parts.map(templateText).join(separator);
  throw new Error(`Not a string value: ${JSON.stringify(value)}`);
}

describe('the API behind CloudFront', () => {
  it('refuses every API request that did not come through CloudFront', () => {
    const secret = logicalIdOf(built, 'WebsiteApi/OriginVerify');
    // The web ACL's first rule blocks a request unless the header carries the secret…
    const rule = valueAt(onlyResourceOfType(built.template, 'AWS::WAFv2::WebACL').properties, 'Rules', 0);
    const patternSet = logicalIdOf(built, 'WebsiteApi/AcceptedOriginSecrets');
    expect(rule).toMatchObject({
      Name: 'OnlyThroughCloudFront',
      Priority: 0,
      Action: { Block: { CustomResponse: { ResponseCode: 403, CustomResponseBodyKey: 'forbidden' } } },
      Statement: {
        NotStatement: {
          Statement: {
            RegexPatternSetReferenceStatement: {
              Arn: arnOf(patternSet),
              FieldToMatch: { SingleHeader: { Name: apiOriginVerifyHeader } },
            },
          },
        },
      },
    });
    // …whose accepted values start as the secret's current one, exactly (^…$)…
    const [accepted, ...moreAccepted] = asList(
      resourcesOfType(built.template, 'AWS::WAFv2::RegexPatternSet').find(
        ({ logicalId }) => logicalId === patternSet,
      )?.properties.RegularExpressionList,
    );
    expect(moreAccepted).toEqual([]);
    expect(JSON.stringify(accepted)).toContain(secret);
    // …which only CloudFront sends, as a custom header of the API origin, from the same secret.
    const origins = asList(
      valueAt(
        onlyResourceOfType(built.template, 'AWS::CloudFront::Distribution').properties,
        'DistributionConfig',
        'Origins',
      ),
    );
    const apiOrigin = origins.find((origin) =>
      JSON.stringify(valueAt(origin, 'DomainName')).includes('.execute-api.'),
    );
    const [header, ...moreHeaders] = asList(valueAt(apiOrigin, 'OriginCustomHeaders'));
    expect(moreHeaders).toEqual([]);
    expect(valueAt(header, 'HeaderName')).toBe(apiOriginVerifyHeader);
    expect(JSON.stringify(valueAt(header, 'HeaderValue'))).toContain(secret);
    expect(templateText(accepted)).toBe(`^${templateText(valueAt(header, 'HeaderValue'))}$`);
  });
});

describe('IAM', () => {
  function policyStatementsOf(roleLogicalId: string): JsonValue[] {
    return resourcesOfType(built.template, 'AWS::IAM::Policy')
      .filter(({ properties }) =>
        asList(properties.Roles).some((role) => valueAt(role, 'Ref') === roleLogicalId),
      )
      .flatMap(({ properties }) => asList(valueAt(properties, 'PolicyDocument', 'Statement')));
  }

  function roleOf(operationId: string): { roleId: string; logGroupId: string } {
    return {
      roleId: logicalIdOf(built, `WebsiteApi/${operationId}/Role`),
      logGroupId: logicalIdOf(built, `WebsiteApi/${operationId}/Logs`),
    };
  }

  const writeOwnLogs = (logGroupId: string) => ({
    Action: ['logs:CreateLogStream', 'logs:PutLogEvents'],
    Effect: 'Allow',
    Resource: arnOf(logGroupId),
  });

  const onPartitions = (action: string | string[], partitions: string[]) => ({
    Action: action,
    Condition: {
      'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': partitions.map((prefix) => `${prefix}*`) },
    },
    Effect: 'Allow',
    Resource: arnOf(logicalIdOf(built, 'TrackingTable')),
  });

  const onShortLived = (action: string | string[], partitions: string[]) => ({
    ...onPartitions(action, partitions),
    Resource: arnOf(logicalIdOf(built, 'KeptContactMail/ShortLivedTable')),
  });

  // The codes are hashes under the day's key (decision 0036), read or made as startContact does;
  // each network's records of the day are counted there too, and the day's dropped ones beside the
  // day's records (decision 0062).
  const storesVisitRecords = () => [
    onPartitions(['dynamodb:PutItem', 'dynamodb:UpdateItem'], [tablePartitions.visit]),
    onShortLived(['dynamodb:GetItem', 'dynamodb:PutItem'], [shortLivedPartitions.clientKey]),
    onShortLived('dynamodb:UpdateItem', [shortLivedPartitions.recordCount]),
  ];

  it.each(['saveTrackingData', 'saveWebVitals'] as const)(
    'lets %s only write its logs, PutItem visits and UpdateItem the day’s dropped count on the one table, read or make the day’s hash key, and count its network’s records',
    (operation) => {
      const { roleId, logGroupId } = roleOf(operation);
      expect(policyStatementsOf(roleId)).toEqual([writeOwnLogs(logGroupId), ...storesVisitRecords()]);
    },
  );

  it('lets saveSignUp do as much, read the tap a report names, mark it taken, and read the app signing secret only', () => {
    const { roleId, logGroupId } = roleOf('saveSignUp');
    expect(policyStatementsOf(roleId)).toEqual([
      writeOwnLogs(logGroupId),
      onPartitions(['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'], [tablePartitions.visit]),
      ...storesVisitRecords().slice(1),
      onShortLived('dynamodb:PutItem', [shortLivedPartitions.usedTap]),
      {
        Action: 'secretsmanager:GetSecretValue',
        Effect: 'Allow',
        Resource: refTo(logicalIdOf(built, 'AppSigningSecret')),
      },
    ]);
  });

  it('lets startContact only write its logs, PutItem start records, and read or make the day’s hash key', () => {
    const { roleId, logGroupId } = roleOf('startContact');
    expect(policyStatementsOf(roleId)).toEqual([
      writeOwnLogs(logGroupId),
      onPartitions('dynamodb:PutItem', [tablePartitions.contactStart]),
      onShortLived(['dynamodb:GetItem', 'dynamodb:PutItem'], [shortLivedPartitions.clientKey]),
    ]);
  });

  it('lets sendEmail only write its logs, SendEmail from the sender to support on the one identity, and take start tokens, count messages and mail, and keep a message for later', () => {
    const { roleId, logGroupId } = roleOf('sendEmail');
    const identityId = logicalIdOf(built, 'MailIdentity');
    expect(policyStatementsOf(roleId)).toEqual([
      writeOwnLogs(logGroupId),
      {
        Action: 'ses:SendEmail',
        Condition: {
          StringEquals: { 'ses:FromAddress': 'no-reply@fernly.example' },
          'ForAllValues:StringEquals': { 'ses:Recipients': ['support@fernly.example'] },
        },
        Effect: 'Allow',
        Resource: {
          'Fn::Join': [
            '',
            [
              'arn:',
              refTo('AWS::Partition'),
              ':ses:',
              refTo('AWS::Region'),
              ':',
              refTo('AWS::AccountId'),
              ':identity/',
              refTo(identityId),
            ],
          ],
        },
      },
      onPartitions(
        ['dynamodb:GetItem', 'dynamodb:UpdateItem'],
        [tablePartitions.contactStart, tablePartitions.mailCount, tablePartitions.contactQuota],
      ),
      onShortLived('dynamodb:GetItem', [shortLivedPartitions.clientKey]),
      onShortLived('dynamodb:PutItem', [shortLivedPartitions.deferredMessage]),
    ]);
  });

  it('has no wildcard action or resource in any statement except those of the CDK upload handler and GetRandomPassword, which has no resource', () => {
    const wildcards: string[] = [];
    const documents = [
      ...resourcesOfType(built.template, 'AWS::IAM::Policy').map(({ logicalId, properties }) => ({
        logicalId,
        document: properties.PolicyDocument,
      })),
      ...resourcesOfType(built.template, 'AWS::IAM::Role').flatMap(({ logicalId, properties }) =>
        asList(properties.Policies).map((policy) => ({
          logicalId,
          document: valueAt(policy, 'PolicyDocument'),
        })),
      ),
    ];
    expect(documents.length).toBeGreaterThanOrEqual(3);
    for (const { logicalId, document } of documents) {
      for (const statement of asList(valueAt(document, 'Statement'))) {
        const actions = asList(valueAt(statement, 'Action')).map(String);
        // Secrets Manager's random value generator takes no resource, so IAM allows it only on *.
        if (actions.length === 1 && actions[0] === 'secretsmanager:GetRandomPassword') continue;
        const resources = asList(valueAt(statement, 'Resource')).map((resource) => JSON.stringify(resource));
        for (const item of [...actions, ...resources]) {
          if (item.includes('*')) wildcards.push(`${logicalId}: ${item}`);
        }
      }
    }
    const uploadHandler = /^CustomCDKBucketDeployment[0-9A-F]+512MiBServiceRoleDefaultPolicy/;
    // The statistics construct's test checks its own (object prefixes its exports are written under).
    const statistics = /^Statistics/;
    expect(
      wildcards.filter((wildcard) => !uploadHandler.test(wildcard) && !statistics.test(wildcard)),
    ).toEqual([]);
    expect(wildcards.length).toBeGreaterThan(0);
  });
});
describe('data and mail', () => {
  it('stores visit records on demand, keyed by pk/sk, expiring by expiresAt, with PITR, encrypted and retained', () => {
    built.template.hasResource('AWS::DynamoDB::Table', {
      Properties: {
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
        AttributeDefinitions: [
          { AttributeName: 'pk', AttributeType: 'S' },
          { AttributeName: 'sk', AttributeType: 'S' },
        ],
        BillingMode: 'PAY_PER_REQUEST',
        TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        SSESpecification: { SSEEnabled: true },
        DeletionProtectionEnabled: true,
      },
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
    });
  });

  it('verifies the domain with SES and signs with 2048-bit Easy DKIM, publishing the DKIM records', () => {
    const identity = onlyResourceOfType(built.template, 'AWS::SES::EmailIdentity');
    expect(identity.properties).toMatchObject({
      EmailIdentity: 'fernly.example',
      DkimAttributes: { SigningEnabled: true },
      DkimSigningAttributes: { NextSigningKeyLength: 'RSA_2048_BIT' },
    });
    const dkimRecords = resourcesOfType(built.template, 'AWS::Route53::RecordSet').filter(
      ({ properties }) => properties.Type === 'CNAME',
    );
    expect(dkimRecords).toHaveLength(3);
    for (const { properties } of dkimRecords) {
      expect(JSON.stringify(properties.Name)).toContain(identity.logicalId);
      expect(properties.HostedZoneId).toBe(production.context.hostedZoneId);
    }
  });

  it('keeps what a deletion must not lose: table and buckets', () => {
    const retained = (type: string) =>
      resourcesOfType(built.template, type).every(({ resource }) => resource.DeletionPolicy === 'Retain');
    expect(retained('AWS::DynamoDB::Table')).toBe(true);
    expect(retained('AWS::S3::Bucket')).toBe(true);
  });
});

describe('outputs', () => {
  it('names the site URL', () => {
    const outputs = toJsonValue(built.template.findOutputs('SiteUrl'));
    expect(valueAt(outputs, 'SiteUrl', 'Value')).toBe('https://fernly.example');
    expect(existsSync(built.assemblyDir)).toBe(true);
  });

  // saveSignUp's environment names it too (cdk/constructs/api-function.test.ts).
  it('names the app signing secret, drawn by CloudFormation and kept in production, for the web app’s backend', () => {
    const secretId = logicalIdOf(built, 'AppSigningSecret');
    const secret = resourcesOfType(built.template, 'AWS::SecretsManager::Secret').find(
      ({ logicalId }) => logicalId === secretId,
    );
    expect(secret?.resource.DeletionPolicy).toBe('Retain');
    expect(valueAt(secret?.properties, 'GenerateSecretString', 'PasswordLength')).toBe(64);
    const outputs = toJsonValue(built.template.findOutputs(appSigningSecretOutput));
    expect(valueAt(outputs, appSigningSecretOutput, 'Value')).toEqual(refTo(secretId));
  });
});

describe('synthesis', () => {
  it('raises no CDK warnings or errors', () => {
    expect(built.messages('warning')).toEqual([]);
    expect(built.messages('error')).toEqual([]);
  });
});

describe('cdk-nag AwsSolutions checks', () => {
  it('report no unacknowledged error or warning', () => {
    expect(production.unacknowledgedNagFindings).toEqual([]);
  });

  it('are acknowledged only where listed, each with a reason', () => {
    // This stack's: the pipeline's app has the stage's other stacks too.
    const acknowledged = production.acknowledgements.filter(({ path }) =>
      path.startsWith(`${built.stackName}/`),
    );
    for (const { reason } of acknowledged) expect(reason.split(' ').length).toBeGreaterThan(8);
    const summary = [
      ...new Set(
        acknowledged
          // cdk/constructs/visit-statistics.test.ts lists the statistics construct's own.
          .filter(({ path }) => !path.startsWith('Fernly/Statistics/'))
          .map(({ path, id }) => `${path.replace(/[0-9A-F]{32}/, '…')} ${id}`),
      ),
    ];
    expect(summary.sort()).toEqual(
      [
        'Fernly/WebsiteApi/saveTrackingData/Function AwsSolutions-L1',
        'Fernly/WebsiteApi/saveSignUp/Function AwsSolutions-L1',
        'Fernly/WebsiteApi/saveWebVitals/Function AwsSolutions-L1',
        'Fernly/WebsiteApi/sendEmail/Function AwsSolutions-L1',
        'Fernly/WebsiteApi/startContact/Function AwsSolutions-L1',
        'Fernly/WebsiteApi/Api AwsSolutions-APIG2',
        'Fernly/WebsiteApi/Api/DeploymentStage.live AwsSolutions-APIG6',
        'Fernly/OriginSecretRotation/Function AwsSolutions-L1',
        'Fernly/KeptContactMail/Sender/Function AwsSolutions-L1',
        'Fernly/EditorSignIn/Handler/Function AwsSolutions-L1',
        'Fernly/EditorSignIn/OAuthApp AwsSolutions-SMG4',
        'Fernly/AppSigningSecret AwsSolutions-SMG4',
        'Fernly/KeptContactMail/ShortLivedTable AwsSolutions-DDB3',
        'Fernly/OriginSecretRotation/Role AwsSolutions-IAM5[Resource::*]',
        'Fernly/Site/NotFound/Function AwsSolutions-L1',
        'Fernly/Site/Distribution AwsSolutions-CFR1',
        'Fernly/Site/Distribution AwsSolutions-CFR3',
        'Fernly/Custom::CDKBucketDeployment…512MiB AwsSolutions-L1',
        'Fernly/Custom::CDKBucketDeployment…512MiB/ServiceRole AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        ...['s3:GetBucket*', 's3:GetObject*', 's3:List*', 's3:Abort*', 's3:DeleteObject*'].map(
          (action) =>
            `Fernly/Custom::CDKBucketDeployment…512MiB/ServiceRole AwsSolutions-IAM5[Action::${action}]`,
        ),
        // The stage's bootstrap qualifier names the CDK assets bucket.
        `Fernly/Custom::CDKBucketDeployment…512MiB/ServiceRole AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::cdk-${production.context[bootstrapQualifierContextKey] ?? ''}-assets-<AWS::AccountId>-<AWS::Region>/*]`,
        'Fernly/Custom::CDKBucketDeployment…512MiB/ServiceRole AwsSolutions-IAM5[Resource::<SiteContent02569BC1.Arn>/*]',
        'Fernly/Custom::CDKBucketDeployment…512MiB/ServiceRole AwsSolutions-IAM5[Resource::*]',
      ].sort(),
    );
  });
});

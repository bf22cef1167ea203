// The statistics construct on its own, in a stack with a tracking table like the real one.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AttributeType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { trackingRetentionDays } from '../../contract/service.ts';
import { exportColumns, exportTableName, hiveType } from '../../contract/tracking-export.ts';
import { acknowledgeVisitStatisticsFindings } from '../nag-acknowledgements.ts';
import { featureFlags, stackBuildTimeoutMs } from '../test/fernly-test-stack.ts';
import type { JsonValue } from '../../contract/json-value.ts';
import { recordedAcknowledgements, unacknowledgedNagFindings } from '../test/nag-findings.ts';
import { asList, resourcesOfType, stringAt, valueAt } from '../test/template-query.ts';
import {
  exportAccessLogDays,
  queryResultDays,
  queryScanLimitBytes,
  VisitStatistics,
} from './visit-statistics.ts';

const repositoryRoot = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

interface Built {
  readonly app: App;
  readonly template: Template;
}

function build(keepDataOnDelete: boolean, nameSuffix: string): Built {
  const app = new App({ context: featureFlags() });
  // Environment-agnostic, as the real stack is.
  const stack = new Stack(app, 'StatisticsTest');
  const table = new Table(stack, 'TrackingTable', {
    partitionKey: { name: 'pk', type: AttributeType.STRING },
    sortKey: { name: 'sk', type: AttributeType.STRING },
    pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
  });
  const statistics = new VisitStatistics(stack, 'Statistics', {
    table,
    lambdasDir: repositoryRoot('lambdas'),
    depsLockFilePath: repositoryRoot('package-lock.json'),
    nameSuffix,
    keepDataOnDelete,
    mailIdentityArn: 'arn:aws:ses:eu-west-2:123456789012:identity/fernly.example',
    senderAddress: 'no-reply@fernly.example',
    ownersAddress: 'owners@fernly.example',
  });
  acknowledgeVisitStatisticsFindings(statistics);
  return { app, template: Template.fromStack(stack) };
}

function statementsOf(template: Template, logicalIdPrefix: string): JsonValue[] {
  return resourcesOfType(template, 'AWS::IAM::Policy')
    .filter((policy) => policy.logicalId.startsWith(logicalIdPrefix))
    .flatMap((policy) => asList(valueAt(policy.properties, 'PolicyDocument', 'Statement')));
}

function deletionPolicies(template: Template): JsonValue[] {
  return resourcesOfType(template, 'AWS::S3::Bucket').map((bucket) => bucket.resource.DeletionPolicy ?? null);
}

let production: Built;
let staging: Built;
beforeAll(() => {
  production = build(true, '');
  staging = build(false, '-staging');
}, stackBuildTimeoutMs);

describe('the export', () => {
  it('runs a function every day at 00:15 UTC, retried at most twice', () => {
    production.template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'cron(15 0 * * ? *)',
      State: 'ENABLED',
      Targets: [
        Match.objectLike({ RetryPolicy: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 21_600 } }),
      ],
    });
    production.template.hasResourceProperties('AWS::Lambda::Function', {
      Handler: 'index.handler',
      Environment: {
        Variables: Match.objectLike({ TABLE_ARN: Match.anyValue(), EXPORT_BUCKET: Match.anyValue() }),
      },
    });
  });

  it('lets the function start an export of this table into the exports prefix, and nothing else', () => {
    const statements = statementsOf(production.template, 'StatisticsExportFunctionRole');
    const actions: JsonValue[] = statements.flatMap((statement) => asList(valueAt(statement, 'Action')));
    expect(actions.sort()).toEqual(
      [
        'dynamodb:ExportTableToPointInTime',
        's3:AbortMultipartUpload',
        's3:PutObject',
        's3:PutObjectAcl',
        'logs:CreateLogStream',
        'logs:PutLogEvents',
      ].sort(),
    );
    expect(JSON.stringify(statements)).toContain('/exports/*');
    expect(JSON.stringify(statements)).not.toMatch(/"Resource":"\*"/);
  });

  it('keeps exports encrypted, private, over TLS only, and no longer than the table keeps records', () => {
    production.template.hasResourceProperties('AWS::S3::Bucket', {
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      LifecycleConfiguration: {
        Rules: [
          Match.objectLike({
            Prefix: 'exports/',
            ExpirationInDays: trackingRetentionDays,
            Status: 'Enabled',
          }),
        ],
      },
    });
    const policies = production.template.findResources('AWS::S3::BucketPolicy');
    // The exports', the results' and the exports' access log's.
    expect(Object.keys(policies)).toHaveLength(3);
    for (const policy of Object.values(policies)) {
      expect(JSON.stringify(policy)).toContain('"aws:SecureTransport":"false"');
    }
  });

  it('keeps production’s exports when the stack goes, and removes another stage’s', () => {
    expect(deletionPolicies(production.template)).toEqual(['Retain', 'Retain', 'Retain']);
    expect(deletionPolicies(staging.template)).toEqual(['Delete', 'Delete', 'Delete']);
  });
});

describe('the raw exports’ access log', () => {
  it('logs every request for an export file to a private bucket of its own, kept 400 days', () => {
    const buckets = resourcesOfType(production.template, 'AWS::S3::Bucket');
    const logBucket = buckets.find((bucket) => bucket.logicalId.startsWith('StatisticsExportAccessLogs'));
    const exportBucket = buckets.find((bucket) => bucket.logicalId.startsWith('StatisticsExports'));
    expect(logBucket).toBeDefined();
    expect(valueAt(exportBucket?.properties ?? null, 'LoggingConfiguration')).toEqual({
      DestinationBucketName: { Ref: logBucket?.logicalId },
      LogFilePrefix: 'exports-bucket/',
    });
    expect(valueAt(logBucket?.properties ?? null, 'LifecycleConfiguration', 'Rules')).toEqual([
      expect.objectContaining({ ExpirationInDays: exportAccessLogDays, Status: 'Enabled' }),
    ]);
    expect(valueAt(logBucket?.properties ?? null, 'PublicAccessBlockConfiguration')).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    // S3's logging service may write there, for this export bucket only.
    production.template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: logBucket?.logicalId },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Allow',
            Principal: { Service: 'logging.s3.amazonaws.com' },
            Action: 's3:PutObject',
            Condition: Match.objectLike({
              ArnLike: { 'aws:SourceArn': { 'Fn::GetAtt': [exportBucket?.logicalId, 'Arn'] } },
            }),
          }),
        ]),
      },
    });
  });
});

describe('the Glue table', () => {
  it('reads the export format with the typed schema report.sql uses, a partition a day', () => {
    production.template.hasResourceProperties('AWS::Glue::Database', {
      CatalogId: { Ref: 'AWS::AccountId' },
      DatabaseInput: { Name: 'fernly_statistics' },
    });
    staging.template.hasResourceProperties('AWS::Glue::Database', {
      DatabaseInput: { Name: 'fernly_statistics_staging' },
    });
    production.template.hasResourceProperties('AWS::Glue::Table', {
      DatabaseName: 'fernly_statistics',
      TableInput: {
        Name: exportTableName,
        TableType: 'EXTERNAL_TABLE',
        PartitionKeys: [{ Name: 'received_day', Type: 'string' }],
        Parameters: Match.objectLike({
          'projection.enabled': 'true',
          'projection.received_day.type': 'date',
          'projection.received_day.format': 'yyyy-MM-dd',
          'projection.received_day.interval.unit': 'DAYS',
          'storage.location.template': Match.objectLike({}),
        }),
        StorageDescriptor: Match.objectLike({
          SerdeInfo: {
            SerializationLibrary: 'org.openx.data.jsonserde.JsonSerDe',
            Parameters: { 'ignore.malformed.json': 'true' },
          },
          Columns: Object.entries(exportColumns).map(([name, type]) => ({
            Name: name.toLowerCase(),
            Type: hiveType(type),
          })),
        }),
      },
    });
  });
});

describe('the Athena workgroup', () => {
  it('encrypts results where callers cannot change it, and stops a query past the scan limit', () => {
    production.template.hasResourceProperties('AWS::Athena::WorkGroup', {
      Name: 'fernly-statistics',
      WorkGroupConfiguration: {
        EnforceWorkGroupConfiguration: true,
        BytesScannedCutoffPerQuery: queryScanLimitBytes,
        PublishCloudWatchMetricsEnabled: true,
        EngineVersion: { SelectedEngineVersion: 'Athena engine version 3' },
        ResultConfiguration: {
          EncryptionConfiguration: { EncryptionOption: 'SSE_S3' },
          OutputLocation: Match.anyValue(),
        },
      },
    });
    production.template.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: { Rules: [Match.objectLike({ ExpirationInDays: queryResultDays })] },
    });
  });

  it('gives the owners’ readers a policy for the report alone: no wildcard actions or resources', () => {
    const text = JSON.stringify(managedPolicy(production.template, 'StatisticsReaderPolicy'));
    expect(text).not.toMatch(/"Action":"[a-z0-9]+:\*"|"Resource":"\*"/);
    for (const action of [
      'athena:StartQueryExecution',
      'athena:GetQueryResults',
      'glue:GetTable',
      's3:GetObject',
      'cloudformation:DescribeStacks',
    ]) {
      expect(text).toContain(action);
    }
    expect(text).not.toMatch(/dynamodb:(?!GetItem|Query)|s3:DeleteObject|athena:CreateWorkGroup/);
    expect(text).toContain('StatisticsSharedAggregates');
  });
});

function managedPolicy(template: Template, logicalIdPrefix: string): JsonValue {
  const [policy, ...others] = resourcesOfType(template, 'AWS::IAM::ManagedPolicy').filter((candidate) =>
    candidate.logicalId.startsWith(logicalIdPrefix),
  );
  if (policy === undefined || others.length > 0) throw new Error(`No single ${logicalIdPrefix}`);
  return policy.properties;
}

function functionNamed(template: Template, logicalIdPrefix: string) {
  const [found, ...others] = resourcesOfType(template, 'AWS::Lambda::Function').filter((candidate) =>
    candidate.logicalId.startsWith(logicalIdPrefix),
  );
  if (found === undefined || others.length > 0) throw new Error(`No single ${logicalIdPrefix}`);
  return found;
}

/** The rule that runs the function whose logical ID starts with the prefix. */
function ruleOf(template: Template, functionPrefix: string): JsonValue {
  const { logicalId } = functionNamed(template, functionPrefix);
  const rules = resourcesOfType(template, 'AWS::Events::Rule').filter((rule) =>
    JSON.stringify(valueAt(rule.properties, 'Targets')).includes(`"${logicalId}"`),
  );
  if (rules.length !== 1) throw new Error(`No single rule runs ${logicalId}`);
  return rules[0]?.properties ?? null;
}

const actionsOf = (statements: readonly JsonValue[]) =>
  [...new Set(statements.flatMap((statement) => asList(valueAt(statement, 'Action'))))].sort();

const reportQueryActions = [
  'athena:GetQueryExecution',
  'athena:GetQueryResults',
  'athena:StartQueryExecution',
  'athena:StopQueryExecution',
  'glue:GetDatabase',
  'glue:GetPartitions',
  'glue:GetTable',
  's3:AbortMultipartUpload',
  's3:GetBucketLocation',
  's3:GetObject',
  's3:ListBucket',
  's3:PutObject',
];

describe('the partner figures', () => {
  it('are written every day at 03:00 UTC, after the export, retried at most twice', () => {
    expect(ruleOf(production.template, 'StatisticsAggregatesFunction')).toMatchObject({
      ScheduleExpression: 'cron(0 3 * * ? *)',
      State: 'ENABLED',
      Targets: [{ RetryPolicy: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 21_600 } }],
    });
    const job = functionNamed(production.template, 'StatisticsAggregatesFunction');
    expect(valueAt(job.properties, 'Timeout')).toBe(900);
    expect(valueAt(job.properties, 'Environment', 'Variables')).toMatchObject({
      ATHENA_DATABASE: 'fernly_statistics',
      ATHENA_WORK_GROUP: 'fernly-statistics',
    });
    expect(stringAt(job.properties, 'Environment', 'Variables', 'PARTNER_FIGURES_TABLE', 'Ref')).toMatch(
      /^StatisticsSharedAggregates/,
    );
  });

  it('let the job run the report and write the partner figures table, and nothing more', () => {
    const statements = statementsOf(production.template, 'StatisticsAggregatesFunctionRole');
    expect(actionsOf(statements)).toEqual(
      [
        ...reportQueryActions,
        'dynamodb:BatchWriteItem',
        'dynamodb:Query',
        'logs:CreateLogStream',
        'logs:PutLogEvents',
      ].sort(),
    );
    const dynamodb = statements.filter((statement) =>
      JSON.stringify(valueAt(statement, 'Action')).includes('dynamodb:'),
    );
    expect(JSON.stringify(dynamodb)).toMatch(/StatisticsSharedAggregates/);
    expect(JSON.stringify(dynamodb)).not.toMatch(/TrackingTable/);
  });

  it('sit in a table keyed by audience and figure, expiring, recoverable, kept in production only', () => {
    for (const [built, policy] of [
      [production, 'Retain'],
      [staging, 'Delete'],
    ] as const) {
      const [table] = resourcesOfType(built.template, 'AWS::DynamoDB::Table').filter((candidate) =>
        candidate.logicalId.startsWith('StatisticsSharedAggregates'),
      );
      expect(table?.resource.DeletionPolicy).toBe(policy);
      expect(table?.properties).toMatchObject({
        KeySchema: [
          { AttributeName: 'audience', KeyType: 'HASH' },
          { AttributeName: 'figureKey', KeyType: 'RANGE' },
        ],
        TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        SSESpecification: { SSEEnabled: true },
      });
    }
  });
});

describe('the shared reader', () => {
  it('may read the partner figures table and nothing else: no export, no Glue table, no Athena', () => {
    const policy = managedPolicy(production.template, 'StatisticsSharedReaderPolicy');
    const statements = asList(valueAt(policy, 'PolicyDocument', 'Statement'));
    expect(actionsOf(statements)).toEqual(['dynamodb:GetItem', 'dynamodb:Query']);
    expect(statements).toHaveLength(1);
    expect(stringAt(statements[0], 'Resource', 'Fn::GetAtt', 0)).toMatch(/^StatisticsSharedAggregates/);
    expect(JSON.stringify(policy)).not.toMatch(/athena|glue|s3:|Exports|TrackingTable/);
  });
});

describe('the weekly e-mail', () => {
  it('is sent every Monday at 06:00 UTC, never retried (a retry could mail twice)', () => {
    expect(ruleOf(production.template, 'StatisticsWeeklyReportFunction')).toMatchObject({
      ScheduleExpression: 'cron(0 6 ? * MON *)',
      State: 'ENABLED',
      Targets: [{ RetryPolicy: { MaximumRetryAttempts: 0 } }],
    });
    const job = functionNamed(production.template, 'StatisticsWeeklyReportFunction');
    expect(valueAt(job.properties, 'Environment', 'Variables')).toMatchObject({
      SENDER_ADDRESS: 'no-reply@fernly.example',
      OWNERS_ADDRESS: 'owners@fernly.example',
    });
  });

  it('may send only through the identity, from the stage’s sender, to the owners', () => {
    const statements = statementsOf(production.template, 'StatisticsWeeklyReportFunctionRole');
    expect(actionsOf(statements)).toEqual(
      [...reportQueryActions, 'ses:SendEmail', 'logs:CreateLogStream', 'logs:PutLogEvents'].sort(),
    );
    const send = statements.filter((statement) => valueAt(statement, 'Action') === 'ses:SendEmail');
    expect(send).toEqual([
      {
        Action: 'ses:SendEmail',
        Effect: 'Allow',
        Resource: 'arn:aws:ses:eu-west-2:123456789012:identity/fernly.example',
        Condition: {
          StringEquals: { 'ses:FromAddress': 'no-reply@fernly.example' },
          'ForAllValues:StringEquals': { 'ses:Recipients': ['owners@fernly.example'] },
        },
      },
    ]);
  });
});

describe('the jobs’ bundles', () => {
  it('carry the report’s SQL beside the code that reads it, and the weekly mail the verdicts’', () => {
    const assembly = production.app.synth();
    const bundles = [
      ['StatisticsAggregatesFunction', ['day-rollups.sql', 'report.sql']],
      ['StatisticsWeeklyReportFunction', ['day-rollups.sql', 'report.sql', 'experiment.sql']],
    ] as const;
    for (const [prefix, files] of bundles) {
      const key = stringAt(functionNamed(production.template, prefix).properties, 'Code', 'S3Key');
      const assetDir = join(assembly.directory, `asset.${key.replace(/\.zip$/, '')}`);
      for (const file of files) {
        expect(readFileSync(join(assetDir, file), 'utf8')).toBe(
          readFileSync(repositoryRoot(`report/${file}`), 'utf8'),
        );
      }
      expect(existsSync(join(assetDir, 'index.mjs'))).toBe(true);
    }
  });
});

describe('cdk-nag', () => {
  it('finds nothing unacknowledged', () => {
    expect(unacknowledgedNagFindings(production.app)).toEqual([]);
  });

  it('is acknowledged only for the runtime, the bucket logs and the object prefixes, each with a reason', () => {
    const acknowledged = recordedAcknowledgements(production.app);
    for (const { reason } of acknowledged) expect(reason.split(' ').length).toBeGreaterThan(8);
    expect(
      acknowledged.map(({ path, id }) => `${path} ${id.replace(/[0-9A-F]{8}\.Arn/, '….Arn')}`).sort(),
    ).toEqual(
      [
        'StatisticsTest/Statistics/ExportFunction/Function AwsSolutions-L1',
        'StatisticsTest/Statistics/AggregatesFunction/Function AwsSolutions-L1',
        'StatisticsTest/Statistics/WeeklyReportFunction/Function AwsSolutions-L1',
        ...['AggregatesFunction', 'WeeklyReportFunction'].flatMap((job) => [
          `StatisticsTest/Statistics/${job}/Role AwsSolutions-IAM5[Resource::<StatisticsExports….Arn>/exports/*]`,
          `StatisticsTest/Statistics/${job}/Role AwsSolutions-IAM5[Resource::<StatisticsQueryResults….Arn>/results/*]`,
        ]),
        'StatisticsTest/Statistics/ExportAccessLogs AwsSolutions-S1',
        'StatisticsTest/Statistics/QueryResults AwsSolutions-S1',
        'StatisticsTest/Statistics/ExportFunction/Role AwsSolutions-IAM5[Resource::<StatisticsExports….Arn>/exports/*]',
        'StatisticsTest/Statistics/ReaderPolicy AwsSolutions-IAM5[Resource::<StatisticsExports….Arn>/exports/*]',
        'StatisticsTest/Statistics/ReaderPolicy AwsSolutions-IAM5[Resource::<StatisticsQueryResults….Arn>/results/*]',
        'StatisticsTest/Statistics/ReaderPolicy AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:cloudformation:<AWS::Region>:<AWS::AccountId>:stack/StatisticsTest/*]',
      ].sort(),
    );
  });
});

// The statistics readers, asked of an IAM evaluator nobody here wrote (@cloud-copilot/iam-simulate):
// a principal with the stage's SharedReaderPolicy and nothing else may read the partner figures
// and is refused every raw read (an export file, the Glue table over the exports, a query in the
// workgroup, the tracking table); the owners' ReaderPolicy may run the report over the exports
// and read the partner figures too (decision 0043).
import { beforeAll, describe, expect, it } from 'vitest';
import type { JsonValue } from '../../contract/json-value.ts';
import { exportTableName } from '../../contract/tracking-export.ts';
import type { DeployedNames } from '../test/deployed-names.ts';
import { stackBuildTimeoutMs } from '../test/fernly-test-stack.ts';
import { decide, type EvaluatedPrincipal } from '../test/iam-evaluator.ts';
import { stageSettings, stageStacks, type StageName } from '../test/stage-deployments.ts';
import { valueAt } from '../test/template-query.ts';

const stageName: StageName = 'production';
let main: DeployedNames;
beforeAll(async () => {
  const [built] = await stageStacks(stageName);
  if (built === undefined) throw new Error(`${stageName} has no main stack`);
  main = built;
}, stackBuildTimeoutMs);

/** The one resource of `type` whose logical ID starts with `prefix`. */
function logicalIdOf(prefix: string, type: string): string {
  const resources = main.deployment.template.Resources;
  const found = Object.keys(typeof resources === 'object' && resources !== null ? resources : {}).filter(
    (logicalId) => logicalId.startsWith(prefix) && main.typeOf(logicalId) === type,
  );
  const [logicalId] = found;
  if (found.length !== 1 || logicalId === undefined) throw new Error(`No single ${type} ${prefix}`);
  return logicalId;
}

function policy(prefix: string): JsonValue {
  const logicalId = logicalIdOf(prefix, 'AWS::IAM::ManagedPolicy');
  return main.resolved(valueAt(main.propertiesOf(logicalId), 'PolicyDocument') ?? null);
}

const { account } = stageSettings[stageName];
const region = 'eu-west-2';
const principal = (policyPrefix: string): EvaluatedPrincipal => ({
  arn: `arn:aws:iam::${account}:role/statistics-reader`,
  policies: [policy(policyPrefix)],
});

/** The reads that hold single records, and where each is. */
function rawReads() {
  const exportBucket = main.arnOf(logicalIdOf('StatisticsExports', 'AWS::S3::Bucket'));
  const database = 'fernly_statistics';
  return [
    {
      action: 's3:GetObject',
      resource: `${exportBucket}/exports/received_day=2026-11-25/AWSDynamoDB/x/data/a.json.gz`,
    },
    { action: 's3:ListBucket', resource: exportBucket },
    {
      action: 'glue:GetTable',
      resource: `arn:aws:glue:${region}:${account}:table/${database}/${exportTableName}`,
    },
    {
      action: 'glue:GetPartitions',
      resource: `arn:aws:glue:${region}:${account}:table/${database}/${exportTableName}`,
    },
    {
      action: 'athena:StartQueryExecution',
      resource: `arn:aws:athena:${region}:${account}:workgroup/fernly-statistics`,
    },
    {
      action: 'athena:GetQueryResults',
      resource: `arn:aws:athena:${region}:${account}:workgroup/fernly-statistics`,
    },
    { action: 'dynamodb:Query', resource: main.arnOf(logicalIdOf('TrackingTable', 'AWS::DynamoDB::Table')) },
  ];
}

function aggregateReads() {
  const table = main.arnOf(logicalIdOf('StatisticsSharedAggregates', 'AWS::DynamoDB::Table'));
  return [
    { action: 'dynamodb:Query', resource: table },
    { action: 'dynamodb:GetItem', resource: table },
  ];
}

async function decisions(policyPrefix: string, requests: readonly { action: string; resource: string }[]) {
  return Promise.all(
    requests.map(
      async (request) =>
        `${request.action} ${request.resource}: ${await decide(principal(policyPrefix), request)}`,
    ),
  );
}

describe(`the shared reader of ${stageName}`, () => {
  it('may read the partner figures', async () => {
    const answers = await decisions('StatisticsSharedReaderPolicy', aggregateReads());
    expect(answers.filter((answer) => !answer.endsWith(': Allowed'))).toEqual([]);
  });

  it('is refused every raw read: export files, the Glue table, the workgroup, the tracking table', async () => {
    const answers = await decisions('StatisticsSharedReaderPolicy', rawReads());
    expect(answers.filter((answer) => !answer.endsWith(': ImplicitlyDenied'))).toEqual([]);
  });

  it('may not write the partner figures', async () => {
    const [{ resource } = { resource: '' }] = aggregateReads();
    for (const action of [
      'dynamodb:PutItem',
      'dynamodb:BatchWriteItem',
      'dynamodb:DeleteItem',
      'dynamodb:Scan',
    ])
      expect(await decide(principal('StatisticsSharedReaderPolicy'), { action, resource })).toBe(
        'ImplicitlyDenied',
      );
  });
});

describe(`the owners’ reader of ${stageName}`, () => {
  it('may run the report over the raw exports and read the partner figures', async () => {
    const reads = [...rawReads().filter((read) => !read.action.startsWith('dynamodb:')), ...aggregateReads()];
    const answers = await decisions('StatisticsReaderPolicy', reads);
    expect(answers.filter((answer) => !answer.endsWith(': Allowed'))).toEqual([]);
  });

  it('may not read the tracking table itself', async () => {
    const [tracking] = rawReads().filter((read) => read.action.startsWith('dynamodb:'));
    if (tracking === undefined) throw new Error('No tracking table read');
    expect(await decide(principal('StatisticsReaderPolicy'), tracking)).toBe('ImplicitlyDenied');
  });
});

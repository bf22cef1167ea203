// Whoever runs `npm run experiment -- --stage`, with the stage's ExperimentSwitchPolicy attached and
// nothing else, asked of an IAM evaluator nobody here wrote (@cloud-copilot/iam-simulate): every
// call the command makes (recorded from the command itself, answered by aws-sdk-client-mock) is
// allowed on the stage's own store and stack, and the same calls on the other stage's store, or
// calls it does not make, are refused.
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import {
  CloudFrontKeyValueStoreClient,
  DescribeKeyValueStoreCommand,
  GetKeyCommand,
  ResourceNotFoundException,
  UpdateKeysCommand,
} from '@aws-sdk/client-cloudfront-keyvaluestore';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JsonValue, toJsonValue } from '../../contract/json-value.ts';
import { dayStartMs } from '../../edge/experiments/definitions.ts';
import { runExperimentCommand } from '../../tools/experiment/experiment-command.ts';
import { experiments } from '../../edge/experiments/experiments.ts';
import { keyValueStore, stageStoreArn, stageWhere } from '../../tools/experiment/key-value-store.ts';
import {
  experimentStoreArnOutput,
  liveExperiment,
  liveExperimentKey,
  variantPages,
  variantPagesKey,
} from '../../edge/experiments/store.ts';
import type { DeployedNames } from '../test/deployed-names.ts';
import { stackBuildTimeoutMs } from '../test/fernly-test-stack.ts';
import { decide } from '../test/iam-evaluator.ts';
import { stageSettings, stageStacks, type StageName } from '../test/stage-deployments.ts';
import { valueAt } from '../test/template-query.ts';

const stageNames: readonly StageName[] = ['production', 'staging'];
const built = new Map<StageName, DeployedNames>();
beforeAll(async () => {
  for (const stageName of stageNames) {
    const [main] = await stageStacks(stageName);
    if (main === undefined) throw new Error(`${stageName} has no main stack`);
    built.set(stageName, main);
  }
}, stackBuildTimeoutMs);

function mainStack(stageName: StageName): DeployedNames {
  const names = built.get(stageName);
  if (names === undefined) throw new Error(`${stageName} was not built`);
  return names;
}

function storeArnOf(names: DeployedNames): string {
  return names.text(valueAt(names.deployment.template, 'Outputs', experimentStoreArnOutput, 'Value') ?? null);
}

/** The stage's ExperimentSwitchPolicy as AWS stores it. */
function switchPolicy(names: DeployedNames): JsonValue {
  const resources = names.deployment.template.Resources;
  const found = Object.entries(typeof resources === 'object' && resources !== null ? resources : {}).filter(
    ([logicalId]) =>
      logicalId.startsWith('SiteExperimentSwitchPolicy') &&
      names.typeOf(logicalId) === 'AWS::IAM::ManagedPolicy',
  );
  const [[, policy] = []] = found;
  if (found.length !== 1 || policy === undefined) throw new Error('No single ExperimentSwitchPolicy');
  return names.resolved(valueAt(policy, 'Properties', 'PolicyDocument') ?? null);
}

const cloudFormation = mockClient(CloudFormationClient);
const keyValueStores = mockClient(CloudFrontKeyValueStoreClient);
// The mocks replace the clients' send for the whole worker, which other test files share.
afterAll(() => {
  cloudFormation.restore();
  keyValueStores.restore();
});

interface Call {
  readonly action: string;
  readonly resource: string;
}

/** The AWS calls start, stop and status make on the stage, as IAM authorizes them. */
async function commandCalls(stageName: StageName, names: DeployedNames): Promise<Call[]> {
  const [entry] = experiments;
  if (entry === undefined) throw new Error('No experiment entry');
  const storeArn = storeArnOf(names);
  cloudFormation.reset();
  keyValueStores.reset();
  cloudFormation.on(DescribeStacksCommand).resolves({
    Stacks: [
      {
        StackName: names.deployment.stackName,
        CreationTime: new Date(),
        StackStatus: 'UPDATE_COMPLETE',
        Outputs: [{ OutputKey: experimentStoreArnOutput, OutputValue: storeArn }],
      },
    ],
  });
  keyValueStores
    .on(DescribeKeyValueStoreCommand)
    .resolves({ KvsARN: storeArn, ETag: 'ETAG1', ItemCount: 2, TotalSizeInBytes: 40, Created: new Date() });
  keyValueStores.on(UpdateKeysCommand).resolves({ ETag: 'ETAG2', ItemCount: 3, TotalSizeInBytes: 150 });
  const tools = {
    entries: experiments,
    now: () => dayStartMs(entry.start),
    localStore: () => {
      throw new Error('Only the stage’s store is asked for');
    },
    stageStore: async (stage: string) =>
      keyValueStore(
        new CloudFrontKeyValueStoreClient({ region: 'eu-west-2' }),
        await stageStoreArn(new CloudFormationClient({ region: 'eu-west-2' }), stage),
        stageWhere(stage),
      ),
    width: 100,
  };
  keyValueStores
    .on(GetKeyCommand, { Key: liveExperimentKey(entry.address) })
    .rejects(new ResourceNotFoundException({ message: 'No key', $metadata: {} }));
  // The stage's site was deployed from these entries: it has every variant's page.
  keyValueStores.on(GetKeyCommand, { Key: variantPagesKey }).resolves({
    Key: variantPagesKey,
    Value: JSON.stringify(variantPages(experiments)),
    ItemCount: 3,
    TotalSizeInBytes: 150,
  });
  const started = await runExperimentCommand(['start', entry.id, '--stage', stageName], tools);
  keyValueStores.on(GetKeyCommand).resolves({
    Key: 'experiment:/',
    Value: JSON.stringify(liveExperiment(entry)),
    ItemCount: 3,
    TotalSizeInBytes: 150,
  });
  const stopped = await runExperimentCommand(['stop', entry.id, '--stage', stageName], tools);
  await runExperimentCommand(['status', entry.id, '--stage', stageName], tools);
  await runExperimentCommand(['status', '--stage', stageName], tools);
  expect([started.exitCode, stopped.exitCode]).toEqual([0, 0]);
  return [
    ...cloudFormation
      .calls()
      .map(() => ({ action: 'cloudformation:DescribeStacks', resource: names.stackId() })),
    ...keyValueStores.calls().map((call) => {
      const command = call.args[0];
      const arn = valueAt(toJsonValue(command.input), 'KvsARN');
      return {
        action: `cloudfront-keyvaluestore:${command.constructor.name.replace(/Command$/, '')}`,
        resource: typeof arn === 'string' ? arn : '',
      };
    }),
  ];
}

describe.each(stageNames)('npm run experiment -- --stage %s', (stageName) => {
  const { account } = stageSettings[stageName];
  const otherStage: StageName = stageName === 'production' ? 'staging' : 'production';
  const owner = () => ({
    arn: `arn:aws:iam::${account}:user/fernly-owner`,
    policies: [switchPolicy(mainStack(stageName))],
  });

  it('may make every call the command makes, on this stage’s store and stack', async () => {
    const calls = await commandCalls(stageName, mainStack(stageName));
    expect([...new Set(calls.map((call) => call.action))].sort()).toEqual([
      'cloudformation:DescribeStacks',
      'cloudfront-keyvaluestore:DescribeKeyValueStore',
      'cloudfront-keyvaluestore:GetKey',
      'cloudfront-keyvaluestore:UpdateKeys',
    ]);
    const decisions = await Promise.all(
      calls.map(async (call) => `${call.action} ${call.resource}: ${await decide(owner(), call)}`),
    );
    expect(decisions.filter((decision) => !decision.endsWith(': Allowed'))).toEqual([]);
  });

  it('may make none of them on the other stage’s store or stack', async () => {
    const other = mainStack(otherStage);
    const otherAccount = stageSettings[otherStage].account;
    for (const action of ['DescribeKeyValueStore', 'GetKey', 'UpdateKeys'])
      expect(
        await decide(owner(), {
          action: `cloudfront-keyvaluestore:${action}`,
          resource: storeArnOf(other),
          resourceAccount: otherAccount,
        }),
      ).not.toBe('Allowed');
    expect(
      await decide(owner(), {
        action: 'cloudformation:DescribeStacks',
        resource: other.stackId(),
        resourceAccount: otherAccount,
      }),
    ).not.toBe('Allowed');
  });

  it('may not change another store of its own account, nor call what the command does not', async () => {
    const ownStore = storeArnOf(mainStack(stageName));
    const anotherStore = `arn:aws:cloudfront::${account}:key-value-store/9f8e7d6c-5b4a-3210-fedc-ba9876543210`;
    expect(
      await decide(owner(), { action: 'cloudfront-keyvaluestore:UpdateKeys', resource: anotherStore }),
    ).toBe('ImplicitlyDenied');
    for (const action of ['PutKey', 'DeleteKey', 'ListKeys'])
      expect(
        await decide(owner(), { action: `cloudfront-keyvaluestore:${action}`, resource: ownStore }),
      ).toBe('ImplicitlyDenied');
  });
});

// A stage's experiment store for `npm run experiment -- --stage <name>`: the CloudFront
// KeyValueStore the viewer-request function reads, found by the stage's stack output and changed
// through its data-plane API with the caller's own credentials. A change names the store's ETag
// (IfMatch), so two people changing it at once cannot undo each other's change unseen. The
// calls it makes are the ones the stack's ExperimentSwitchPolicy allows (cdk/fernly-stack.ts).
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import {
  CloudFrontKeyValueStoreClient,
  ConflictException,
  DescribeKeyValueStoreCommand,
  GetKeyCommand,
  ResourceNotFoundException,
  UpdateKeysCommand,
} from '@aws-sdk/client-cloudfront-keyvaluestore';
// The store's API is signed with SigV4A; importing the pure-JS signer makes it available to the client.
import '@aws-sdk/signature-v4a';
import { stageStackName } from '../../contract/service.ts';
import {
  type ExperimentStore,
  StoreChangedError,
  type StoreWhere,
} from '../../edge/experiments/experiment-store.ts';
import { experimentStoreArnOutput } from '../../edge/experiments/store.ts';

/** A stage's store, as the command's messages name it. */
export function stageWhere(stage: string): StoreWhere {
  return {
    label: `on ${stage}`,
    options: ` --stage ${stage}`,
    store: `the KeyValueStore of stack ${stageStackName(stage)}`,
    local: false,
  };
}

/** The stage's store ARN, from its main stack's output. */
export async function stageStoreArn(client: CloudFormationClient, stage: string): Promise<string> {
  const stackName = stageStackName(stage);
  let outputs;
  try {
    outputs = (await client.send(new DescribeStacksCommand({ StackName: stackName }))).Stacks?.[0]?.Outputs;
  } catch (error) {
    const why = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    throw new Error(`Could not read stack ${stackName} of stage ${stage} (${why}).`, { cause: error });
  }
  const arn = outputs?.find((output) => output.OutputKey === experimentStoreArnOutput)?.OutputValue;
  if (arn === undefined)
    throw new Error(
      `Stack ${stackName} has no ${experimentStoreArnOutput} output: deploy stage ${stage} first.`,
    );
  return arn;
}

export function keyValueStore(
  client: CloudFrontKeyValueStoreClient,
  arn: string,
  where: StoreWhere,
): ExperimentStore {
  return {
    where,
    async read(key) {
      // The ETag first: a change made after it, even to this key, makes the write fail.
      const { ETag } = await client.send(new DescribeKeyValueStoreCommand({ KvsARN: arn }));
      if (ETag === undefined) throw new Error(`The store ${arn} answered without an ETag`);
      try {
        const { Value } = await client.send(new GetKeyCommand({ KvsARN: arn, Key: key }));
        return { etag: ETag, value: Value };
      } catch (error) {
        // The store itself was just described, so what is missing is the key.
        if (error instanceof ResourceNotFoundException) return { etag: ETag, value: undefined };
        throw error;
      }
    },
    async write(etag, change) {
      try {
        await client.send(
          new UpdateKeysCommand({
            KvsARN: arn,
            IfMatch: etag,
            ...('put' in change
              ? { Puts: [{ Key: change.put.key, Value: change.put.value }] }
              : { Deletes: [{ Key: change.delete }] }),
          }),
        );
      } catch (error) {
        if (error instanceof ConflictException) throw new StoreChangedError(where);
        throw error;
      }
    },
  };
}

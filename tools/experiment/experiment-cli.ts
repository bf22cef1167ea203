// The entry of `npm run experiment` (experiment-command.ts): the real stores, with the caller's
// AWS credentials and region for a stage.
import { CloudFormationClient } from '@aws-sdk/client-cloudformation';
import { CloudFrontKeyValueStoreClient } from '@aws-sdk/client-cloudfront-keyvaluestore';
import { turnOffSdkNodeVersionWarning } from '../../contract/aws-sdk-warning.ts';
import { defaultTextWidth } from '../../contract/wrap-text.ts';
import { runExperimentCommand } from './experiment-command.ts';
import { experiments } from '../../edge/experiments/experiments.ts';
import { keyValueStore, stageStoreArn, stageWhere } from './key-value-store.ts';
import { localExperimentStore } from '../../edge/experiments/local-store.ts';

turnOffSdkNodeVersionWarning();
const cloudFormation = new CloudFormationClient({});
const keyValueStores = new CloudFrontKeyValueStoreClient({});

runExperimentCommand(process.argv.slice(2), {
  entries: experiments,
  now: () => Date.now(),
  localStore: (dataDir) => localExperimentStore(dataDir, experiments),
  stageStore: async (stage) =>
    keyValueStore(keyValueStores, await stageStoreArn(cloudFormation, stage), stageWhere(stage)),
  // The text goes to stdout, or to stderr when the command fails: either may be the terminal.
  width: [process.stdout, process.stderr].find((stream) => stream.isTTY)?.columns ?? defaultTextWidth,
})
  .then(({ exitCode, text }) => {
    (exitCode === 0 ? console.log : console.error)(text);
    process.exitCode = exitCode;
  })
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => {
    cloudFormation.destroy();
    keyValueStores.destroy();
  });

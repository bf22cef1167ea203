// `npm run deploy -- -c stage=<name> -c key=value ... [cdk deploy options]`: builds the site for the
// stage's own addresses, synthesizes the stage and deploys its stacks in order, so the addresses
// have one source, the deploy context (docs/deploying.md). What it does is stage-deployment.ts;
// deploy-tools.ts gives it the real CDK CLI, the site's build and the workflow's files.
import { turnOffSdkNodeVersionWarning } from '../../contract/aws-sdk-warning.ts';
import { nodeDeployTools } from './deploy-tools.ts';
import { runDeployCommand } from './stage-deployment.ts';

// Before any client is made, here or in the CDK CLI it starts, which reads the same switch.
turnOffSdkNodeVersionWarning();
runDeployCommand(process.argv.slice(2), nodeDeployTools).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

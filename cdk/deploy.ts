// `npm run deploy -- -c stage=<name> -c key=value ... [cdk deploy options]`: builds the site for the
// stage's own addresses and deploys it, so the addresses have one source, the deploy context.
// With `--diff` it builds the same and only prints what a deploy would change (`cdk diff` against
// the deployed templates, through the read-only lookup role), deploying nothing.
// A stage with a domain is built for it. A stage without one goes out on its distribution's own
// domain, read from the deployed stack; on its first deploy the stack is created without the site
// first, and the site follows once its address exists. Then CloudFront's alarms go out in a stack
// of their own in us-east-1 (edge-alarms-stack.ts), given the distribution's ID.
import { spawnSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { contextArguments, withContext } from './deploy-arguments.ts';
import { type DeployContext, parseDeployContext } from './deploy-context.ts';
import { bootstrapQualifierContextKey, parseBootstrapQualifier } from './deploy-access-stack.ts';
import { distributionDomainNameOutput, distributionIdOutput } from './fernly-stack.ts';
import { parseAlarmTarget, parseRegionalAlarmTarget } from './alarm-target.ts';
import { edgeRegion } from './edge-alarms-stack.ts';
import { type SiteAddresses, siteBuildEnvironment, stageSiteAddresses } from './site-build-check.ts';
import { edgeAlarmsStackName, parseStage, type Stage } from './stage.ts';

const diffFlag = '--diff';

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));
const cdkDir = fileURLToPath(new URL('.', import.meta.url));

function run(command: string, args: readonly string[], options: { cwd: string; env?: NodeJS.ProcessEnv }) {
  const result = spawnSync(command, args, { ...options, stdio: 'inherit' });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (exit ${String(result.status ?? result.signal)})`);
  }
}

function buildSite(addresses: SiteAddresses): void {
  console.log(`Building the site for ${addresses.siteOrigin}`);
  run('npm', ['run', 'build'], {
    cwd: repositoryRoot,
    env: { ...process.env, ...siteBuildEnvironment(addresses) },
  });
}

const cdk = fileURLToPath(new URL('../node_modules/.bin/cdk', import.meta.url));

function cdkDeploy(stackName: string, argv: readonly string[], context: Record<string, string>): void {
  run(cdk, ['deploy', stackName, ...withContext(argv, { deploy: 'true', ...context })], { cwd: cdkDir });
}

function cdkDiff(stackName: string, argv: readonly string[], context: Record<string, string>): void {
  run(
    cdk,
    ['diff', stackName, '--method', 'template', ...withContext(argv, { deploy: 'true', ...context })],
    {
      cwd: cdkDir,
    },
  );
}

/** Prints what deploying the stage would change, and changes nothing. */
async function diff(stage: Stage, deployContext: DeployContext, argv: readonly string[]): Promise<void> {
  const distributionDomainName =
    deployContext.siteDomain === undefined
      ? await deployedOutput(stage.stackName, distributionDomainNameOutput)
      : undefined;
  const firstDeploy = deployContext.siteDomain === undefined && distributionDomainName === undefined;
  buildSite(stageSiteAddresses(deployContext, firstDeploy ? 'pending.invalid' : distributionDomainName));
  const siteContext = {
    siteFiles: firstDeploy ? 'none' : 'all',
    ...(distributionDomainName === undefined ? {} : { distributionDomainName }),
  };
  cdkDiff(stage.stackName, argv, siteContext);
  const distributionId = await deployedOutput(stage.stackName, distributionIdOutput);
  if (distributionId !== undefined)
    cdkDiff(edgeAlarmsStackName(stage), argv, { ...siteContext, distributionId });
}

/** The stack's output, or undefined while the stack does not exist. */
async function deployedOutput(stackName: string, outputKey: string): Promise<string | undefined> {
  const client = new CloudFormationClient({});
  try {
    const { Stacks } = await client.send(new DescribeStacksCommand({ StackName: stackName }));
    return Stacks?.[0]?.Outputs?.find((output) => output.OutputKey === outputKey)?.OutputValue;
  } catch (error) {
    if (error instanceof Error && /does not exist/.test(error.message)) return undefined;
    throw error;
  } finally {
    client.destroy();
  }
}

async function main(commandLine: readonly string[]): Promise<void> {
  const diffOnly = commandLine.includes(diffFlag);
  const argv = commandLine.filter((argument) => argument !== diffFlag);
  const context = contextArguments(argv);
  const stage = parseStage(context.get('stage'));
  const deployContext = parseDeployContext(
    (key) => context.get(key),
    stage.production ? 'deploy-with-domain' : 'deploy',
  );
  // Checked before anything is deployed, so a bad alarm target cannot stop a deploy half-way.
  parseAlarmTarget((key) => context.get(key));
  parseRegionalAlarmTarget((key) => context.get(key), edgeRegion);
  const qualifier = context.get(bootstrapQualifierContextKey);
  if (qualifier !== undefined) parseBootstrapQualifier(qualifier);
  if (diffOnly) {
    await diff(stage, deployContext, argv);
    return;
  }

  let distributionDomainName: string | undefined;
  if (deployContext.siteDomain === undefined) {
    distributionDomainName = await deployedOutput(stage.stackName, distributionDomainNameOutput);
    if (distributionDomainName === undefined) {
      console.log(`${stage.stackName} does not exist yet: creating it without the site to learn its address`);
      // Only the CSP hashes of this build reach the stack; the site is built again for its address.
      buildSite(stageSiteAddresses(deployContext, 'pending.invalid'));
      cdkDeploy(stage.stackName, argv, { siteFiles: 'none' });
      distributionDomainName = await deployedOutput(stage.stackName, distributionDomainNameOutput);
      if (distributionDomainName === undefined) {
        throw new Error(`${stage.stackName} has no ${distributionDomainNameOutput} output after its deploy`);
      }
    }
  }

  const addresses = stageSiteAddresses(deployContext, distributionDomainName);
  buildSite(addresses);
  const siteContext = {
    siteFiles: 'all',
    ...(distributionDomainName === undefined ? {} : { distributionDomainName }),
  };
  cdkDeploy(stage.stackName, argv, siteContext);
  const distributionId = await deployedOutput(stage.stackName, distributionIdOutput);
  if (distributionId === undefined)
    throw new Error(`${stage.stackName} has no ${distributionIdOutput} output`);
  cdkDeploy(edgeAlarmsStackName(stage), argv, { ...siteContext, distributionId });
  console.log(`Deployed ${stage.stackName} and ${edgeAlarmsStackName(stage)}: ${addresses.siteOrigin}`);
  // A workflow step reads the address to smoke-test it (.github/workflows/deploy-stage.yml).
  const githubOutput = process.env.GITHUB_OUTPUT;
  if (githubOutput !== undefined) appendFileSync(githubOutput, `site-url=${addresses.siteOrigin}\n`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

// The `npm` commands of the runbook on the empty account: `npm run build`, the CDK CLI through
// `npm run cdk -- deploy|bootstrap`, and `npm run deploy`, whose own code (stage-deployment.ts)
// runs with its CDK CLI, site build and CloudFormation answered by the model. A `cdk deploy`
// synthesizes the app with the command's `-c` arguments and deploys what the assembly says;
// `cdk bootstrap` makes what the CLI's bootstrap template makes for its flags.
import { resolve } from 'node:path';
import {
  CloudFormationClient,
  DescribeStacksCommand,
  type DescribeStacksCommandOutput,
} from '@aws-sdk/client-cloudformation';
import { mockClient } from 'aws-sdk-client-mock';
import { splitArguments } from '../../tools/deploy/deploy-arguments.ts';
import { type DeployTools, runDeployCommand } from '../../tools/deploy/stage-deployment.ts';
import { bootstrapOf } from './bootstrap-template.ts';
import { RunbookFailure } from './empty-account.ts';
import {
  type Caller,
  Flags,
  fixtureSiteBuiltFor,
  type RunbookWorld,
  selectedStacks,
  synthesizeStage,
} from './runbook-world.ts';

/** `cdk deploy <stacks> …` as the CLI runs it, as `caller`, in `caller`'s region. */
function cdkDeploy(world: RunbookWorld, args: readonly string[], caller: Caller | undefined): void {
  const { context, options } = splitArguments(args);
  const flags = new Flags(options).only([
    '--profile',
    '--app',
    '--exclusively',
    '--parameters',
    '--require-approval',
  ]);
  if (caller === undefined) throw new RunbookFailure('deploys with no AWS credentials');
  world.noteStage(context);
  const app = flags.one('--app');
  if (app !== undefined && context.size > 0)
    throw new RunbookFailure('gives -c to an assembly already synthesized');
  if (app === undefined && !world.siteBuilt)
    throw new RunbookFailure('synthesizes the site’s stack before the site is built');
  const assembly = app === undefined ? synthesizeStage(context) : world.assemblyAt(app);
  const parameters = flags.all('--parameters').map((pair) => /^([^:]+):([^=]+)=(.*)$/.exec(pair));
  for (const stack of selectedStacks(assembly, flags.positional, flags.names().includes('--exclusively'))) {
    const given = parameters.filter((match) => match?.[1] === stack.stackName);
    world.deployStack(stack, {
      account: world.account.id,
      region: caller.region,
      parameters: new Map(given.map((match) => [match?.[2] ?? '', match?.[3] ?? ''])),
    });
  }
}

/** `cdk bootstrap aws://<account>/<region>… --qualifier … --cloudformation-execution-policies … --custom-permissions-boundary …`. */
function cdkBootstrap(world: RunbookWorld, args: readonly string[]): void {
  const flags = new Flags(args).only([
    '--profile',
    '--qualifier',
    '--cloudformation-execution-policies',
    '--custom-permissions-boundary',
  ]);
  world.administrator(flags);
  // The CLI synthesizes the app (to list environments it is not given), which needs the site.
  if (!world.siteBuilt) throw new RunbookFailure('synthesizes the site’s stack before the site is built');
  const qualifier = flags.required('--qualifier');
  for (const environment of flags.positional) {
    const [, account, region] = /^aws:\/\/(\d{12})\/([a-z]{2}-[a-z]+-\d)$/.exec(environment) ?? [];
    if (account !== world.account.id || region === undefined)
      throw new RunbookFailure(
        `bootstraps ${environment}, which is not an environment of the stage's account`,
      );
    const bootstrap = bootstrapOf(account, region, {
      qualifier,
      executionPolicies: flags.all('--cloudformation-execution-policies'),
      permissionsBoundary: flags.one('--custom-permissions-boundary'),
    });
    world.require(bootstrap.needs);
    for (const role of bootstrap.roles)
      world.account.roles.set(role.name, { ...role, arn: world.account.arn('iam', `role/${role.name}`) });
    for (const bucket of bootstrap.buckets) world.account.buckets.add(bucket);
    for (const repository of bootstrap.repositories)
      world.account.repositories.add(`${region}:${repository}`);
    for (const { name, value } of bootstrap.parameters)
      world.account.parameters.set(`${region}:${name}`, value);
    world.account.stacks.set(`${region}:CDKToolkit`, {
      name: 'CDKToolkit',
      region,
      outputs: new Map(),
      alarms: [],
      functions: [],
      reservedConcurrency: 0,
    });
  }
}

/** npm run deploy's tools, with the CDK CLI and the site's build played by the model. */
function modelDeployTools(world: RunbookWorld, caller: Caller | undefined): DeployTools {
  return {
    runCdk: (args) => {
      const [command, ...rest] = args;
      if (command === 'deploy') {
        cdkDeploy(world, rest, caller);
        return;
      }
      if (command !== 'synth')
        throw new RunbookFailure(`runs cdk ${command ?? ''}, which the model does not know`);
      const { context, options } = splitArguments(rest);
      const output = new Flags(options).only(['--quiet', '--output']).required('--output');
      world.noteStage(context);
      const siteMetaPath = world.siteBuilds.at(-1);
      if (siteMetaPath === undefined) throw new RunbookFailure('synthesizes before building the site');
      world.assemblies.set(resolve(output), synthesizeStage(context, { siteMetaPath }));
    },
    readCdk: (args) => {
      if (args[0] !== 'diff')
        throw new RunbookFailure(`reads cdk ${args[0] ?? ''}, which the model does not know`);
      if (caller === undefined) throw new RunbookFailure('diffs with no AWS credentials');
      return 'There were no differences\n';
    },
    // In a workflow GitHub names the repository; by hand, the checkout's remote does.
    buildSite: (addresses) => world.siteBuilds.push(fixtureSiteBuiltFor(addresses, world.github.name)),
    readTemplates: (dir) =>
      new Map(world.assemblyAt(dir).stacks.map((stack) => [stack.stackName, stack.template])),
    log: () => undefined,
    logUntrusted: () => undefined,
    setOutput: () => undefined,
    appendSummary: () => undefined,
  };
}

/** A stack's description as CloudFormation answers DescribeStacks for the model's account. */
function described(world: RunbookWorld, stackName: string | undefined): DescribeStacksCommandOutput {
  const stack = [...world.account.stacks.values()].find(({ name }) => name === stackName);
  if (stack === undefined) {
    // CloudFormation's own words, which stage-deployment.ts reads as "not yet deployed".
    throw Object.assign(new Error(`Stack with id ${stackName ?? ''} does not exist`), {
      name: 'ValidationError',
    });
  }
  return {
    $metadata: { httpStatusCode: 200 },
    Stacks: [
      {
        StackName: stack.name,
        StackStatus: 'CREATE_COMPLETE',
        CreationTime: new Date('2026-12-01T10:00:00Z'),
        Outputs: [...stack.outputs].map(([OutputKey, OutputValue]) => ({ OutputKey, OutputValue })),
      },
    ],
  };
}

/** Runs npm run deploy's code as `caller`, CloudFormation answered from the model's account. */
export async function runDeploy(
  world: RunbookWorld,
  argv: readonly string[],
  caller: Caller | undefined,
): Promise<void> {
  const cloudFormation = mockClient(CloudFormationClient);
  cloudFormation.on(DescribeStacksCommand).callsFake((input: { StackName?: string }) => {
    if (caller === undefined) throw new RunbookFailure('reads CloudFormation with no AWS credentials');
    return described(world, input.StackName);
  });
  try {
    await runDeployCommand(argv, modelDeployTools(world, caller));
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof RunbookFailure ? error.cause : error;
    if (cause instanceof RunbookFailure) throw cause;
    throw new RunbookFailure(`fails: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    cloudFormation.restore();
  }
}

/** Runs `npm <words>`: the package's scripts the runbook uses. */
export async function runNpm(world: RunbookWorld, words: readonly string[]): Promise<void> {
  if (!world.prerequisites.checkout)
    throw new RunbookFailure('needs the repository checked out with npm ci done');
  const [run, script, separator, ...args] = words;
  if (run !== 'run' || (separator !== undefined && separator !== '--'))
    throw new RunbookFailure(`runs npm ${words.join(' ')}, which the model does not know`);
  if (script === 'build' && separator === undefined) {
    world.siteBuilt = true;
    return;
  }
  if (script === 'deploy') {
    const profile = new Flags(splitArguments(args).options).one('--profile');
    const caller = profile === undefined ? undefined : world.administrator(new Flags(['--profile', profile]));
    return runDeploy(world, args, caller);
  }
  const [command, ...rest] = args;
  if (script === 'cdk' && command === 'bootstrap') {
    cdkBootstrap(world, rest);
    return;
  }
  if (script === 'cdk' && command === 'deploy') {
    const { options } = splitArguments(rest);
    const caller = world.administrator(new Flags(options));
    try {
      cdkDeploy(world, rest, caller);
      return;
    } catch (error) {
      if (error instanceof RunbookFailure) throw error;
      throw new RunbookFailure(`fails: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  throw new RunbookFailure(`runs npm ${words.join(' ')}, which the model does not know`);
}

// What `npm run deploy` does (deploy.ts is its entry), with the CDK CLI, the site's build and the
// workflow's files passed in, so a test records every `cdk` command it would run against recorded
// AWS answers (stage-deployment.test.ts).
//
// The pipeline splits a deploy in two (decision 0020). `--synth <dir>`, in a job without AWS
// access: checks the stage's context, builds the site for the stage's addresses and synthesizes
// every stack of the stage into <dir>. `--app <dir>`, in the job holding the stage's role:
// deploys that assembly as it is, stack by stack in the order of `deployedStacks` (stage.ts),
// giving each the outputs of the ones before it as parameters; with `--diff` it prints and
// summarizes what the deploy would change instead. Run by hand with neither, it does both in
// turn; only by hand may a stage other than production go out without a domain, on its
// distribution's own (its first deploy creates the stacks without the site, to learn that address).
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { isAbsolute, resolve } from 'node:path';
import { parseDeployAlarmTargets } from '../../cdk/alarm-target.ts';
import { bootstrapQualifierContextKey, parseBootstrapQualifier } from '../../cdk/deploy-access-stack.ts';
import { contextPairs, splitArguments } from './deploy-arguments.ts';
import {
  type DeployContext,
  type DeployContextRequirement,
  parseDeployContext,
} from '../../cdk/deploy-context.ts';
import { diffSummary } from './diff-summary.ts';
import { distributionIdParameter } from '../../cdk/edge-alarms-stack.ts';
import { edgeWebAclArnOutput } from '../../cdk/edge-firewall-stack.ts';
import {
  distributionDomainNameOutput,
  distributionIdOutput,
  edgeWebAclArnParameter,
  siteUrlOutput,
} from '../../cdk/fernly-stack.ts';
import { type SiteAddresses, stageSiteAddresses } from '../../cdk/site-build-check.ts';
import {
  type DeployedStack,
  deployedStacks,
  edgeAlarmsStackName,
  edgeFirewallStackName,
  edgeRegion,
  parseStage,
  type Stage,
} from '../../cdk/stage.ts';
import { isJsonObject, type JsonValue } from '../../contract/json-value.ts';

export interface DeployTools {
  /** Runs the CDK CLI (from cdk/) with these arguments, printing as it goes; throws if it fails. */
  readonly runCdk: (args: readonly string[]) => void;
  /** The same, returning what it printed, standard output and error in order. */
  readonly readCdk: (args: readonly string[]) => string;
  /** `npm run build` for these addresses. */
  readonly buildSite: (addresses: SiteAddresses) => void;
  /** Each stack's template in a synthesized assembly, by stack name. */
  readonly readTemplates: (assemblyDir: string) => ReadonlyMap<string, JsonValue>;
  readonly log: (line: string) => void;
  /** Prints text that came from elsewhere (a diff) so that nothing in it acts on the run. */
  readonly logUntrusted: (text: string) => void;
  /** Sets a step output of the workflow running this, if one is. */
  readonly setOutput: (name: string, value: string) => void;
  /** Appends Markdown to the workflow run's summary, if one is running this. */
  readonly appendSummary: (markdown: string) => void;
}

/** Where a run by hand synthesizes: the app's own output directory (cdk.json). */
const byHandAssemblyDir = resolve(import.meta.dirname, '../../cdk/cdk.out');

/** The address a stage without a domain is first built for, before its distribution exists. */
const pendingDomainName = 'pending.invalid';

interface DeployCommand {
  readonly diff: boolean;
  readonly synthDir: string | undefined;
  readonly appDir: string | undefined;
  readonly context: ReadonlyMap<string, string>;
  /** Options for `cdk deploy` or `cdk diff`, e.g. `--require-approval never`. */
  readonly options: readonly string[];
}

function takeValue(argv: string[], flag: string): string | undefined {
  const at = argv.indexOf(flag);
  if (at < 0) return undefined;
  const [, value] = argv.splice(at, 2);
  if (value === undefined || value.startsWith('-')) throw new Error(`${flag} needs a directory`);
  return isAbsolute(value) ? value : resolve(value);
}

function parseDeployCommand(commandLine: readonly string[]): DeployCommand {
  const argv = [...commandLine];
  const diffAt = argv.indexOf('--diff');
  if (diffAt >= 0) argv.splice(diffAt, 1);
  const synthDir = takeValue(argv, '--synth');
  const appDir = takeValue(argv, '--app');
  const { context, options } = splitArguments(argv);
  if (synthDir !== undefined && (appDir !== undefined || diffAt >= 0)) {
    throw new Error('--synth only synthesizes: give it without --app or --diff');
  }
  const otherKeys = [...context.keys()].filter((key) => key !== 'stage');
  if (appDir !== undefined && otherKeys.length > 0) {
    throw new Error(
      `--app deploys an assembly as it was synthesized, with its context; give only -c stage (got ${otherKeys.join(', ')})`,
    );
  }
  return { diff: diffAt >= 0, synthDir, appDir, context, options };
}

/**
 * The stage's context, checked before anything is built or deployed, so a bad value cannot stop
 * a deploy half-way: the addresses, where alarms go (a deploy needs somewhere) and the qualifier.
 */
function checkedDeployContext(
  context: ReadonlyMap<string, string>,
  requirement: DeployContextRequirement,
): DeployContext {
  const read = (key: string) => (context.get(key) === '' ? undefined : context.get(key));
  const deployContext = parseDeployContext(read, requirement);
  parseDeployAlarmTargets(read, edgeRegion);
  const qualifier = read(bootstrapQualifierContextKey);
  if (qualifier !== undefined) parseBootstrapQualifier(qualifier);
  return deployContext;
}

function synthesize(
  assemblyDir: string,
  command: DeployCommand,
  addresses: SiteAddresses,
  siteContext: Readonly<Record<string, string>>,
  tools: DeployTools,
): void {
  tools.log(`Building the site for ${addresses.siteOrigin}`);
  tools.buildSite(addresses);
  const context = new Map([...command.context, ['deploy', 'true'], ...Object.entries(siteContext)]);
  tools.runCdk(['synth', '--quiet', '--output', assemblyDir, ...contextPairs(context)]);
}

/** Why the assembly must not be deployed as the stage, or none. */
function assemblyProblems(stage: Stage, templates: ReadonlyMap<string, JsonValue>): string[] {
  return deployedStacks(stage).flatMap(({ name }) => {
    const template = templates.get(name);
    if (template === undefined) return [`it has no stack ${name}`];
    const resources = isJsonObject(template) ? template.Resources : undefined;
    const silentAlarms = Object.entries(isJsonObject(resources) ? resources : {}).filter(([, resource]) => {
      if (!isJsonObject(resource) || resource.Type !== 'AWS::CloudWatch::Alarm') return false;
      const actions = isJsonObject(resource.Properties) ? resource.Properties.AlarmActions : undefined;
      return !Array.isArray(actions) || actions.length === 0;
    });
    return silentAlarms.map(([id]) => `alarm ${id} of ${name} notifies nobody`);
  });
}

function checkAssembly(stage: Stage, assemblyDir: string, tools: DeployTools): void {
  const problems = assemblyProblems(stage, tools.readTemplates(assemblyDir));
  if (problems.length > 0) {
    throw new Error(
      `${assemblyDir} cannot be deployed as stage ${stage.name}:\n  - ${problems.join('\n  - ')}\n` +
        'Synthesize it with npm run deploy -- --synth <dir> and the stage’s context, alarm target included.',
    );
  }
}

/** Reads stacks' outputs: a client per region, with the caller's `--profile` if given. */
class StackOutputs {
  private readonly clients = new Map<DeployedStack['region'], CloudFormationClient>();

  constructor(private readonly profile: string | undefined) {}

  private client(region: DeployedStack['region']): CloudFormationClient {
    const existing = this.clients.get(region);
    if (existing !== undefined) return existing;
    const client = new CloudFormationClient({
      ...(this.profile === undefined ? {} : { profile: this.profile }),
      ...(region === edgeRegion ? { region } : {}),
    });
    this.clients.set(region, client);
    return client;
  }

  /** The stack's outputs, or undefined when the stack does not exist (CloudFormation's own words). */
  async of(stack: DeployedStack): Promise<ReadonlyMap<string, string> | undefined> {
    try {
      const { Stacks } = await this.client(stack.region).send(
        new DescribeStacksCommand({ StackName: stack.name }),
      );
      const [found] = Stacks ?? [];
      if (found === undefined) throw new Error(`DescribeStacks answered no stack ${stack.name}`);
      return new Map(
        (found.Outputs ?? []).flatMap(({ OutputKey, OutputValue }) =>
          OutputKey === undefined || OutputValue === undefined ? [] : [[OutputKey, OutputValue] as const],
        ),
      );
    } catch (error) {
      if (
        error instanceof Error &&
        error.name === 'ValidationError' &&
        error.message === `Stack with id ${stack.name} does not exist`
      ) {
        return undefined;
      }
      const where = stack.region === edgeRegion ? edgeRegion : 'the stage’s region';
      const why = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      throw new Error(
        `Could not read stack ${stack.name} in ${where} (${why}). The deploy role needs ` +
          'cloudformation:DescribeStacks on the stage’s stacks (cdk/pipeline-calls.ts).',
        { cause: error },
      );
    }
  }

  /** An output a stack deployed a moment ago must have. */
  async required(stack: DeployedStack, key: string): Promise<string> {
    const outputs = await this.of(stack);
    const value = outputs?.get(key);
    if (value === undefined) {
      throw new Error(
        outputs === undefined
          ? `${stack.name} does not exist after its deploy`
          : `${stack.name} has no ${key} output after its deploy`,
      );
    }
    return value;
  }

  destroy(): void {
    for (const client of this.clients.values()) client.destroy();
  }
}

function stackOf(stage: Stage, name: string): DeployedStack {
  const stack = deployedStacks(stage).find((candidate) => candidate.name === name);
  if (stack === undefined) throw new Error(`${name} is not a stack of stage ${stage.name}`);
  return stack;
}

/** Deploys the stage's stacks in order, each given what the ones before it answered. */
async function deployAssembly(
  stage: Stage,
  assemblyDir: string,
  command: DeployCommand,
  tools: DeployTools,
  outputs: StackOutputs,
): Promise<string> {
  checkAssembly(stage, assemblyDir, tools);
  const deploy = (stackName: string, parameters: Readonly<Record<string, string>>) => {
    tools.log(`Deploying ${stackName}`);
    tools.runCdk([
      'deploy',
      stackName,
      '--exclusively',
      '--app',
      assemblyDir,
      ...Object.entries(parameters).flatMap(([key, value]) => [
        '--parameters',
        `${stackName}:${key}=${value}`,
      ]),
      ...command.options,
    ]);
  };
  const firewall = stackOf(stage, edgeFirewallStackName(stage));
  const main = stackOf(stage, stage.stackName);
  deploy(firewall.name, {});
  const webAclArn = await outputs.required(firewall, edgeWebAclArnOutput);
  deploy(main.name, { [edgeWebAclArnParameter]: webAclArn });
  const distributionId = await outputs.required(main, distributionIdOutput);
  const siteUrl = await outputs.required(main, siteUrlOutput);
  deploy(edgeAlarmsStackName(stage), { [distributionIdParameter]: distributionId });
  return siteUrl;
}

/** Prints and summarizes what deploying the assembly would change, and changes nothing. */
function diffAssembly(stage: Stage, assemblyDir: string, command: DeployCommand, tools: DeployTools): void {
  checkAssembly(stage, assemblyDir, tools);
  const diffs = deployedStacks(stage).map(({ name }) => {
    const text = tools.readCdk([
      'diff',
      name,
      '--exclusively',
      '--app',
      assemblyDir,
      '--method',
      'template',
      '--no-color',
      ...command.options,
    ]);
    tools.logUntrusted(text);
    return { stackName: name, text };
  });
  tools.appendSummary(diffSummary(stage.name, diffs));
}

/** By hand: synthesizes into cdk/cdk.out and deploys or diffs that, a first deploy in two passes. */
async function byHand(
  stage: Stage,
  command: DeployCommand,
  tools: DeployTools,
  outputs: StackOutputs,
): Promise<string | undefined> {
  const deployContext = checkedDeployContext(
    command.context,
    stage.production ? 'deploy-with-domain' : 'deploy',
  );
  let distributionDomainName: string | undefined;
  if (deployContext.siteDomain === undefined) {
    const main = stackOf(stage, stage.stackName);
    const mainOutputs = await outputs.of(main);
    distributionDomainName = mainOutputs?.get(distributionDomainNameOutput);
    if (mainOutputs === undefined) {
      tools.log(`${stage.stackName} does not exist yet: creating it without the site to learn its address`);
      // Only the CSP hashes of this build reach the stack; the site is built again for its address.
      const pending = stageSiteAddresses(deployContext, pendingDomainName);
      synthesize(byHandAssemblyDir, command, pending, { siteFiles: 'none' }, tools);
      if (command.diff) {
        diffAssembly(stage, byHandAssemblyDir, command, tools);
        return undefined;
      }
      await deployAssembly(stage, byHandAssemblyDir, command, tools, outputs);
      distributionDomainName = await outputs.required(main, distributionDomainNameOutput);
    } else if (distributionDomainName === undefined) {
      throw new Error(`${stage.stackName} has no ${distributionDomainNameOutput} output`);
    }
  }
  const addresses = stageSiteAddresses(deployContext, distributionDomainName);
  synthesize(
    byHandAssemblyDir,
    command,
    addresses,
    { siteFiles: 'all', ...(distributionDomainName === undefined ? {} : { distributionDomainName }) },
    tools,
  );
  if (command.diff) {
    diffAssembly(stage, byHandAssemblyDir, command, tools);
    return undefined;
  }
  return deployAssembly(stage, byHandAssemblyDir, command, tools, outputs);
}

/** `npm run deploy -- [--synth <dir> | --app <dir> [--diff] | --diff] -c stage=<name> ...`. */
export async function runDeployCommand(commandLine: readonly string[], tools: DeployTools): Promise<void> {
  const command = parseDeployCommand(commandLine);
  const stage = parseStage(command.context.get('stage'));
  if (command.synthDir !== undefined) {
    // A pipeline's stage has its domain: its synth cannot wait for a distribution to learn one.
    const deployContext = checkedDeployContext(command.context, 'deploy-with-domain');
    synthesize(command.synthDir, command, stageSiteAddresses(deployContext, undefined), {}, tools);
    tools.log(`Synthesized stage ${stage.name} into ${command.synthDir}`);
    return;
  }
  const profileAt = command.options.indexOf('--profile');
  const outputs = new StackOutputs(profileAt < 0 ? undefined : command.options[profileAt + 1]);
  try {
    let siteUrl: string | undefined;
    if (command.appDir === undefined) siteUrl = await byHand(stage, command, tools, outputs);
    else if (command.diff) diffAssembly(stage, command.appDir, command, tools);
    else siteUrl = await deployAssembly(stage, command.appDir, command, tools, outputs);
    if (siteUrl !== undefined) {
      tools.log(`Deployed stage ${stage.name}: ${siteUrl}`);
      // The workflow's smoke test reads it (.github/workflows/deploy-stage.yml).
      tools.setOutput('site-url', siteUrl);
    }
  } finally {
    outputs.destroy();
  }
}

// The state a walk of the runbook works on (cdk/runbook.test.ts): the empty account and the
// repository (empty-account.ts), the checkout's files, what the engineer brings (the runbook's
// "You need:"), what they have learnt, written or built on the way, and the assemblies commands
// synthesized. Commands change it through aws-commands.ts, github-commands.ts and npm-commands.ts,
// and what the engineer does by hand in GitHub through github-by-hand.ts; a stack's deploy reads
// its needs from the assembly (assembly-needs.ts).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { BUNDLING_STACKS, type CloudAssembly, CloudFormationStackArtifact } from 'aws-cdk-lib/cx-api';
import { z } from 'zod';
import { buildApp } from '../build-app.ts';
import type { SiteAddresses } from '../site-build-check.ts';
import { type StackTarget, stackDeployment } from './assembly-needs.ts';
import {
  EmptyAccount,
  GitHubRepositoryModel,
  type Need,
  RunbookFailure,
  unreservedConcurrency,
} from './empty-account.ts';
import { featureFlags, fixtureSiteDir, fixtureSiteMetaPath } from './fernly-test-stack.ts';

/** Who runs a command: the engineer's administrator profile, or a GitHub job's role. */
export interface Caller {
  readonly name: string;
  readonly region: string;
}

/** What the engineer brings, read from the runbook's "You need:" sentence. */
export interface Prerequisites {
  readonly account: boolean;
  readonly profile: Caller | undefined;
  readonly githubAdmin: boolean;
  /** A member of the organization that owns the repository, who may make its teams. */
  readonly organizationMember: boolean;
  /** An owner of that organization, who may install its GitHub Apps and list their installations. */
  readonly organizationOwner: boolean;
  readonly checkout: boolean;
  /** The stage's domain, whose parent the engineer can delegate a zone from. */
  readonly domain: string | undefined;
}

/** Each prerequisite the model knows, by the words the runbook's "You need:" sentences give it in. */
export function readPrerequisites(sentences: readonly string[]): Prerequisites {
  const sentence = sentences.join(' ');
  const profile =
    /an administrator profile for it[^(]*?`([a-z]{2}-[a-z]+-\d)`[^(]*\(`--profile ([\w-]+)`/.exec(sentence);
  return {
    account: /an AWS account per stage/.test(sentence),
    profile: profile === null ? undefined : { name: profile[2] ?? '', region: profile[1] ?? '' },
    githubAdmin: /admin rights on the GitHub repository.*? and the `gh` CLI/.test(sentence),
    organizationMember: /as a member of the organization that owns it/.test(sentence),
    organizationOwner: /an owner of the organization that owns the repository/.test(sentence),
    checkout: /the repository checked out on main with `npm ci` done/.test(sentence),
    domain: /the stage's domain \(`([a-z0-9.-]+)`/.exec(sentence)?.[1],
  };
}

/**
 * The fixture site, as `npm run build` records a build for `addresses` in a checkout of
 * `repository` (web/prerender), the repository editors then change.
 */
export function fixtureSiteBuiltFor(addresses: SiteAddresses, repository: string): string {
  const meta = z.record(z.string(), z.unknown()).parse(JSON.parse(readFileSync(fixtureSiteMetaPath, 'utf8')));
  const text = JSON.stringify({ ...meta, addresses, editorRepository: repository });
  const dir = join(tmpdir(), 'fernly-runbook-sites');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${createHash('sha256').update(text).digest('hex').slice(0, 16)}.json`);
  writeFileSync(path, text);
  return path;
}

/**
 * Assemblies by their context: the walk synthesizes each distinct context once, without bundling
 * the functions (only their asset hash would change), against the fixture site.
 */
const synthesized = new Map<string, CloudAssembly>();

export function synthesizeStage(
  context: ReadonlyMap<string, string>,
  site: { readonly siteMetaPath: string } = { siteMetaPath: fixtureSiteMetaPath },
): CloudAssembly {
  // The app reads an empty value as none (build-app.ts), as the workflow passes an unset variable.
  const given = [...context].filter(([, value]) => value !== '').sort(([a], [b]) => a.localeCompare(b));
  const key = JSON.stringify([given, site.siteMetaPath]);
  const cached = synthesized.get(key);
  if (cached !== undefined) return cached;
  const { app } = buildApp({
    ...featureFlags(),
    ...Object.fromEntries(given),
    siteDir: fixtureSiteDir,
    siteMetaPath: site.siteMetaPath,
    [BUNDLING_STACKS]: [],
  });
  const assembly = app.synth();
  synthesized.set(key, assembly);
  return assembly;
}

const repositoryRoot = new URL('../../', import.meta.url);

/** The repository checked out on main: its files, with some changed as a variant of the walk needs. */
export class Checkout {
  constructor(private readonly changed: ReadonlyMap<string, string> = new Map()) {}

  /** The file at `path` from the repository's root, or undefined when there is none. */
  read(path: string): string | undefined {
    const given = this.changed.get(path);
    if (given !== undefined) return given;
    const url = new URL(path, repositoryRoot);
    return existsSync(url) ? readFileSync(url, 'utf8') : undefined;
  }

  /** The files directly in the folder `dir` (ending in `/`). */
  list(dir: string): string[] {
    return readdirSync(new URL(dir, repositoryRoot))
      .sort()
      .map((name) => `${dir}${name}`);
  }
}

/** The account, the repository and what the engineer has at hand, as the walk goes. */
export class RunbookWorld {
  readonly account: EmptyAccount;
  readonly github: GitHubRepositoryModel;
  /** Whether an earlier command showed the engineer the account's ID. */
  accountIdShown = false;
  /** Values commands printed, latest last, for a later `<the ARN>`. */
  readonly shown: string[] = [];
  /** Files the engineer wrote by hand, by path. */
  readonly files = new Map<string, string>();
  siteBuilt = false;
  /** The stage the runbook sets up, from its first `-c stage=`. */
  stage: string | undefined;
  /** Assemblies by the directory a command wrote them to. */
  readonly assemblies = new Map<string, CloudAssembly>();
  /** The site builds `npm run deploy` made, latest last. */
  readonly siteBuilds: string[] = [];
  private serial = 0;

  constructor(
    readonly prerequisites: Prerequisites,
    accountId: string,
    repository: string,
    readonly checkout = new Checkout(),
  ) {
    this.account = new EmptyAccount(accountId);
    this.github = new GitHubRepositoryModel(repository);
  }

  /** A new identifier of `length` digits, as AWS would give one. */
  nextId(length: number): string {
    this.serial += 1;
    return String(this.serial).padStart(length, '0');
  }

  /** The administrator profile a command names, checked against the prerequisite. */
  administrator(flags: Flags): Caller {
    const profile = flags.one('--profile');
    const prerequisite = this.prerequisites.profile;
    if (!this.prerequisites.account)
      throw new RunbookFailure('acts on an AWS account "You need:" does not name');
    if (profile === undefined)
      throw new RunbookFailure(
        'runs with the default AWS credentials, which the runbook does not ask for: give it --profile',
      );
    if (prerequisite === undefined || prerequisite.name !== profile)
      throw new RunbookFailure(`runs with the profile ${profile}, which "You need:" does not name`);
    return prerequisite;
  }

  require(needs: readonly Need[], made?: (need: Need) => boolean): void {
    this.account.require(needs, made);
  }

  noteStage(context: ReadonlyMap<string, string>): void {
    this.stage ??= context.get('stage');
  }

  deployStack(stack: CloudFormationStackArtifact, target: StackTarget): void {
    const deployment = stackDeployment(stack, target);
    const { account } = this;
    const update = account.stack(deployment.region, deployment.stackName) !== undefined;
    const makes = new Set([
      ...deployment.roles.map(({ arn }) => arn),
      ...deployment.policies,
      ...deployment.oidcProviders,
      ...deployment.topics,
    ]);
    this.require(deployment.needs, (need) => 'arn' in need && makes.has(need.arn));
    if (!update) {
      const taken = [
        ...deployment.roles
          .filter(({ name }) => account.roles.has(name))
          .map(({ name }) => `the role ${name}`),
        ...deployment.policies.filter((arn) => account.policies.has(arn)).map((arn) => `the policy ${arn}`),
        ...deployment.oidcProviders
          .filter((arn) => account.oidcProviders.has(arn))
          .map((arn) => `the OIDC provider ${arn}`),
      ];
      if (taken.length > 0) throw new RunbookFailure(`would create ${taken.join(', ')}, which exist already`);
    }
    if (deployment.reservedConcurrency > 0) {
      const quota = account.lambdaQuota.get(deployment.region);
      const reserved =
        account.reservedConcurrency(deployment.region, deployment.stackName) + deployment.reservedConcurrency;
      if (quota === undefined)
        throw new RunbookFailure(
          `reserves ${deployment.reservedConcurrency} Lambda instances in ${deployment.region}, and no earlier step made sure the account's quota there allows it`,
        );
      if (quota - reserved < unreservedConcurrency)
        throw new RunbookFailure(
          `reserves ${reserved} Lambda instances in ${deployment.region} in all: the quota of ${quota} an earlier step asked for would leave ${quota - reserved} unreserved, and Lambda keeps ${unreservedConcurrency}; ${reserved + unreservedConcurrency} are needed`,
        );
    }
    for (const role of deployment.roles) account.roles.set(role.name, role);
    for (const arn of deployment.policies) account.policies.add(arn);
    for (const arn of deployment.oidcProviders) account.oidcProviders.add(arn);
    for (const arn of deployment.topics) account.topics.add(arn);
    // CloudFormation draws a secret's first value when it creates it; an update keeps the value.
    for (const { arn, description } of deployment.secrets)
      if (!account.secrets.has(arn))
        account.secrets.set(arn, { region: deployment.region, description, value: 'a random password' });
    account.stacks.set(`${deployment.region}:${deployment.stackName}`, {
      name: deployment.stackName,
      region: deployment.region,
      outputs: deployment.outputs,
      alarms: deployment.alarms,
      functions: deployment.functions,
      reservedConcurrency: deployment.reservedConcurrency,
    });
  }

  /** The assembly a command wrote to `dir`, as `--app <dir>` reads it. */
  assemblyAt(dir: string): CloudAssembly {
    const assembly = this.assemblies.get(resolve(dir));
    if (assembly === undefined)
      throw new RunbookFailure(`reads an assembly from ${dir}, which no command wrote`);
    return assembly;
  }
}

/** A command's `--flag value…` options. */
export class Flags {
  private readonly values = new Map<string, string[][]>();
  readonly positional: string[] = [];

  constructor(words: readonly string[]) {
    for (let index = 0; index < words.length; index += 1) {
      const word = words[index] ?? '';
      if (!/^--?[a-zA-Z]/.test(word)) {
        this.positional.push(word);
        continue;
      }
      const taken: string[] = [];
      while (index + 1 < words.length && !/^--?[a-zA-Z]/.test(words[index + 1] ?? '')) {
        taken.push(words[index + 1] ?? '');
        index += 1;
        if (word.startsWith('-') && !word.startsWith('--')) break;
      }
      this.values.set(word, [...(this.values.get(word) ?? []), taken]);
    }
  }

  names(): string[] {
    return [...this.values.keys()];
  }

  one(name: string): string | undefined {
    const given = this.values.get(name);
    if (given === undefined) return undefined;
    if (given.length > 1 || given[0]?.length !== 1)
      throw new RunbookFailure(`gives ${name} other than once with one value`);
    return given[0][0];
  }

  required(name: string): string {
    const value = this.one(name);
    if (value === undefined) throw new RunbookFailure(`has no ${name}`);
    return value;
  }

  all(name: string): string[] {
    return (this.values.get(name) ?? []).flat();
  }

  /** Fails on any flag not in `known`, which the model would not understand. */
  only(known: readonly string[]): this {
    const unknown = this.names().filter((name) => !known.includes(name));
    if (unknown.length > 0)
      throw new RunbookFailure(`has ${unknown.join(', ')}, which the model does not know`);
    return this;
  }
}

/** The stacks `cdk deploy <names>` deploys, each after the stacks it depends on unless `--exclusively`. */
export function selectedStacks(
  assembly: CloudAssembly,
  names: readonly string[],
  exclusively: boolean,
): CloudFormationStackArtifact[] {
  const selected: CloudFormationStackArtifact[] = [];
  const add = (stack: CloudFormationStackArtifact) => {
    if (selected.includes(stack)) return;
    if (!exclusively)
      for (const dependency of stack.dependencies)
        if (dependency instanceof CloudFormationStackArtifact) add(dependency);
    selected.push(stack);
  };
  for (const name of names) {
    const stack = assembly.stacks.find((candidate) => candidate.stackName === name);
    if (stack === undefined)
      throw new RunbookFailure(`names the stack ${name}, which the assembly does not have`);
    add(stack);
  }
  return selected;
}

// A model of what a first deploy works against: one AWS account that starts empty, and the GitHub
// repository's and its organization's settings the runbook changes. It holds only what a runbook
// step can make or need (roles, policies, OIDC providers, buckets, parameters, zones, certificates,
// topics, alarms, secrets, stacks, the Lambda quota; the subject template, environments and their
// variables, teams, rulesets, the editor's GitHub App and its installation), and answers each need
// with what is missing, in words an engineer can act on (cdk/runbook.test.ts).
import type { JsonValue } from '../../contract/json-value.ts';
import { partition } from './deployed-names.ts';

/** Why a runbook command cannot do what it says, in the account or repository as it stands. */
export class RunbookFailure extends Error {
  override readonly name = 'RunbookFailure';
}

/** `text` as JSON, or a failure saying a command sends `what` as text that is not JSON. */
export function sentJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new RunbookFailure(`sends ${what} that is not JSON: ${text}`);
  }
}

/** Something a command needs to exist before it runs, and why it needs it. */
export type Need = { readonly why: string } & (
  | { readonly kind: 'role'; readonly arn: string }
  | { readonly kind: 'policy'; readonly arn: string }
  | { readonly kind: 'oidc-provider'; readonly arn: string }
  | { readonly kind: 'bucket'; readonly name: string }
  | { readonly kind: 'repository'; readonly region: string; readonly name: string }
  | { readonly kind: 'parameter'; readonly region: string; readonly name: string; readonly atLeast?: number }
  | { readonly kind: 'certificate'; readonly arn: string; readonly names: readonly string[] }
  | { readonly kind: 'hosted-zone'; readonly id: string; readonly recordName?: string }
  | { readonly kind: 'topic'; readonly arn: string; readonly region: string }
  | { readonly kind: 'toolkit-bucket'; readonly region: string }
);

export interface Role {
  readonly name: string;
  readonly arn: string;
  readonly boundary?: string;
  /** Its trust policy, resolved. */
  readonly trust?: JsonValue;
}

interface Certificate {
  readonly arn: string;
  readonly region: string;
  readonly names: readonly string[];
  /** Whether a command has shown the DNS records that validate it, for the engineer to add. */
  validationShown: boolean;
  issued: boolean;
}

export interface Secret {
  readonly region: string;
  /** What its description says to put in it. */
  readonly description: string;
  /** Its value: CloudFormation's random one until someone puts another. */
  value: string;
}

/** A Lambda function of a stack, with its environment resolved. */
export interface DeployedFunction {
  readonly name: string;
  readonly environment: ReadonlyMap<string, string>;
}

interface HostedZone {
  readonly id: string;
  /** Without the final dot. */
  readonly name: string;
}

interface DeployedStack {
  readonly name: string;
  readonly region: string;
  readonly outputs: ReadonlyMap<string, string>;
  readonly alarms: readonly string[];
  readonly functions: readonly DeployedFunction[];
  /** The concurrency its functions reserve, in its region. */
  readonly reservedConcurrency: number;
}

/** AWS's own policies (`arn:aws:iam::aws:policy/…`) exist in every account. */
const awsManagedPolicy = /^arn:aws[a-z-]*:iam::aws:policy\//;

/** What Lambda keeps unreserved in each account and region, whatever the functions reserve. */
export const unreservedConcurrency = 100;

export class EmptyAccount {
  readonly roles = new Map<string, Role>();
  readonly policies = new Set<string>();
  readonly oidcProviders = new Set<string>();
  readonly buckets = new Set<string>();
  readonly repositories = new Set<string>();
  /** SSM parameters by `<region>:<name>`. */
  readonly parameters = new Map<string, string>();
  readonly zones: HostedZone[] = [];
  readonly certificates: Certificate[] = [];
  /** SNS topics by ARN. */
  readonly topics = new Set<string>();
  /** Secrets Manager secrets by ARN. */
  readonly secrets = new Map<string, Secret>();
  /** Stacks by `<region>:<name>`. */
  readonly stacks = new Map<string, DeployedStack>();
  /** The Lambda concurrency quota a step has established, by region. */
  readonly lambdaQuota = new Map<string, number>();

  constructor(readonly id: string) {}

  arn(service: string, resource: string, region = ''): string {
    return `arn:${partition}:${service}:${region}:${this.id}:${resource}`;
  }

  stack(region: string, name: string): DeployedStack | undefined {
    return this.stacks.get(`${region}:${name}`);
  }

  /** What is wrong with `need` in this account, or undefined when it is met. */
  unmet(need: Need): string | undefined {
    switch (need.kind) {
      case 'role':
        return [...this.roles.values()].some((role) => role.arn === need.arn)
          ? undefined
          : `the role ${need.arn}`;
      case 'policy':
        return awsManagedPolicy.test(need.arn) || this.policies.has(need.arn)
          ? undefined
          : `the managed policy ${need.arn}`;
      case 'oidc-provider':
        return this.oidcProviders.has(need.arn) ? undefined : `the OIDC provider ${need.arn}`;
      case 'bucket':
        return this.buckets.has(need.name) ? undefined : `the S3 bucket ${need.name}`;
      case 'repository':
        return this.repositories.has(`${need.region}:${need.name}`)
          ? undefined
          : `the ECR repository ${need.name} in ${need.region}`;
      case 'parameter': {
        const value = this.parameters.get(`${need.region}:${need.name}`);
        if (value === undefined) return `the SSM parameter ${need.name} in ${need.region}`;
        return need.atLeast !== undefined && Number(value) < need.atLeast
          ? `the SSM parameter ${need.name} in ${need.region} at ${need.atLeast} or more (it is ${value})`
          : undefined;
      }
      case 'certificate':
        return this.unmetCertificate(need.arn, need.names);
      case 'hosted-zone': {
        const zone = this.zones.find(({ id }) => id === need.id);
        if (zone === undefined) return `the Route 53 hosted zone ${need.id}`;
        const { recordName } = need;
        return recordName === undefined || recordName === zone.name || recordName.endsWith(`.${zone.name}`)
          ? undefined
          : `a hosted zone for ${need.recordName} (zone ${need.id} is ${zone.name})`;
      }
      case 'topic':
        if (!this.topics.has(need.arn)) return `the SNS topic ${need.arn}`;
        return need.arn.split(':')[3] === need.region
          ? undefined
          : `an SNS topic in ${need.region} (${need.arn} is not: an alarm notifies topics of its own region)`;
      case 'toolkit-bucket':
        return this.stack(need.region, 'CDKToolkit') === undefined
          ? `the CDK toolkit stack's bucket in ${need.region}`
          : undefined;
    }
  }

  private unmetCertificate(arn: string, aliases: readonly string[]): string | undefined {
    const certificate = this.certificates.find((candidate) => candidate.arn === arn);
    if (certificate === undefined) return `the ACM certificate ${arn}`;
    if (!certificate.issued) return `the ACM certificate ${arn} issued (it is pending validation)`;
    const uncovered = aliases.filter((alias) => !certificate.names.some((name) => coversName(name, alias)));
    return uncovered.length === 0
      ? undefined
      : `the ACM certificate ${arn} to cover ${uncovered.join(', ')} (the distribution's aliases); it was requested for ${certificate.names.join(', ')}`;
  }

  /** Throws naming every need the account does not meet. */
  require(needs: readonly Need[], made: (need: Need) => boolean = () => false): void {
    const missing = needs.flatMap((need) => {
      if (made(need)) return [];
      const unmet = this.unmet(need);
      return unmet === undefined ? [] : [`${unmet} (${need.why})`];
    });
    if (missing.length > 0) {
      throw new RunbookFailure(
        `needs ${[...new Set(missing)].join('; and ')}, which no earlier step made and no prerequisite provides`,
      );
    }
  }

  /** The concurrency the account's functions reserve in `region`, with `replacing` replaced. */
  reservedConcurrency(region: string, replacing?: string): number {
    return [...this.stacks.values()]
      .filter((stack) => stack.region === region && stack.name !== replacing)
      .reduce((total, stack) => total + stack.reservedConcurrency, 0);
  }
}

/** Whether a certificate name (`example.com`, `*.example.com`) covers a host name. */
function coversName(name: string, host: string): boolean {
  if (name === host) return true;
  if (!name.startsWith('*.')) return false;
  const [, ...parent] = host.split('.');
  return parent.join('.') === name.slice(2);
}

interface GitHubEnvironment {
  readonly name: string;
  /** Deployments only from the branches of `branches` (GitHub's custom branch policies). */
  readonly customBranchPolicies: boolean;
  readonly reviewers: boolean;
  readonly branches: Set<string>;
  readonly variables: Map<string, string>;
}

interface GitHubTeam {
  /** `closed` teams are visible to the organization's members; `secret` ones are not. */
  readonly privacy: 'closed' | 'secret';
  /** Its permission on each repository it has one on, by the repository's full name. */
  readonly repositories: Map<string, string>;
}

/** A branch ruleset as GitHub keeps it: what it covers and the rules it holds. */
export interface GitHubRuleset {
  readonly id: number;
  readonly name: string;
  readonly active: boolean;
  /** The refs it covers (`refs/heads/main`). */
  readonly refs: readonly string[];
  readonly ruleTypes: readonly string[];
}

/** A GitHub App the organization owns, made by hand in GitHub's settings. */
export interface GitHubAppModel {
  readonly slug: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly callbackUrl: string;
  /** Its repository permissions as the REST API names them (`pull_requests: write`). */
  readonly permissions: Readonly<Record<string, string>>;
  readonly expiringUserTokens: boolean;
}

/** The repository's and its organization's settings a first deploy changes. */
export class GitHubRepositoryModel {
  /** The OIDC subject's claims, once the repository's template is set (GitHub's default otherwise). */
  subjectClaims: readonly string[] | undefined;
  readonly environments = new Map<string, GitHubEnvironment>();
  /** The organization's teams by slug. */
  readonly teams = new Map<string, GitHubTeam>();
  readonly rulesets: GitHubRuleset[] = [];
  /** Whether a command has listed the rulesets, showing their IDs. */
  rulesetIdsShown = false;
  /** The organization's GitHub Apps by slug. */
  readonly apps = new Map<string, GitHubAppModel>();
  /** Where each app is installed: its slug to the repositories it was given. */
  readonly installations = new Map<string, readonly string[]>();

  constructor(readonly name: string) {}

  /** What an app's installation grants, as GitHub shows it: every app may read metadata. */
  installation(
    slug: string,
  ): { permissions: Record<string, string>; repositories: readonly string[] } | undefined {
    const app = this.apps.get(slug);
    const repositories = this.installations.get(slug);
    return app === undefined || repositories === undefined
      ? undefined
      : { permissions: { ...app.permissions, metadata: 'read' }, repositories };
  }

  /** The organization (or user) that owns the repository. */
  get owner(): string {
    return this.name.split('/')[0] ?? '';
  }

  environment(name: string, why: string): GitHubEnvironment {
    const environment = this.environments.get(name);
    if (environment === undefined)
      throw new RunbookFailure(`needs the GitHub environment ${name} (${why}), which no earlier step made`);
    return environment;
  }
}

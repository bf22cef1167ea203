// A model of what a first deploy works against: one AWS account that starts empty, and the GitHub
// repository's settings the runbook changes. It holds only what a runbook step can make or need
// (roles, policies, OIDC providers, buckets, parameters, zones, certificates, topics, alarms,
// stacks, the Lambda quota; the subject template, environments and their variables), and answers
// each need with what is missing, in words an engineer can act on (cdk/runbook.test.ts).
import type { JsonValue } from '../../contract/json-value.ts';
import { partition } from './deployed-names.ts';

/** Why a runbook command cannot do what it says, in the account or repository as it stands. */
export class RunbookFailure extends Error {
  override readonly name = 'RunbookFailure';
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
  issued: boolean;
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

/** The repository's settings a first deploy changes. */
export class GitHubRepositoryModel {
  /** The OIDC subject's claims, once the repository's template is set (GitHub's default otherwise). */
  subjectClaims: readonly string[] | undefined;
  readonly environments = new Map<string, GitHubEnvironment>();

  constructor(readonly name: string) {}

  environment(name: string, why: string): GitHubEnvironment {
    const environment = this.environments.get(name);
    if (environment === undefined)
      throw new RunbookFailure(`needs the GitHub environment ${name} (${why}), which no earlier step made`);
    return environment;
  }
}

// The keys GitHub gets to deploy one stage (docs/deploying.md, decisions 0016 and 0025): a deploy
// role and a diff role, each trusted only for that stage's GitHub environment running the deploy
// workflow from a run on main; the deploy role reaches only the stage's CDK bootstrap roles, the
// diff role only reads the stage's stacks. And CloudFormation's side: the policy it acts with
// instead of AdministratorAccess, the boundary of its own role, and the boundary every role it
// creates must carry. An administrator deploys it once per stage and account, before
// bootstrapping, with their own credentials: it needs nothing bootstrap makes (decision 0057).
import { LegacyStackSynthesizer, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import {
  CfnOIDCProvider,
  FederatedPrincipal,
  ManagedPolicy,
  PolicyStatement,
  Role,
} from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import { z } from 'zod';
import { deployBranchRef } from '../contract/deploy-branch.ts';
import { isJsonObject, type JsonValue, toJsonValue } from '../contract/json-value.ts';
import {
  executionBoundaryStatements,
  executionPolicyStatements,
} from './least-privilege/execution-policy.ts';
import {
  permissionsBoundaryName,
  permissionsBoundaryStatements,
} from './least-privilege/permissions-boundary.ts';
import { accountArn } from './least-privilege/stage-resources.ts';
import { deployedStackNames, type Stage } from './stage.ts';

/** CDK's own context key for the bootstrap qualifier, which its stack synthesizer reads too. */
export const bootstrapQualifierContextKey = '@aws-cdk/core:bootstrapQualifier';

const githubOidcIssuer = 'token.actions.githubusercontent.com';
const githubOidcAudience = 'sts.amazonaws.com';
/** The reusable workflow whose jobs hold the stage's environment and its AWS access. */
export const deployWorkflowPath = '.github/workflows/deploy-stage.yml';
/** The GitHub environment of a stage's `cdk diff`, which runs before the stage's approval. */
export const diffEnvironmentName = (stage: Stage): string => `${stage.name}-diff`;
export const deployAccessStackName = (stage: Stage): string => `${stage.stackName}-DeployAccess`;

/**
 * The OIDC subject of a job of `deploy-stage.yml` in `environment`, called from a workflow run on
 * main, with the repository's subject template set to `repo`, `context`, `ref` and
 * `job_workflow_ref` in that order (docs/deploying.md): GitHub joins the claims in the template's
 * order, `context` being `environment:<name>` for a job in an environment, and in a reusable
 * workflow `ref` is the caller's ref while `job_workflow_ref` names the called file and its ref.
 * So the subject names the environment, the branch the run started from and the workflow file:
 * a run on another branch calling `deploy-stage.yml@main` presents another `ref`. A repository
 * with immutable subject claims (created after 2026-07-15, or opted in) is given as
 * `owner@<owner id>/name@<repository id>`: GitHub puts the IDs in the `repo` claim only.
 */
export function deployJobSubject(repository: string, environment: string): string {
  const names = repository.replaceAll(/@\d+/g, '');
  return [
    `repo:${repository}`,
    `environment:${environment}`,
    `ref:${deployBranchRef}`,
    `job_workflow_ref:${names}/${deployWorkflowPath}@${deployBranchRef}`,
  ].join(':');
}

const repositoryRule =
  'must be the GitHub repository as owner/name (owner@<id>/name@<id> with immutable OIDC subjects)';
const repositorySchema = z
  .string({ error: repositoryRule })
  .regex(/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:@\d+)?\/[A-Za-z0-9._-]{1,100}(?:@\d+)?$/, repositoryRule);
const qualifierRule = 'must be 1 to 10 lower-case letters and digits, as cdk bootstrap --qualifier takes';
const qualifierSchema = z.string({ error: qualifierRule }).regex(/^[a-z0-9]{1,10}$/, qualifierRule);

/** A bootstrap qualifier as `cdk bootstrap --qualifier` takes it, or an error naming the rule. */
export function parseBootstrapQualifier(value: unknown): string {
  const parsed = qualifierSchema.safeParse(value);
  if (!parsed.success) throw new Error(`-c ${bootstrapQualifierContextKey} ${qualifierRule}`);
  return parsed.data;
}

/** Reads `-c githubRepository=` and the bootstrap qualifier, naming what is wrong. */
export function parseDeployAccessContext(read: (key: string) => unknown): {
  readonly repository: string;
  readonly bootstrapQualifier: string;
} {
  const repository = repositorySchema.safeParse(read('githubRepository'));
  const qualifier = qualifierSchema.safeParse(read(bootstrapQualifierContextKey));
  const problems = [
    ...(repository.success ? [] : [`-c githubRepository ${repositoryRule}`]),
    ...(qualifier.success ? [] : [`-c ${bootstrapQualifierContextKey} ${qualifierRule}`]),
  ];
  if (!repository.success || !qualifier.success) throw new Error(problems.join('; '));
  return { repository: repository.data, bootstrapQualifier: qualifier.data };
}

export interface DeployAccessStackProps extends StackProps {
  readonly stage: Stage;
  /** `owner/name` of the GitHub repository allowed to deploy. */
  readonly repository: string;
  /** The qualifier of this stage's `cdk bootstrap` (`--qualifier`), so its roles are its own. */
  readonly bootstrapQualifier: string;
  /** An account holds one GitHub provider: pass its ARN when the account already has it. */
  readonly existingOidcProviderArn?: string;
}

/**
 * The bootstrap roles `cdk deploy --require-approval never` assumes for a synthesized assembly: the
 * stacks have no container images to publish, and it makes no lookup and reads no deployed
 * template, so not the lookup role, whose ReadOnlyAccess reads every table's items (decision 0057).
 */
const deployBootstrapRoles = ['deploy', 'file-publishing'] as const;

/** What `cdk diff --method template` and deploy.ts read: the stage's stacks, nothing else. */
const diffRoleActions = [
  'cloudformation:DescribeStacks',
  'cloudformation:GetTemplate',
  'cloudformation:GetTemplateSummary',
];

/** The two execution policies, `cdk bootstrap --cloudformation-execution-policies <services>,<iam>`. */
export const executionPolicyNames = (stage: Stage): { readonly services: string; readonly iam: string } => ({
  services: `fernly-${stage.name}-cfn-execution`,
  iam: `fernly-${stage.name}-cfn-execution-iam`,
});
export const executionBoundaryName = (stage: Stage): string => `fernly-${stage.name}-cfn-execution-boundary`;

export class DeployAccessStack extends Stack {
  readonly stage: Stage;
  readonly bootstrapQualifier: string;
  readonly deployRole: Role;
  readonly diffRole: Role;
  /** With the next, `cdk bootstrap --cloudformation-execution-policies`: what CloudFormation may do. */
  readonly executionPolicy: ManagedPolicy;
  readonly executionIamPolicy: ManagedPolicy;
  /** `cdk bootstrap --custom-permissions-boundary`: what CloudFormation may never do. */
  readonly executionBoundary: ManagedPolicy;
  /** Every role of the stage's stacks carries it (applyStagePermissionsBoundary). */
  readonly permissionsBoundary: ManagedPolicy;

  constructor(scope: Construct, id: string, props: DeployAccessStackProps) {
    // The CLI's credentials, no asset, and the template sent inline (TemplateBody): no bootstrap
    // bucket, role or version parameter, which bootstrapping after this stack would make.
    super(scope, id, { ...props, synthesizer: new LegacyStackSynthesizer() });
    const { stage, repository, bootstrapQualifier } = props;
    this.stage = stage;
    this.bootstrapQualifier = bootstrapQualifier;
    const providerArn =
      props.existingOidcProviderArn ??
      new CfnOIDCProvider(this, 'GitHubOidcProvider', {
        url: `https://${githubOidcIssuer}`,
        clientIdList: [githubOidcAudience],
      }).attrArn;

    const trustedJob = (environment: string) =>
      new FederatedPrincipal(
        providerArn,
        {
          StringEquals: {
            [`${githubOidcIssuer}:aud`]: githubOidcAudience,
            [`${githubOidcIssuer}:sub`]: deployJobSubject(repository, environment),
          },
        },
        'sts:AssumeRoleWithWebIdentity',
      );
    const bootstrapRole = (purpose: string) =>
      accountArn('iam', `role/cdk-${bootstrapQualifier}-${purpose}-role-${this.account}-*`, { global: true });
    // deploy.ts reads the stacks' outputs with the job's own credentials.
    const stageStacks = deployedStackNames(stage).map((stackName) =>
      accountArn('cloudformation', `stack/${stackName}/*`),
    );

    this.deployRole = new Role(this, 'DeployRole', {
      roleName: `fernly-deploy-${stage.name}`,
      description: `GitHub deploys stage ${stage.name} through its own CDK bootstrap roles, from main only`,
      assumedBy: trustedJob(stage.name),
    });
    this.deployRole.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['sts:AssumeRole'],
        resources: deployBootstrapRoles.map(bootstrapRole),
      }),
    );
    this.deployRole.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['cloudformation:DescribeStacks'], resources: stageStacks }),
    );

    // `cdk diff --method template` reads the deployed templates with these credentials when it
    // cannot assume the lookup role, whose ReadOnlyAccess would show the diff job every resource's
    // settings; it warns and goes on (docs/security.md).
    this.diffRole = new Role(this, 'DiffRole', {
      roleName: `fernly-diff-${stage.name}`,
      description: `GitHub reads stage ${stage.name}'s deployed templates for cdk diff, from main only`,
      assumedBy: trustedJob(diffEnvironmentName(stage)),
    });
    this.diffRole.addToPrincipalPolicy(
      new PolicyStatement({ actions: diffRoleActions, resources: stageStacks }),
    );

    this.permissionsBoundary = new ManagedPolicy(this, 'PermissionsBoundary', {
      managedPolicyName: permissionsBoundaryName(stage),
      description: `The most any role of stage ${stage.name} may do: its functions' needs on its own resources, never IAM`,
      statements: permissionsBoundaryStatements(stage, bootstrapQualifier),
    });
    const execution = executionPolicyStatements(stage, bootstrapQualifier);
    this.executionPolicy = new ManagedPolicy(this, 'ExecutionPolicy', {
      managedPolicyName: executionPolicyNames(stage).services,
      description: `What CloudFormation may do in each service for stage ${stage.name} (cdk bootstrap --cloudformation-execution-policies)`,
      statements: execution.services,
    });
    this.executionIamPolicy = new ManagedPolicy(this, 'ExecutionIamPolicy', {
      managedPolicyName: executionPolicyNames(stage).iam,
      description: `What CloudFormation may do in IAM for stage ${stage.name} (cdk bootstrap --cloudformation-execution-policies)`,
      statements: execution.iam,
    });
    this.executionBoundary = new ManagedPolicy(this, 'ExecutionBoundary', {
      managedPolicyName: executionBoundaryName(stage),
      description: `What CloudFormation may never do for stage ${stage.name} (cdk bootstrap --custom-permissions-boundary)`,
      statements: executionBoundaryStatements(stage, [
        permissionsBoundaryName(stage),
        executionPolicyNames(stage).services,
        executionPolicyNames(stage).iam,
        executionBoundaryName(stage),
      ]),
    });
    acknowledgeOwnFindings(this);
  }
}

/** This stack's cdk-nag findings, acknowledged where it is made, so every app that adds it has them. */
function acknowledgeOwnFindings(stack: DeployAccessStack): void {
  Validations.of(stack.deployRole).acknowledge(
    ...deployBootstrapRoles.map((purpose) => ({
      id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:iam::<AWS::AccountId>:role/cdk-${stack.bootstrapQualifier}-${purpose}-role-<AWS::AccountId>-*]`,
      reason:
        'A CDK bootstrap role name ends in its region, and the role may be used in each region the stage was bootstrapped in; the qualifier keeps the pattern to this stage.',
    })),
  );
  for (const role of [stack.deployRole, stack.diffRole]) {
    Validations.of(role).acknowledge(
      ...deployedStackNames(stack.stage).map((stackName) => ({
        id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:cloudformation:*:<AWS::AccountId>:stack/${stackName}/*]`,
        reason:
          'A stack ARN ends in the ID CloudFormation gives the stack; the pattern is the stage’s own stack, by name, in any of its regions.',
      })),
    );
  }
  acknowledgeWildcards(
    stack.executionPolicy,
    'CloudFormation creates, updates and deletes the stage’s resources under names it generates: each pattern is the stage’s own resources by name, or its account’s where the service names resources by ID, and the actions are the ones the resource schemas list (decision 0025, cdk/least-privilege/least-privilege.test.ts).',
  );
  acknowledgeWildcards(
    stack.executionIamPolicy,
    'CloudFormation names the roles and policies it creates after the stack: the patterns are the stage’s own, and a role is made or changed only while it carries the stage’s permissions boundary (decision 0025).',
  );
  acknowledgeWildcards(
    stack.permissionsBoundary,
    'A permissions boundary grants nothing by itself, it caps what a role of the stage may do: its patterns are the stage’s own resources by name, or its account’s where the service names resources by ID (decision 0025).',
  );
  acknowledgeWildcards(
    stack.executionBoundary,
    'The boundary of CloudFormation’s role allows whatever the execution policies allow and exists for its denials: no role without the stage’s boundary, no IAM user, group or key, no change to the stage’s own policies (decision 0025).',
  );
}

/** cdk-nag's name for a policy value: each reference written `<LogicalId>` or `<LogicalId.Attribute>`. */
function nagText(value: JsonValue): string {
  if (!isJsonObject(value)) return typeof value === 'string' ? value : JSON.stringify(value);
  const { Ref: ref, 'Fn::GetAtt': getAtt, 'Fn::Join': join } = value;
  if (typeof ref === 'string') return `<${ref}>`;
  if (Array.isArray(getAtt)) return `<${getAtt.map(nagText).join('.')}>`;
  if (Array.isArray(join)) {
    const [separator, parts] = join;
    if (typeof separator === 'string' && Array.isArray(parts)) return parts.map(nagText).join(separator);
  }
  return JSON.stringify(value);
}

/** Acknowledges AwsSolutions-IAM5 for each wildcard action and resource of `policy`, for `reason`. */
function acknowledgeWildcards(policy: ManagedPolicy, reason: string): void {
  const document = toJsonValue(Stack.of(policy).resolve(policy.document));
  const statements = isJsonObject(document) && Array.isArray(document.Statement) ? document.Statement : [];
  const wildcards = new Set<string>();
  for (const statement of statements.filter(isJsonObject)) {
    for (const kind of ['Action', 'Resource'] as const) {
      const values = statement[kind];
      for (const value of Array.isArray(values) ? values : values === undefined ? [] : [values]) {
        const text = nagText(value);
        if (text.includes('*')) wildcards.add(`AwsSolutions-IAM5[${kind}::${text}]`);
      }
    }
  }
  Validations.of(policy).acknowledge(...[...wildcards].map((id) => ({ id, reason })));
}

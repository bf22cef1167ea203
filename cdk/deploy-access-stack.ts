// The keys GitHub gets to deploy one stage (docs/deploying.md, decision 0016): a deploy role and
// a diff role, each trusted only for that stage's GitHub environment running the deploy workflow
// from main, each able to assume only that stage's CDK bootstrap roles; and the policy
// CloudFormation acts with for that stage instead of AdministratorAccess. An administrator deploys
// it once per stage and account, before bootstrapping, with their own credentials: it uses no
// bootstrap resources itself (CliCredentialsStackSynthesizer).
import { CliCredentialsStackSynthesizer, Stack, type StackProps } from 'aws-cdk-lib';
import {
  CfnOIDCProvider,
  FederatedPrincipal,
  ManagedPolicy,
  PolicyStatement,
  Role,
} from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import { z } from 'zod';
import type { Stage } from './stage.ts';

/** CDK's own context key for the bootstrap qualifier, which its stack synthesizer reads too. */
export const bootstrapQualifierContextKey = '@aws-cdk/core:bootstrapQualifier';

export const githubOidcIssuer = 'token.actions.githubusercontent.com';
export const githubOidcAudience = 'sts.amazonaws.com';
/** The reusable workflow whose jobs hold the stage's environment and its AWS access. */
export const deployWorkflowPath = '.github/workflows/deploy-stage.yml';
export const deployBranchRef = 'refs/heads/main';
/** The GitHub environment of a stage's `cdk diff`, which runs before the stage's approval. */
export const diffEnvironmentName = (stage: Stage): string => `${stage.name}-diff`;
export const deployAccessStackName = (stage: Stage): string => `${stage.stackName}-DeployAccess`;

/**
 * The OIDC subject of a job of `deploy-stage.yml` on main in `environment`, with the repository's
 * subject template set to `repo`, `context` and `job_workflow_ref` (docs/deploying.md, step 2):
 * GitHub's default subject names the environment but not the branch or the workflow.
 */
export function deployJobSubject(repository: string, environment: string): string {
  return `repo:${repository}:environment:${environment}:job_workflow_ref:${repository}/${deployWorkflowPath}@${deployBranchRef}`;
}

/** Services the Fernly stacks create resources in; CloudFormation may act in these and no others. */
export const executionServices = [
  'apigateway',
  'cloudfront',
  'cloudwatch',
  'dynamodb',
  'events',
  'lambda',
  'logs',
  'route53',
  's3',
  'secretsmanager',
  'ses',
  'sns',
  'ssm',
  'wafv2',
] as const;

const repositoryRule = 'must be the GitHub repository as owner/name';
const repositorySchema = z
  .string({ error: repositoryRule })
  .regex(/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\/[A-Za-z0-9._-]{1,100}$/, repositoryRule);
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
  /** An account holds one GitHub provider: pass its ARN when another stage's stack created it. */
  readonly existingOidcProviderArn?: string;
}

export class DeployAccessStack extends Stack {
  readonly stage: Stage;
  readonly bootstrapQualifier: string;
  readonly deployRole: Role;
  readonly diffRole: Role;
  readonly executionPolicy: ManagedPolicy;

  constructor(scope: Construct, id: string, props: DeployAccessStackProps) {
    super(scope, id, { ...props, synthesizer: new CliCredentialsStackSynthesizer() });
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
      this.formatArn({
        service: 'iam',
        region: '',
        resource: 'role',
        resourceName: `cdk-${bootstrapQualifier}-${purpose}-role-${this.account}-*`,
      });

    this.deployRole = new Role(this, 'DeployRole', {
      roleName: `fernly-deploy-${stage.name}`,
      description: `GitHub deploys stage ${stage.name} through its own CDK bootstrap roles, from main only`,
      assumedBy: trustedJob(stage.name),
    });
    this.deployRole.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['sts:AssumeRole'],
        resources: ['deploy', 'file-publishing', 'image-publishing', 'lookup'].map(bootstrapRole),
      }),
    );

    this.diffRole = new Role(this, 'DiffRole', {
      roleName: `fernly-diff-${stage.name}`,
      description: `GitHub reads stage ${stage.name}'s deployed template for cdk diff, from main only`,
      assumedBy: trustedJob(diffEnvironmentName(stage)),
    });
    this.diffRole.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['sts:AssumeRole'], resources: [bootstrapRole('lookup')] }),
    );

    this.executionPolicy = new ManagedPolicy(this, 'ExecutionPolicy', {
      managedPolicyName: `fernly-${stage.name}-cfn-execution`,
      description: `What CloudFormation may do for stage ${stage.name} (cdk bootstrap --cloudformation-execution-policies)`,
      statements: [
        new PolicyStatement({
          actions: executionServices.map((service) => `${service}:*`),
          resources: ['*'],
        }),
        // Roles and their policies only under the stacks' own names; no users, groups or keys.
        new PolicyStatement({
          actions: [
            'iam:CreateRole',
            'iam:DeleteRole',
            'iam:GetRole',
            'iam:UpdateRole',
            'iam:TagRole',
            'iam:UntagRole',
            'iam:PassRole',
            'iam:PutRolePolicy',
            'iam:GetRolePolicy',
            'iam:DeleteRolePolicy',
            'iam:AttachRolePolicy',
            'iam:DetachRolePolicy',
            'iam:UpdateAssumeRolePolicy',
          ],
          resources: [
            this.formatArn({
              service: 'iam',
              region: '',
              resource: 'role',
              resourceName: `${stage.stackName}-*`,
            }),
          ],
        }),
        new PolicyStatement({
          actions: ['iam:CreateServiceLinkedRole'],
          resources: ['*'],
          conditions: {
            StringEquals: {
              'iam:AWSServiceName': [
                'ops.apigateway.amazonaws.com',
                'wafv2.amazonaws.com',
                'logs.amazonaws.com',
              ],
            },
          },
        }),
      ],
    });
  }
}

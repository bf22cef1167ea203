// The GitHub roles, asked of an IAM evaluator nobody here wrote (@cloud-copilot/iam-simulate): each
// call the deploy script, `cdk deploy` and `cdk diff --method template` make with a role's own
// credentials is allowed for that role, and a list of what the roles must never do is refused.
// The production diff runs before anyone approves it, so its role reads the stage's stacks and
// templates only: no bootstrap role, no ReadOnlyAccess, no origin secret in a distribution's config.
import { describe, expect, it } from 'vitest';
import type { JsonValue } from '../../contract/json-value.ts';
import { executionBoundaryName, executionPolicyNames } from '../deploy-access-stack.ts';
import { deployedStackNames, parseStage, type Stage } from '../stage.ts';
import { decide, type EvaluatedPrincipal } from '../test/iam-evaluator.ts';
import {
  executionRoleArn,
  stageAccess,
  stageRegion,
  stageSettings,
  type StageAccess,
  type StageName,
} from '../test/stage-deployments.ts';
import { asList, valueAt } from '../test/template-query.ts';

type PipelinePrincipal = 'deploy-role' | 'diff-role' | 'cfn-execution';

interface PipelineCall {
  readonly principal: PipelinePrincipal;
  readonly action: string;
  readonly resource: string;
}

/** CloudFront's region, where the stage's edge stacks are. */
const edgeRegion = 'us-east-1';
const stackId = '0a1b2c3d-4e5f-6789-abcd-ef0123456789';

const stackArn = (account: string, region: string, stackName: string) =>
  `arn:aws:cloudformation:${region}:${account}:stack/${stackName}/${stackId}`;

/** The pipeline's calls with each role's own credentials, as the deploy script and the CDK CLI make them. */
function pipelineCalls(stage: Stage, account: string, region: string): PipelineCall[] {
  const qualifier = stageSettings[stage.production ? 'production' : 'staging'].qualifier;
  const stacks = deployedStackNames(stage).flatMap((stackName) =>
    [region, edgeRegion].map((stackRegion) => stackArn(account, stackRegion, stackName)),
  );
  return [
    // cdk deploy: publishing the assets, deploying, and reading the deployed template.
    ...['deploy', 'file-publishing', 'lookup'].flatMap((purpose) =>
      [region, edgeRegion].map((roleRegion) => ({
        principal: 'deploy-role' as const,
        action: 'sts:AssumeRole',
        resource: `arn:aws:iam::${account}:role/cdk-${qualifier}-${purpose}-role-${account}-${roleRegion}`,
      })),
    ),
    // deploy.ts reads the stacks' outputs (the distribution's domain and ID).
    ...stacks.map((resource) => ({
      principal: 'deploy-role' as const,
      action: 'cloudformation:DescribeStacks',
      resource,
    })),
    // cdk diff --method template, unable to assume the lookup role, reads with the job's own
    // credentials; deploy.ts reads the outputs as above.
    ...stacks.flatMap((resource) =>
      ['cloudformation:DescribeStacks', 'cloudformation:GetTemplate'].map((action) => ({
        principal: 'diff-role' as const,
        action,
        resource,
      })),
    ),
    // CloudFormation resolves each template's BootstrapVersion parameter.
    {
      principal: 'cfn-execution',
      action: 'ssm:GetParameters',
      resource: `arn:aws:ssm:${region}:${account}:parameter/cdk-bootstrap/${qualifier}/version`,
    },
  ];
}

/** The Allow and Deny statements a role of the DeployAccess stack is given. */
function rolePolicies(access: StageAccess, roleName: string): JsonValue[] {
  const { names } = access;
  const resources = names.deployment.template.Resources;
  const entries = Object.entries(
    typeof resources === 'object' && resources !== null && !Array.isArray(resources) ? resources : {},
  );
  const roleId = entries.find(
    ([, resource]) => valueAt(resource, 'Properties', 'RoleName') === roleName,
  )?.[0];
  if (roleId === undefined) throw new Error(`No role ${roleName}`);
  return entries
    .filter(([, resource]) => valueAt(resource, 'Type') === 'AWS::IAM::Policy')
    .filter(([, resource]) =>
      asList(valueAt(resource, 'Properties', 'Roles')).some((role) => valueAt(role, 'Ref') === roleId),
    )
    .map(([, resource]) => names.resolved(valueAt(resource, 'Properties', 'PolicyDocument') ?? null));
}

function managedPolicy(access: StageAccess, policyName: string): JsonValue {
  const resources = access.names.deployment.template.Resources;
  const found = Object.values(
    typeof resources === 'object' && resources !== null && !Array.isArray(resources) ? resources : {},
  ).find((resource) => valueAt(resource, 'Properties', 'ManagedPolicyName') === policyName);
  if (found === undefined) throw new Error(`No managed policy ${policyName}`);
  return access.names.resolved(valueAt(found, 'Properties', 'PolicyDocument') ?? null);
}

function principalOf(
  stageName: StageName,
  access: StageAccess,
  principal: PipelinePrincipal,
): EvaluatedPrincipal {
  const stage = parseStage(stageName);
  const { account } = stageSettings[stageName];
  if (principal === 'cfn-execution') {
    return {
      arn: executionRoleArn(stageName),
      policies: Object.values(executionPolicyNames(stage)).map((name) => managedPolicy(access, name)),
      boundary: managedPolicy(access, executionBoundaryName(stage)),
    };
  }
  const roleName = principal === 'deploy-role' ? `fernly-deploy-${stageName}` : `fernly-diff-${stageName}`;
  return { arn: `arn:aws:iam::${account}:role/${roleName}`, policies: rolePolicies(access, roleName) };
}

describe.each(['production', 'staging'] as const)('the %s pipeline', (stageName) => {
  const access = stageAccess(stageName);
  const stage = parseStage(stageName);
  const { account, qualifier } = stageSettings[stageName];
  const otherAccount = stageSettings[stageName === 'production' ? 'staging' : 'production'].account;
  const iamArn = (resource: string) => `arn:aws:iam::${account}:${resource}`;

  it.each(
    pipelineCalls(stage, account, stageRegion).map(
      (call) => [call.principal, call.action, call.resource, call] as const,
    ),
  )('lets the %s call %s on %s', async (_principal, _action, _resource, call) => {
    expect(await decide(principalOf(stageName, access, call.principal), call)).toBe('Allowed');
  });

  it.each([
    [
      'deploy-role',
      'sts:AssumeRole',
      iamArn(`role/cdk-${qualifier}-image-publishing-role-${account}-${stageRegion}`),
    ],
    ['deploy-role', 'sts:AssumeRole', executionRoleArn(stageName)],
    ['deploy-role', 'sts:AssumeRole', iamArn(`role/cdk-hnb659fds-deploy-role-${account}-${stageRegion}`)],
    [
      'deploy-role',
      'cloudformation:DescribeStacks',
      stackArn(account, stageRegion, `${stage.stackName}-DeployAccess`),
    ],
    ['deploy-role', 'cloudformation:UpdateStack', stackArn(account, stageRegion, stage.stackName)],
    ['deploy-role', 'iam:PassRole', executionRoleArn(stageName)],
    ['diff-role', 'sts:AssumeRole', iamArn(`role/cdk-${qualifier}-lookup-role-${account}-${stageRegion}`)],
    ['diff-role', 'sts:AssumeRole', iamArn(`role/cdk-${qualifier}-deploy-role-${account}-${stageRegion}`)],
    [
      'diff-role',
      'cloudformation:GetTemplate',
      stackArn(account, stageRegion, `${stage.stackName}-DeployAccess`),
    ],
    ['diff-role', 'cloudformation:CreateChangeSet', stackArn(account, stageRegion, stage.stackName)],
    ['diff-role', 'cloudformation:DescribeStacks', stackArn(otherAccount, stageRegion, stage.stackName)],
    [
      'diff-role',
      'cloudfront:GetDistributionConfig',
      iamArn('distribution/E2EXAMPLE0ABCD').replace(':iam::', ':cloudfront::'),
    ],
    [
      'diff-role',
      'secretsmanager:GetSecretValue',
      `arn:aws:secretsmanager:${stageRegion}:${account}:secret:WebsiteApiOriginVerify-a1b2c3`,
    ],
    [
      'diff-role',
      'logs:FilterLogEvents',
      `arn:aws:logs:${stageRegion}:${account}:log-group:${stage.stackName}-Logs:*`,
    ],
  ] as const)('refuses the %s %s on %s', async (principal, action, resource) => {
    expect(await decide(principalOf(stageName, access, principal), { action, resource })).not.toBe('Allowed');
  });
});

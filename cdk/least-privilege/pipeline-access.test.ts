// The GitHub roles, asked of an IAM evaluator nobody here wrote (@cloud-copilot/iam-simulate): each
// call the deploy script, `cdk deploy` and `cdk diff --method template` make with a role's own
// credentials is allowed for that role, and a list of what the roles must never do is refused.
// The production diff runs before anyone approves it, so its role reads the stage's stacks and
// templates only: no bootstrap role, no ReadOnlyAccess, no origin secret in a distribution's config.
// Neither role may assume the lookup role, whose ReadOnlyAccess reads every table (decision 0057).
import { describe, expect, it } from 'vitest';
import type { JsonValue } from '../../contract/json-value.ts';
import { executionBoundaryName, executionPolicyNames } from '../deploy-access-stack.ts';
import { parseStage } from '../stage.ts';
import { pipelineCalls, type PipelineCall } from '../pipeline-calls.ts';
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

type PipelinePrincipal = PipelineCall['principal'] | 'cfn-execution';

const stackId = '0a1b2c3d-4e5f-6789-abcd-ef0123456789';

const stackArn = (account: string, region: string, stackName: string) =>
  `arn:aws:cloudformation:${region}:${account}:stack/${stackName}/${stackId}`;

/** CloudFormation resolves each template's BootstrapVersion parameter as the execution role. */
function bootstrapVersionRead(account: string, region: string, qualifier: string) {
  return {
    principal: 'cfn-execution' as const,
    action: 'ssm:GetParameters',
    resource: `arn:aws:ssm:${region}:${account}:parameter/cdk-bootstrap/${qualifier}/version`,
  };
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
    [
      ...pipelineCalls({ stage, account, region: stageRegion, qualifier }),
      bootstrapVersionRead(account, stageRegion, qualifier),
    ].map((call) => [call.principal, call.action, call.resource, call] as const),
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
    ['deploy-role', 'sts:AssumeRole', iamArn(`role/cdk-${qualifier}-lookup-role-${account}-${stageRegion}`)],
    ['deploy-role', 'sts:AssumeRole', iamArn(`role/cdk-${qualifier}-lookup-role-${account}-us-east-1`)],
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

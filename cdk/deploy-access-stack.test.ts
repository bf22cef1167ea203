// The trust model of the deploy pipeline (decision 0016): per stage, a deploy role and a diff role
// that only that stage's GitHub environment can assume, from deploy-stage.yml on main, and that
// reach only that stage's CDK bootstrap roles; and CloudFormation's own policy without
// AdministratorAccess.
import { existsSync } from 'node:fs';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { Validations } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import {
  DeployAccessStack,
  deployJobSubject,
  deployWorkflowPath,
  diffEnvironmentName,
  parseDeployAccessContext,
} from './deploy-access-stack.ts';
import { acknowledgeDeployAccessFindings } from './nag-acknowledgements.ts';
import { parseStage, type Stage } from './stage.ts';
import { testAppContext } from './test/fernly-test-stack.ts';
import { unacknowledgedNagFindings } from './test/nag-findings.ts';
import { asList, resourcesOfType, valueAt } from './test/template-query.ts';
import type { JsonValue } from '../contract/json-value.ts';

const repository = 'fernly/website';
const qualifiers = { production: 'fernlyprd', staging: 'fernlystg' };

const app = new App({ context: testAppContext() });
function addStack(stage: Stage, qualifier: string, existingOidcProviderArn?: string) {
  const stack = new DeployAccessStack(app, `${stage.stackName}-DeployAccess`, {
    stage,
    repository,
    bootstrapQualifier: qualifier,
    existingOidcProviderArn,
  });
  acknowledgeDeployAccessFindings(stack);
  return stack;
}
const production = addStack(parseStage('production'), qualifiers.production);
const staging = addStack(
  parseStage('staging'),
  qualifiers.staging,
  'arn:aws:iam::123456789012:oidc-provider/token.actions.githubusercontent.com',
);
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));

function roleNamed(stack: DeployAccessStack, roleName: string) {
  const role = resourcesOfType(Template.fromStack(stack), 'AWS::IAM::Role').find(
    ({ properties }) => properties.RoleName === roleName,
  );
  if (role === undefined) throw new Error(`No role ${roleName}`);
  return role;
}

function permissionsOf(stack: DeployAccessStack, roleLogicalId: string): JsonValue[] {
  return resourcesOfType(Template.fromStack(stack), 'AWS::IAM::Policy')
    .filter(({ properties }) =>
      asList(properties.Roles).some((role) => valueAt(role, 'Ref') === roleLogicalId),
    )
    .flatMap(({ properties }) => asList(valueAt(properties, 'PolicyDocument', 'Statement')));
}

/** A resource of a statement as text, with the partition and account references named. */
function resourceText(value: JsonValue): string {
  if (typeof value === 'string') return value;
  const ref = valueAt(value, 'Ref');
  if (ref === 'AWS::Partition') return 'aws';
  if (ref === 'AWS::AccountId') return 'ACCOUNT';
  const join = asList(valueAt(value, 'Fn::Join'));
  const [separator, parts] = join;
  if (typeof separator === 'string' && Array.isArray(parts)) return parts.map(resourceText).join(separator);
  throw new Error(`Unexpected resource ${JSON.stringify(value)}`);
}

/** The resource patterns statements allow, as text. */
function resourcePatterns(statements: JsonValue[]): string[] {
  return statements.flatMap((statement) => asList(valueAt(statement, 'Resource')).map(resourceText));
}

describe.each([
  ['production', production, qualifiers.production],
  ['staging', staging, qualifiers.staging],
] as const)('deploy access for %s', (stageName, stack, qualifier) => {
  it.each([
    [`fernly-deploy-${stageName}`, stageName],
    [`fernly-diff-${stageName}`, `${stageName}-diff`],
  ])('trusts %s only to the %s environment running deploy-stage.yml on main', (roleName, environment) => {
    const statements = asList(
      valueAt(roleNamed(stack, roleName).properties, 'AssumeRolePolicyDocument', 'Statement'),
    );
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatchObject({
      Action: 'sts:AssumeRoleWithWebIdentity',
      Effect: 'Allow',
      Condition: {
        StringEquals: {
          'token.actions.githubusercontent.com:aud': 'sts.amazonaws.com',
          'token.actions.githubusercontent.com:sub': `repo:${repository}:environment:${environment}:job_workflow_ref:${repository}/.github/workflows/deploy-stage.yml@refs/heads/main`,
        },
      },
    });
    expect(existsSync(new URL(`../${deployWorkflowPath}`, import.meta.url))).toBe(true);
  });

  it('lets the deploy role assume this stage’s CDK bootstrap roles and nothing else', () => {
    const role = roleNamed(stack, `fernly-deploy-${stageName}`);
    const statements = permissionsOf(stack, role.logicalId);
    expect(statements.map((statement) => valueAt(statement, 'Action'))).toEqual(['sts:AssumeRole']);
    expect(resourcePatterns(statements)).toEqual(
      ['deploy', 'file-publishing', 'image-publishing', 'lookup'].map(
        (purpose) => `arn:aws:iam::ACCOUNT:role/cdk-${qualifier}-${purpose}-role-ACCOUNT-*`,
      ),
    );
  });

  it('lets the diff role assume only the stage’s read-only lookup role', () => {
    const role = roleNamed(stack, `fernly-diff-${stageName}`);
    const statements = permissionsOf(stack, role.logicalId);
    expect(resourcePatterns(statements)).toEqual([
      `arn:aws:iam::ACCOUNT:role/cdk-${qualifier}-lookup-role-ACCOUNT-*`,
    ]);
  });

  it('gives CloudFormation a policy of named services instead of AdministratorAccess, IAM only on the stage’s own roles', () => {
    const [policy, ...others] = resourcesOfType(Template.fromStack(stack), 'AWS::IAM::ManagedPolicy');
    expect(others).toEqual([]);
    expect(policy?.properties.ManagedPolicyName).toBe(`fernly-${stageName}-cfn-execution`);
    const statements = asList(valueAt(policy?.properties, 'PolicyDocument', 'Statement'));
    const actions = statements.flatMap((statement) =>
      asList(valueAt(statement, 'Action')).filter((action) => typeof action === 'string'),
    );
    expect(actions).not.toContain('*');
    expect(actions.filter((action) => action.startsWith('iam:') && action.endsWith('*'))).toEqual([]);
    for (const statement of statements) {
      const iamActions = asList(valueAt(statement, 'Action')).filter(
        (action) => typeof action === 'string' && action.startsWith('iam:'),
      );
      if (iamActions.length === 0 || iamActions.includes('iam:CreateServiceLinkedRole')) continue;
      const stackName = stageName === 'production' ? 'Fernly' : `Fernly-${stageName}`;
      expect(resourcePatterns([statement])).toEqual([`arn:aws:iam::ACCOUNT:role/${stackName}-*`]);
    }
  });
});

describe('the two stages in one account', () => {
  it('share one GitHub OIDC provider, created by the first stage’s stack', () => {
    expect(resourcesOfType(Template.fromStack(production), 'AWS::IAM::OIDCProvider')).toHaveLength(1);
    expect(resourcesOfType(Template.fromStack(staging), 'AWS::IAM::OIDCProvider')).toHaveLength(0);
  });

  it('give staging’s roles no way into production’s bootstrap roles', () => {
    const stagingRoles = resourcesOfType(Template.fromStack(staging), 'AWS::IAM::Policy');
    expect(JSON.stringify(stagingRoles)).not.toContain(qualifiers.production);
  });

  it('pass cdk-nag, with each acknowledged finding given its reason', () => {
    expect(unacknowledgedNagFindings(app)).toEqual([]);
  });
});

describe('deployJobSubject and the deploy access context', () => {
  it('names the environment, the workflow file and main', () => {
    expect(deployJobSubject('o/r', diffEnvironmentName(parseStage('production')))).toBe(
      'repo:o/r:environment:production-diff:job_workflow_ref:o/r/.github/workflows/deploy-stage.yml@refs/heads/main',
    );
  });

  it('refuses a repository that is not owner/name and a qualifier bootstrap would refuse', () => {
    const read = (values: Record<string, string>) => (key: string) => values[key];
    expect(
      parseDeployAccessContext(
        read({ githubRepository: 'fernly/website', '@aws-cdk/core:bootstrapQualifier': 'fernlyprd' }),
      ),
    ).toEqual({ repository: 'fernly/website', bootstrapQualifier: 'fernlyprd' });
    expect(() =>
      parseDeployAccessContext(
        read({ githubRepository: 'website', '@aws-cdk/core:bootstrapQualifier': 'Fernly-Production' }),
      ),
    ).toThrow(/githubRepository must be .*bootstrapQualifier must be/);
  });
});

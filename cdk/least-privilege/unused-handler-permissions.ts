// What the handler permissions leave out by hand, each with its reason. Most of what the schemas
// list is left out without a word here: an action serves a resource of ours only when it is
// checked on a resource type that resource is or points to (handler-targets.ts). What stays:
// - the features whose actions that leaves out, each with the property that would turn it on:
//   cdk/least-privilege/least-privilege.test.ts fails as soon as a template uses one, and when a
//   type an action is checked on is left out with no feature naming it, so a schema that grows
//   cannot silently be denied at deploy time;
// - the actions checked on our own resources that serve a feature we refuse or do not use;
// - the actions the schemas list that IAM does not have.
import type { JsonObject, JsonValue } from '../../contract/json-value.ts';
import { isJsonObject } from '../../contract/json-value.ts';

interface UnusedFeature {
  readonly resourceType: string;
  /**
   * The resource types (`service:type`) it points to, or services whose account-wide actions it
   * needs, that handler-targets.ts leaves out for `resourceType`.
   */
  readonly pointsTo: readonly string[];
  readonly reason: string;
  /** True when a resource of the type uses the feature. */
  readonly usedBy: (properties: JsonObject, resourceTypesInTemplate: ReadonlySet<string>) => boolean;
}

interface UnusedOwnAction {
  readonly resourceType: string;
  readonly action: string;
  readonly reason: string;
  readonly usedBy: (properties: JsonObject) => boolean;
}

/** True when `path` leads to a value in `properties`. */
function has(properties: JsonValue, ...path: string[]): boolean {
  let current: JsonValue | undefined = properties;
  for (const key of path) current = isJsonObject(current) ? current[key] : undefined;
  return current !== undefined;
}

/** True when any value anywhere under `value` is a string containing `text`. */
function mentions(value: JsonValue | undefined, text: string): boolean {
  if (typeof value === 'string') return value.includes(text);
  if (Array.isArray(value)) return value.some((item) => mentions(item, text));
  if (isJsonObject(value)) return Object.values(value).some((item) => mentions(item, text));
  return false;
}

const anyOf =
  (...paths: string[][]) =>
  (properties: JsonObject): boolean =>
    paths.some((path) => has(properties, ...path));

export const unusedFeatures: readonly UnusedFeature[] = [
  {
    resourceType: 'AWS::DynamoDB::Table',
    pointsTo: ['kinesis:stream'],
    reason: 'Streams changes to Kinesis; the tracking table streams nowhere',
    usedBy: anyOf(['KinesisStreamSpecification']),
  },
  {
    resourceType: 'AWS::DynamoDB::Table',
    pointsTo: ['kms:key', 'kms'],
    reason:
      'A customer managed key; the table uses the AWS managed key, whose own policy lets DynamoDB use it',
    usedBy: anyOf(['SSESpecification', 'KMSMasterKeyId'], ['SSESpecification', 'SSEType']),
  },
  {
    resourceType: 'AWS::DynamoDB::Table',
    pointsTo: [
      'logs',
      'logs:log-group',
      'logs:log-stream',
      's3:accesspoint',
      's3:accesspointobject',
      's3:bucket',
      's3:object',
    ],
    reason: 'Creating a table from an import out of S3, logged to CloudWatch',
    usedBy: anyOf(['ImportSourceSpecification']),
  },
  {
    resourceType: 'AWS::DynamoDB::Table',
    pointsTo: ['iam:role'],
    reason: 'The service-linked roles of contributor insights and Kinesis streaming',
    usedBy: anyOf(['ContributorInsightsSpecification'], ['KinesisStreamSpecification']),
  },
  {
    resourceType: 'AWS::Logs::LogGroup',
    pointsTo: ['firehose:deliverystream'],
    reason: 'Audit findings of a data protection policy delivered to Firehose',
    usedBy: anyOf(['DataProtectionPolicy']),
  },
  {
    resourceType: 'AWS::IAM::Policy',
    pointsTo: ['iam:group', 'iam:user'],
    reason: 'Policies of IAM groups and users: the stacks give policies to roles only',
    usedBy: anyOf(['Groups'], ['Users']),
  },
  {
    resourceType: 'AWS::IAM::ManagedPolicy',
    pointsTo: ['iam:group', 'iam:user'],
    reason: 'Attaching to IAM groups and users: the stacks attach policies to roles only',
    usedBy: anyOf(['Groups'], ['Users']),
  },
  {
    resourceType: 'AWS::Lambda::Function',
    pointsTo: ['ec2'],
    reason: 'Functions in a VPC; ours run outside any',
    usedBy: anyOf(['VpcConfig']),
  },
  {
    resourceType: 'AWS::Lambda::Function',
    pointsTo: ['elasticfilesystem:access-point', 'elasticfilesystem:file-system', 's3files:file-system'],
    reason: 'File systems mounted into a function',
    usedBy: anyOf(['FileSystemConfigs']),
  },
  {
    resourceType: 'AWS::Lambda::Function',
    pointsTo: ['kms:key'],
    reason: 'A customer managed key for the environment variables or code',
    usedBy: anyOf(['KmsKeyArn']),
  },
  {
    resourceType: 'AWS::Lambda::Function',
    pointsTo: ['lambda:capacityProvider'],
    reason: 'Functions on Lambda managed instances (a capacity provider)',
    usedBy: anyOf(['CapacityProviderConfig']),
  },
  {
    resourceType: 'AWS::Lambda::Function',
    pointsTo: ['lambda:code signing config'],
    reason: 'A code signing configuration',
    usedBy: anyOf(['CodeSigningConfigArn']),
  },
  {
    resourceType: 'AWS::ApiGateway::RestApi',
    pointsTo: ['iam:role'],
    reason: 'Integrations that call with a role’s credentials; ours invoke Lambda under its resource policy',
    usedBy: (properties) => mentions(properties, ':role/') || has(properties, 'Body', 'credentials'),
  },
  {
    resourceType: 'AWS::ApiGateway::RestApi',
    pointsTo: ['s3:accesspointobject', 's3:object'],
    reason: 'An API definition read from S3; ours is inline',
    usedBy: anyOf(['BodyS3Location']),
  },
  {
    resourceType: 'AWS::SecretsManager::RotationSchedule',
    pointsTo: ['iam:role'],
    reason: 'A rotation function Secrets Manager creates (HostedRotationLambda); ours is the stack’s own',
    usedBy: anyOf(['HostedRotationLambda']),
  },
  {
    resourceType: 'AWS::WAFv2::WebACLAssociation',
    pointsTo: [
      'amplify',
      'apprunner',
      'appsync',
      'bedrock-agentcore',
      'cognito-idp',
      'ec2',
      'elasticloadbalancing',
    ],
    reason: 'Associating a web ACL with anything but an API Gateway stage',
    usedBy: (properties) => !mentions(properties.ResourceArn, ':apigateway:'),
  },
  {
    resourceType: 'AWS::WAFv2::WebACLAssociation',
    pointsTo: ['wafv2:rulegroup'],
    reason: 'Sharing a rule group with other accounts; the stacks make no rule group',
    usedBy: (_properties, resourceTypesInTemplate) => resourceTypesInTemplate.has('AWS::WAFv2::RuleGroup'),
  },
  {
    resourceType: 'AWS::WAFv2::LoggingConfiguration',
    pointsTo: ['firehose'],
    reason: 'Logging to a Firehose stream; the web ACLs log to CloudWatch Logs',
    usedBy: (properties) => mentions(properties.LogDestinationConfigs, ':firehose:'),
  },
  {
    resourceType: 'AWS::WAFv2::LoggingConfiguration',
    pointsTo: ['s3:accesspoint', 's3:bucket'],
    reason: 'Logging to an S3 bucket; the web ACLs log to CloudWatch Logs',
    usedBy: (properties) => mentions(properties.LogDestinationConfigs, ':s3:'),
  },
  {
    resourceType: 'AWS::S3::Bucket',
    pointsTo: ['iam:role'],
    reason: 'Replication, which runs with a role',
    usedBy: anyOf(['ReplicationConfiguration']),
  },
  {
    resourceType: 'AWS::S3::Bucket',
    pointsTo: ['s3tables:Table', 's3tables:TableBucket'],
    reason: 'S3 metadata tables of a bucket',
    usedBy: anyOf(['MetadataTableConfiguration'], ['MetadataConfiguration']),
  },
  {
    resourceType: 'AWS::CloudFront::Distribution',
    pointsTo: ['cloudfront:connection-group'],
    reason: 'Multi-tenant distributions and their connection groups',
    usedBy: anyOf(['DistributionConfig', 'ConnectionMode'], ['DistributionConfig', 'TenantConfig']),
  },
  {
    resourceType: 'AWS::CloudFront::Distribution',
    pointsTo: ['cloudfront:vpcorigin'],
    reason: 'Origins inside a VPC',
    usedBy: (properties) => mentions(properties, 'VpcOriginId') || has(properties, 'VpcOriginConfig'),
  },
  {
    resourceType: 'AWS::Events::Rule',
    pointsTo: ['iam:role'],
    reason: 'Targets called with a role; the export rule invokes a function under its resource policy',
    usedBy: (properties) => has(properties, 'RoleArn') || mentions(properties.Targets, ':role/'),
  },
  {
    resourceType: 'AWS::Glue::Database',
    pointsTo: ['glue:connection'],
    reason: 'A federated database and its connection',
    usedBy: anyOf(['DatabaseInput', 'FederatedDatabase']),
  },
  {
    resourceType: 'AWS::Athena::WorkGroup',
    pointsTo: ['iam:role'],
    reason:
      'A workgroup running queries as a role of its own, or signed in through IAM Identity Center (a service-linked role); ours runs them as the caller',
    usedBy: anyOf(
      ['WorkGroupConfiguration', 'ExecutionRole'],
      ['WorkGroupConfiguration', 'IdentityCenterConfiguration'],
    ),
  },
  {
    resourceType: 'AWS::Athena::WorkGroup',
    pointsTo: ['kms:key'],
    reason: 'Results encrypted with a customer managed key; ours use S3-managed keys',
    usedBy: (properties) => mentions(properties, 'SSE_KMS') || mentions(properties, 'CSE_KMS'),
  },
  {
    resourceType: 'AWS::SNS::Topic',
    pointsTo: ['iam:role'],
    reason: 'Delivery status logging, which writes with a role',
    usedBy: anyOf(['DeliveryStatusLogging']),
  },
  {
    resourceType: 'AWS::SNS::Subscription',
    pointsTo: ['iam:role'],
    reason: 'Subscriptions delivering to Firehose with a role',
    usedBy: anyOf(['SubscriptionRoleArn']),
  },
];

/**
 * Actions checked on a resource of ours, so kept by handler-targets.ts, that serve what the stacks
 * refuse or do not use. (Feature actions on a service granted whole on the stage's resources, such
 * as Glue's connections or Lambda's code signing, need no entry: granting them changes nothing.)
 */
export const unusedOwnActions: readonly UnusedOwnAction[] = [
  {
    resourceType: 'AWS::IAM::Role',
    action: 'iam:DeleteRolePermissionsBoundary',
    reason: 'Removes a role’s permissions boundary: refused, every role of a stage keeps its boundary',
    usedBy: (properties) => !has(properties, 'PermissionsBoundary'),
  },
  {
    resourceType: 'AWS::CloudFront::Distribution',
    action: 'cloudfront:CreateConnectionGroup',
    reason: 'Multi-tenant distributions and their connection groups (IAM checks it only on *)',
    usedBy: anyOf(['DistributionConfig', 'ConnectionMode'], ['DistributionConfig', 'TenantConfig']),
  },
];

/**
 * Actions the schemas list that IAM does not have (the Service Authorization Reference lists no
 * such action), each with what IAM checks the call with instead: granting them would do nothing.
 */
export const actionsIamDoesNotHave: Readonly<Record<string, string>> = {
  'cloudfront:CreateDistributionWithTags': 'cloudfront:CreateDistribution and cloudfront:TagResource',
  'iam:DescribeOrganization': 'organizations:DescribeOrganization, for logging to another account',
  's3:DeleteBucketAnalyticsConfiguration': 's3:PutAnalyticsConfiguration',
  's3:DeleteBucketCors': 's3:PutBucketCORS',
  's3:DeleteBucketEncryption': 's3:PutEncryptionConfiguration',
  's3:DeleteBucketLifecycle': 's3:PutLifecycleConfiguration',
  's3:DeleteBucketMetricsConfiguration': 's3:PutMetricsConfiguration',
  's3:DeleteBucketReplication': 's3:PutReplicationConfiguration',
  's3:GetObjectMetadata': 's3:GetObject',
  's3:HeadObject': 's3:GetObject',
  's3:PutBucketReplication': 's3:PutReplicationConfiguration',
  's3:PutObjectLockConfiguration': 's3:PutBucketObjectLockConfiguration',
  's3:REST.PUT.OBJECT': 's3:PutObject (an S3 access log operation name, for data protection audit findings)',
};

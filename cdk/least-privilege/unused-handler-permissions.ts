// The handler permissions the execution policy leaves out, each with its reason: the schemas list
// what a resource type's handlers may call for any of its features, and most features are not
// ours. Each entry names the template property (or resource type) that would need the actions;
// cdk/least-privilege/least-privilege.test.ts fails as soon as a template uses one, so a new feature
// cannot silently be denied at deploy time.
import type { JsonObject, JsonValue } from '../../contract/json-value.ts';
import { isJsonObject } from '../../contract/json-value.ts';

interface UnusedHandlerPermission {
  readonly resourceType: string;
  readonly actions: readonly string[];
  readonly reason: string;
  /** True when a resource of the type uses what the actions serve. */
  readonly usedBy: (properties: JsonObject, resourceTypesInTemplate: ReadonlySet<string>) => boolean;
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

export const unusedHandlerPermissions: readonly UnusedHandlerPermission[] = [
  {
    resourceType: 'AWS::DynamoDB::Table',
    actions: ['kinesis:DescribeStream', 'kinesis:PutRecords'],
    reason: 'Streams changes to Kinesis; the tracking table streams nowhere',
    usedBy: anyOf(['KinesisStreamSpecification']),
  },
  {
    resourceType: 'AWS::DynamoDB::Table',
    actions: [
      'kms:CreateGrant',
      'kms:Decrypt',
      'kms:DescribeKey',
      'kms:Encrypt',
      'kms:ListAliases',
      'kms:RevokeGrant',
    ],
    reason:
      'A customer managed key; the table uses the AWS managed key, whose own policy lets DynamoDB use it',
    usedBy: anyOf(['SSESpecification', 'KMSMasterKeyId'], ['SSESpecification', 'SSEType']),
  },
  {
    resourceType: 'AWS::DynamoDB::Table',
    actions: [
      'logs:CreateLogGroup',
      'logs:CreateLogStream',
      'logs:DescribeLogGroups',
      'logs:DescribeLogStreams',
      'logs:PutLogEvents',
      'logs:PutRetentionPolicy',
      's3:GetObject',
      's3:ListBucket',
    ],
    reason: 'Creating a table from an import out of S3, logged to CloudWatch',
    usedBy: anyOf(['ImportSourceSpecification']),
  },
  {
    resourceType: 'AWS::DynamoDB::Table',
    actions: ['iam:CreateServiceLinkedRole'],
    reason: 'The service-linked roles of contributor insights and Kinesis streaming',
    usedBy: anyOf(['ContributorInsightsSpecification'], ['KinesisStreamSpecification']),
  },
  {
    resourceType: 'AWS::Logs::LogGroup',
    actions: ['firehose:TagDeliveryStream'],
    reason: 'Audit findings of a data protection policy delivered to Firehose',
    usedBy: anyOf(['DataProtectionPolicy']),
  },
  {
    resourceType: 'AWS::IAM::Role',
    actions: ['iam:DeleteRolePermissionsBoundary'],
    reason: 'Removes a role’s permissions boundary: refused, every role of a stage keeps its boundary',
    usedBy: (properties) => !has(properties, 'PermissionsBoundary'),
  },
  {
    resourceType: 'AWS::IAM::Policy',
    actions: [
      'iam:DeleteGroupPolicy',
      'iam:DeleteUserPolicy',
      'iam:GetGroupPolicy',
      'iam:GetUserPolicy',
      'iam:PutGroupPolicy',
      'iam:PutUserPolicy',
    ],
    reason: 'Policies of IAM groups and users: the stacks give policies to roles only',
    usedBy: anyOf(['Groups'], ['Users']),
  },
  {
    resourceType: 'AWS::IAM::ManagedPolicy',
    actions: [
      'iam:AttachGroupPolicy',
      'iam:AttachUserPolicy',
      'iam:DetachGroupPolicy',
      'iam:DetachUserPolicy',
    ],
    reason: 'Attaching to IAM groups and users: the stacks attach policies to roles only',
    usedBy: anyOf(['Groups'], ['Users']),
  },
  {
    resourceType: 'AWS::Lambda::Function',
    actions: [
      'ec2:DescribeNetworkInterfaces',
      'ec2:DescribeSecurityGroups',
      'ec2:DescribeSubnets',
      'ec2:DescribeVpcs',
    ],
    reason: 'Functions in a VPC; ours run outside any',
    usedBy: anyOf(['VpcConfig']),
  },
  {
    resourceType: 'AWS::Lambda::Function',
    actions: ['elasticfilesystem:DescribeMountTargets', 's3files:ListMountTargets'],
    reason: 'File systems mounted into a function',
    usedBy: anyOf(['FileSystemConfigs']),
  },
  {
    resourceType: 'AWS::Lambda::Function',
    actions: ['kms:CreateGrant', 'kms:Decrypt', 'kms:DescribeKey', 'kms:Encrypt', 'kms:GenerateDataKey'],
    reason: 'A customer managed key for the environment variables or code',
    usedBy: anyOf(['KmsKeyArn']),
  },
  {
    resourceType: 'AWS::Lambda::Function',
    actions: ['lambda:PassCapacityProvider'],
    reason: 'Functions on Lambda managed instances (a capacity provider)',
    usedBy: anyOf(['CapacityProviderConfig']),
  },
  {
    resourceType: 'AWS::Lambda::Function',
    actions: [
      'lambda:DeleteFunctionCodeSigningConfig',
      'lambda:GetCodeSigningConfig',
      'lambda:PutFunctionCodeSigningConfig',
    ],
    reason: 'A code signing configuration',
    usedBy: anyOf(['CodeSigningConfigArn']),
  },
  {
    resourceType: 'AWS::ApiGateway::RestApi',
    actions: ['iam:PassRole'],
    reason: 'Integrations that call with a role’s credentials; ours invoke Lambda under its resource policy',
    usedBy: (properties) => mentions(properties, ':role/') || has(properties, 'Body', 'credentials'),
  },
  {
    resourceType: 'AWS::ApiGateway::RestApi',
    actions: ['s3:GetObject'],
    reason: 'An API definition read from S3; ours is inline',
    usedBy: anyOf(['BodyS3Location']),
  },
  {
    resourceType: 'AWS::SecretsManager::RotationSchedule',
    actions: ['iam:PassRole'],
    reason: 'A rotation function Secrets Manager creates (HostedRotationLambda); ours is the stack’s own',
    usedBy: anyOf(['HostedRotationLambda']),
  },
  {
    resourceType: 'AWS::WAFv2::WebACLAssociation',
    actions: [
      'amplify:AssociateWebACL',
      'amplify:DisassociateWebACL',
      'amplify:GetWebACLForResource',
      'apprunner:AssociateWebAcl',
      'apprunner:DescribeWebAclForService',
      'apprunner:DisassociateWebAcl',
      'appsync:AssociateWebACL',
      'appsync:DisassociateWebACL',
      'appsync:GetWebACLForResource',
      'appsync:SetWebACL',
      'bedrock-agentcore:GatewayAssociateWebACL',
      'bedrock-agentcore:GatewayDisassociateWebACL',
      'bedrock-agentcore:GatewayGetWebACLForResource',
      'cognito-idp:AssociateWebACL',
      'cognito-idp:DisassociateWebACL',
      'cognito-idp:GetWebACLForResource',
      'ec2:AssociateVerifiedAccessInstanceWebAcl',
      'ec2:DescribeVerifiedAccessInstanceWebAclAssociations',
      'ec2:DisassociateVerifiedAccessInstanceWebAcl',
      'ec2:GetVerifiedAccessInstanceWebAcl',
      'elasticloadbalancing:CreateWebACLAssociation',
      'elasticloadbalancing:DeleteWebACLAssociation',
      'elasticloadbalancing:GetLoadBalancerWebACL',
      'elasticloadbalancing:SetWebACL',
    ],
    reason: 'Associating a web ACL with anything but an API Gateway stage',
    usedBy: (properties) => !mentions(properties.ResourceArn, ':apigateway:'),
  },
  {
    resourceType: 'AWS::WAFv2::WebACLAssociation',
    actions: ['wafv2:GetPermissionPolicy', 'wafv2:PutPermissionPolicy'],
    reason: 'Sharing a rule group with other accounts; the stacks make no rule group',
    usedBy: (_properties, resourceTypesInTemplate) => resourceTypesInTemplate.has('AWS::WAFv2::RuleGroup'),
  },
  {
    resourceType: 'AWS::WAFv2::LoggingConfiguration',
    actions: ['firehose:ListDeliveryStreams'],
    reason: 'Logging to a Firehose stream; the web ACLs log to CloudWatch Logs',
    usedBy: (properties) => mentions(properties.LogDestinationConfigs, ':firehose:'),
  },
  {
    resourceType: 'AWS::WAFv2::LoggingConfiguration',
    actions: ['s3:GetBucketPolicy', 's3:PutBucketPolicy'],
    reason: 'Logging to an S3 bucket; the web ACLs log to CloudWatch Logs',
    usedBy: (properties) => mentions(properties.LogDestinationConfigs, ':s3:'),
  },
  {
    resourceType: 'AWS::S3::Bucket',
    actions: ['iam:PassRole'],
    reason: 'Replication, which runs with a role',
    usedBy: anyOf(['ReplicationConfiguration']),
  },
  {
    resourceType: 'AWS::S3::Bucket',
    actions: [
      's3tables:CreateNamespace',
      's3tables:CreateTable',
      's3tables:CreateTableBucket',
      's3tables:GetTable',
      's3tables:GetTableMetadataLocation',
      's3tables:PutTableBucketPolicy',
      's3tables:PutTableEncryption',
      's3tables:PutTablePolicy',
      's3tables:UpdateTableMetadataLocation',
    ],
    reason: 'S3 metadata tables of a bucket',
    usedBy: anyOf(['MetadataTableConfiguration'], ['MetadataConfiguration']),
  },
  {
    resourceType: 'AWS::CloudFront::Distribution',
    actions: ['cloudfront:CreateConnectionGroup', 'cloudfront:GetConnectionGroup'],
    reason: 'Multi-tenant distributions and their connection groups',
    usedBy: anyOf(['DistributionConfig', 'ConnectionMode'], ['DistributionConfig', 'TenantConfig']),
  },
  {
    resourceType: 'AWS::CloudFront::Distribution',
    actions: ['cloudfront:GetVpcOrigin'],
    reason: 'Origins inside a VPC',
    usedBy: (properties) => mentions(properties, 'VpcOriginId') || has(properties, 'VpcOriginConfig'),
  },
  {
    resourceType: 'AWS::Events::Rule',
    actions: ['iam:PassRole'],
    reason: 'Targets called with a role; the export rule invokes a function under its resource policy',
    usedBy: (properties) => has(properties, 'RoleArn') || mentions(properties.Targets, ':role/'),
  },
  {
    resourceType: 'AWS::Glue::Database',
    actions: [
      'glue:CreateConnection',
      'glue:DeleteConnection',
      'glue:GetConnection',
      'glue:PassConnection',
      'glue:UpdateConnection',
    ],
    reason: 'A federated database and its connection',
    usedBy: anyOf(['DatabaseInput', 'FederatedDatabase']),
  },
  {
    resourceType: 'AWS::Athena::WorkGroup',
    actions: ['iam:PassRole'],
    reason: 'A workgroup running queries as a role of its own; ours runs them as the caller',
    usedBy: anyOf(['WorkGroupConfiguration', 'ExecutionRole']),
  },
  {
    resourceType: 'AWS::Athena::WorkGroup',
    actions: ['kms:Decrypt', 'kms:GenerateDataKey'],
    reason: 'Results encrypted with a customer managed key; ours use S3-managed keys',
    usedBy: (properties) => mentions(properties, 'SSE_KMS') || mentions(properties, 'CSE_KMS'),
  },
  {
    resourceType: 'AWS::Athena::WorkGroup',
    actions: ['iam:CreateServiceLinkedRole'],
    reason: 'The service-linked role of workgroups signed in through IAM Identity Center',
    usedBy: anyOf(['WorkGroupConfiguration', 'IdentityCenterConfiguration']),
  },
  {
    resourceType: 'AWS::SNS::Topic',
    actions: ['iam:GetRole', 'iam:PassRole'],
    reason: 'Delivery status logging, which writes with a role',
    usedBy: anyOf(['DeliveryStatusLogging']),
  },
  {
    resourceType: 'AWS::SNS::Subscription',
    actions: ['iam:GetRole', 'iam:PassRole'],
    reason: 'Subscriptions delivering to Firehose with a role',
    usedBy: anyOf(['SubscriptionRoleArn']),
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

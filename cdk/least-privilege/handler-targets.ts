// What CloudFormation acts on for each resource type of ours: the IAM resource types (as the
// Service Authorization Reference names them, `service:type`) a resource of the type is or points
// to, and the services whose account-wide actions its handlers call for it. A handler action is
// needed when it is checked on one of these, or is an account-wide action of one of these services
// (handler-permissions.ts); the schemas' other actions serve features that point elsewhere (a KMS
// key, a VPC, a Kinesis stream), and no resource of ours does. cdk/test/cloudformation-requests.ts
// places every request on targets of exactly these types, and the least-privilege test fails when a
// listed type or service serves no resource of the stages, or when a resource uses a feature that
// would need one left out (unused-handler-permissions.ts).
export const handlerTargets: Readonly<Record<string, readonly string[]>> = {
  'AWS::ApiGateway::Deployment': [
    'apigateway:RestApi',
    'apigateway:Deployments',
    'apigateway:Deployment',
    'apigateway:Tags',
  ],
  'AWS::ApiGateway::RestApi': ['apigateway:RestApis', 'apigateway:RestApi', 'apigateway:Tags'],
  'AWS::ApiGateway::Stage': [
    'apigateway:RestApi',
    'apigateway:Stages',
    'apigateway:Stage',
    'apigateway:Tags',
  ],
  'AWS::Athena::WorkGroup': ['athena:workgroup', 's3:bucket', 's3:object'],
  'AWS::CloudFront::CachePolicy': ['cloudfront:cache-policy'],
  'AWS::CloudFront::Distribution': ['cloudfront:distribution'],
  'AWS::CloudFront::Function': ['cloudfront:function'],
  'AWS::CloudFront::KeyValueStore': ['cloudfront:key-value-store', 's3:bucket', 's3:object'],
  'AWS::CloudFront::OriginAccessControl': ['cloudfront:origin-access-control'],
  'AWS::CloudFront::ResponseHeadersPolicy': ['cloudfront:response-headers-policy'],
  'AWS::CloudWatch::Alarm': ['cloudwatch:alarm'],
  'AWS::DynamoDB::Table': ['dynamodb:table', 'dynamodb:import'],
  'AWS::Events::Rule': ['events:rule-on-default-event-bus'],
  // Lake Formation governs who may use the catalog; its handlers ask it account-wide.
  'AWS::Glue::Database': ['glue:rootcatalog', 'glue:database', 'lakeformation'],
  'AWS::Glue::Table': ['glue:rootcatalog', 'glue:database', 'glue:table'],
  'AWS::IAM::ManagedPolicy': ['iam:policy', 'iam:role'],
  'AWS::IAM::Policy': ['iam:role'],
  'AWS::IAM::Role': ['iam:role'],
  'AWS::Lambda::Function': ['lambda:function', 'iam:role', 's3:bucket', 's3:object', 'lambda:layerVersion'],
  'AWS::Lambda::LayerVersion': ['lambda:layerVersion', 'lambda:layer', 's3:bucket', 's3:object'],
  'AWS::Lambda::Permission': ['lambda:function'],
  'AWS::Lambda::Url': ['lambda:function'],
  'AWS::Logs::LogGroup': ['logs:log-group'],
  'AWS::Logs::MetricFilter': ['logs:log-group'],
  'AWS::Route53::RecordSet': ['route53:hostedzone', 'route53:change'],
  'AWS::S3::Bucket': ['s3:bucket', 's3:object'],
  'AWS::S3::BucketPolicy': ['s3:bucket'],
  'AWS::SES::ConfigurationSet': ['ses:configuration-set'],
  'AWS::SES::EmailIdentity': ['ses:identity', 'ses:configuration-set'],
  'AWS::SNS::Subscription': ['sns:topic'],
  'AWS::SNS::Topic': ['sns:topic'],
  'AWS::SNS::TopicPolicy': ['sns:topic'],
  'AWS::SecretsManager::ResourcePolicy': ['secretsmanager:Secret'],
  'AWS::SecretsManager::RotationSchedule': ['secretsmanager:Secret', 'lambda:function'],
  'AWS::SecretsManager::Secret': ['secretsmanager:Secret'],
  'AWS::WAFv2::LoggingConfiguration': ['wafv2:webacl', 'logs:log-group', 'iam:role'],
  'AWS::WAFv2::RegexPatternSet': ['wafv2:regexpatternset'],
  'AWS::WAFv2::WebACL': ['wafv2:webacl', 'wafv2:regexpatternset'],
  'AWS::WAFv2::WebACLAssociation': ['wafv2:webacl', 'wafv2:apigateway', 'apigateway:Stage'],
};

// The most any role of a stage may ever do, whatever policy a template gives it: what the stage's
// functions and CDK's deploy-time handlers need, on the stage's own resources, and never IAM. The
// execution policy lets CloudFormation create or change a role only while it carries this boundary
// (execution-policy.ts), so a template cannot make a role that reaches further (decision 0025).
import type { Stack } from 'aws-cdk-lib';
import { Effect, ManagedPolicy, PermissionsBoundary, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { statisticsDatabaseName, statisticsWorkGroupName } from '../constructs/visit-statistics.ts';
import type { Stage } from '../stage.ts';
import {
  accountArn,
  bootstrapAssetsBucketArn,
  stageBucketArns,
  stageLogGroupArns,
  stageNamePatterns,
  stageTableArns,
} from './stage-resources.ts';

export const permissionsBoundaryName = (stage: Stage): string => `fernly-${stage.name}-permissions-boundary`;

export const permissionsBoundaryArn = (stage: Stage): string =>
  accountArn('iam', `policy/${permissionsBoundaryName(stage)}`, { global: true });

/**
 * Gives every role and user of `stack` the stage's boundary. Apply it to each stack of a stage
 * that has roles: the execution policy refuses to create a role without it.
 */
export function applyStagePermissionsBoundary(stack: Stack, stage: Stage): void {
  PermissionsBoundary.of(stack).apply(
    ManagedPolicy.fromManagedPolicyName(stack, 'StagePermissionsBoundary', permissionsBoundaryName(stage)),
  );
}

export function permissionsBoundaryStatements(stage: Stage, bootstrapQualifier: string): PolicyStatement[] {
  const { chosen } = stageNamePatterns(stage);
  return [
    new PolicyStatement({
      sid: 'Logs',
      actions: ['logs:CreateLogGroup', 'logs:CreateLogStream', 'logs:PutLogEvents'],
      resources: stageLogGroupArns(stage),
    }),
    new PolicyStatement({
      sid: 'TableItemsAndExports',
      actions: [
        'dynamodb:BatchGetItem',
        'dynamodb:BatchWriteItem',
        'dynamodb:ConditionCheckItem',
        'dynamodb:DeleteItem',
        'dynamodb:DescribeExport',
        'dynamodb:DescribeTable',
        'dynamodb:ExportTableToPointInTime',
        'dynamodb:GetItem',
        'dynamodb:PutItem',
        'dynamodb:Query',
        'dynamodb:UpdateItem',
      ],
      resources: stageTableArns(stage),
    }),
    new PolicyStatement({
      sid: 'BucketObjects',
      actions: [
        's3:AbortMultipartUpload',
        's3:DeleteObject*',
        's3:GetBucket*',
        's3:GetObject*',
        's3:List*',
        's3:PutBucketPolicy',
        's3:PutObject*',
      ],
      resources: stageBucketArns(stage),
    }),
    new PolicyStatement({
      sid: 'DeployedArchives',
      actions: ['s3:GetBucket*', 's3:GetObject*', 's3:List*'],
      resources: [
        bootstrapAssetsBucketArn(bootstrapQualifier),
        `${bootstrapAssetsBucketArn(bootstrapQualifier)}/*`,
      ],
    }),
    // The partner figures job and the weekly report run report.sql as the owners' reader does.
    new PolicyStatement({
      sid: 'StatisticsQueries',
      actions: [
        'athena:GetQueryExecution',
        'athena:GetQueryResults',
        'athena:StartQueryExecution',
        'athena:StopQueryExecution',
      ],
      resources: [accountArn('athena', `workgroup/${statisticsWorkGroupName(stage.resourceSuffix)}`)],
    }),
    new PolicyStatement({
      sid: 'StatisticsCatalog',
      actions: ['glue:GetDatabase', 'glue:GetPartitions', 'glue:GetTable'],
      resources: [
        accountArn('glue', 'catalog'),
        accountArn('glue', `database/${statisticsDatabaseName(stage.resourceSuffix)}`),
        accountArn('glue', `table/${statisticsDatabaseName(stage.resourceSuffix)}/*`),
      ],
    }),
    new PolicyStatement({
      sid: 'ContactMail',
      actions: ['ses:SendEmail', 'ses:SendRawEmail'],
      resources: [accountArn('ses', 'identity/*'), accountArn('ses', 'configuration-set/*')],
    }),
    new PolicyStatement({
      sid: 'DistributionOriginAndInvalidations',
      actions: [
        'cloudfront:CreateInvalidation',
        'cloudfront:GetDistribution',
        'cloudfront:GetDistributionConfig',
        'cloudfront:GetInvalidation',
        'cloudfront:UpdateDistribution',
      ],
      resources: [accountArn('cloudfront', 'distribution/*', { global: true })],
    }),
    new PolicyStatement({
      sid: 'AcceptedOriginSecrets',
      actions: ['wafv2:GetRegexPatternSet', 'wafv2:UpdateRegexPatternSet'],
      resources: [accountArn('wafv2', `regional/regexpatternset/${chosen}/*`)],
    }),
    new PolicyStatement({
      sid: 'OriginSecretRotation',
      actions: [
        'secretsmanager:DescribeSecret',
        'secretsmanager:GetSecretValue',
        'secretsmanager:PutSecretValue',
        'secretsmanager:UpdateSecretVersionStage',
      ],
      resources: [accountArn('secretsmanager', 'secret:*')],
    }),
    new PolicyStatement({
      sid: 'RandomSecrets',
      actions: ['secretsmanager:GetRandomPassword'],
      resources: ['*'],
    }),
    new PolicyStatement({
      sid: 'NeverIam',
      effect: Effect.DENY,
      actions: ['iam:*', 'organizations:*', 'account:*'],
      resources: ['*'],
    }),
  ];
}

// The cdk-nag AwsSolutions findings this stack accepts, each on the narrowest construct and with
// the reason. Anything not listed here fails the cdk-nag test and `cdk synth`.
import { DefaultStackSynthesizer, Stack, Validations } from 'aws-cdk-lib';
import { CfnBucket, type Bucket } from 'aws-cdk-lib/aws-s3';
import type { IConstruct } from 'constructs';
import type { VisitStatistics } from './constructs/visit-statistics.ts';
import type { FernlyStack } from './fernly-stack.ts';

interface NagAcknowledgement {
  readonly id: string;
  readonly reason: string;
}

// CDK creates one handler per stack for all BucketDeployments, named after its settings.
const bucketDeploymentHandlerPrefix = 'Custom::CDKBucketDeployment';

/**
 * The BucketDeployment handler's role: it reads the site archive from the stack's CDK bootstrap
 * assets bucket, named after the qualifier the stage was bootstrapped with
 * (`-c @aws-cdk/core:bootstrapQualifier`, read by the stack's synthesizer).
 */
function bucketDeploymentRole(bootstrapQualifier: string): readonly NagAcknowledgement[] {
  return [
    {
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason:
        'The role of the CDK-provided BucketDeployment handler, which only runs during deployments; CDK does not let it be replaced.',
    },
    ...['s3:GetBucket*', 's3:GetObject*', 's3:List*', 's3:Abort*', 's3:DeleteObject*'].map((action) => ({
      id: `AwsSolutions-IAM5[Action::${action}]`,
      reason: `CDK's BucketDeployment grants ${action} to copy the built site into the content bucket and prune old files; the resources are still the two buckets involved.`,
    })),
    {
      id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::cdk-${bootstrapQualifier}-assets-<AWS::AccountId>-<AWS::Region>/*]`,
      reason:
        'BucketDeployment reads the uploaded site archive from the CDK bootstrap assets bucket, whose keys are content hashes.',
    },
    {
      id: 'AwsSolutions-IAM5[Resource::<SiteContent02569BC1.Arn>/*]',
      reason:
        'BucketDeployment writes and prunes every object of the site content bucket, the whole purpose of the bucket.',
    },
    {
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        "CDK's BucketDeployment grants cloudfront:CreateInvalidation and GetInvalidation on every distribution; its handler only invalidates this site's distribution after an upload.",
    },
  ];
}

function acknowledge(construct: IConstruct, acknowledgements: readonly NagAcknowledgement[]): void {
  Validations.of(construct).acknowledge(...acknowledgements);
}

const nodeRuntime: NagAcknowledgement = {
  id: 'AwsSolutions-L1',
  reason:
    'Node.js 22 is the runtime the handlers are built and tested for (issue 5) and is supported by Lambda; moving to a newer one is a deliberate, tested change, not an automatic one.',
};

/** How cdk-nag names objects under a prefix of a bucket of this stack: `<Logical.Arn>/prefix/*`. */
function bucketObjectsResource(bucket: Bucket, prefix: string): string {
  const resource = bucket.node.defaultChild;
  if (!(resource instanceof CfnBucket)) throw new Error(`${bucket.node.path} has no CfnBucket`);
  return `<${Stack.of(bucket).getLogicalId(resource)}.Arn>/${prefix}/*`;
}

export function acknowledgeVisitStatisticsFindings(statistics: VisitStatistics): void {
  const exportObjects = bucketObjectsResource(statistics.exportBucket, 'exports');
  const resultObjects = bucketObjectsResource(statistics.resultsBucket, 'results');
  const stackName = Stack.of(statistics).stackName;
  acknowledge(statistics.exportFunction.function, [nodeRuntime]);
  acknowledge(statistics.resultsBucket, [
    {
      id: 'AwsSolutions-S1',
      reason:
        'Holds aggregates only, written by Athena for the statistics workgroup, whose query history records every report (caller, query, bytes read); CloudTrail records the query calls.',
    },
  ]);
  acknowledge(statistics.exportAccessLogBucket, [
    {
      id: 'AwsSolutions-S1',
      reason:
        'It is the access log of the export bucket: S3 writes it, and logging its own reads would log the logs without end; CloudTrail records the calls that change it.',
    },
  ]);
  acknowledge(statistics.exportFunction.role, [
    {
      id: `AwsSolutions-IAM5[Resource::${exportObjects}]`,
      reason:
        'DynamoDB writes an export under a prefix and an export id it chooses, so the function may write objects under exports/ of the statistics bucket, and nowhere else.',
    },
  ]);
  const reportQuery: readonly NagAcknowledgement[] = [
    {
      id: `AwsSolutions-IAM5[Resource::${exportObjects}]`,
      reason:
        'The report reads the export files of the days it asks for, under exports/, whose names DynamoDB chooses.',
    },
    {
      id: `AwsSolutions-IAM5[Resource::${resultObjects}]`,
      reason: 'Athena writes and the report reads its results under results/, with names Athena chooses.',
    },
  ];
  // The two scheduled jobs run the report as the owners' reader does.
  for (const job of [statistics.partnerFiguresFunction, statistics.weeklyReportFunction]) {
    acknowledge(job.function, [nodeRuntime]);
    acknowledge(job.role, reportQuery);
  }
  acknowledge(statistics.readerPolicy, [
    ...reportQuery,
    {
      id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:cloudformation:<AWS::Region>:<AWS::AccountId>:stack/${stackName}/*]`,
      reason: 'The report reads this stack’s outputs; a stack ARN ends in an id CloudFormation chooses.',
    },
  ]);
}

export function acknowledgeNagFindings(stack: FernlyStack): void {
  acknowledgeVisitStatisticsFindings(stack.statistics);
  for (const apiFunction of stack.api.functions.values()) acknowledge(apiFunction.function, [nodeRuntime]);
  acknowledge(stack.deferredContactMessages.sender.function, [nodeRuntime]);
  acknowledge(stack.editorSignIn.handler.function, [nodeRuntime]);
  acknowledge(stack.editorSignIn.secret, [
    {
      id: 'AwsSolutions-SMG4',
      reason:
        'It holds a GitHub OAuth app’s client secret, which only GitHub issues (in the app’s settings): no rotation function can make a new one. The platform team replaces it there and here (docs/deploying.md).',
    },
  ]);
  acknowledge(stack.appSigningSecret, [
    {
      id: 'AwsSolutions-SMG4',
      reason:
        'The web app’s backend signs with the same value, outside this account: a rotation must change both together, so the platform team replaces it by hand (docs/deploying.md).',
    },
  ]);
  acknowledge(stack.deferredContactMessages.table, [
    {
      id: 'AwsSolutions-DDB3',
      reason:
        'The short-lived table holds only what must be gone on time or is needed for a day: the day key of client hashes, contact messages kept for a later day, each network’s count of records of the day and the marks on taps reports took. Point-in-time recovery would keep them restorable for 35 days after their deletion, past what the privacy policy promises (decisions 0029, 0062).',
    },
  ]);

  acknowledge(stack.site.notFoundOrigin.function, [
    {
      id: 'AwsSolutions-L1',
      reason:
        'Node.js 22 is the runtime every function of this stack is built and tested for; moving to a newer one is a deliberate, tested change, not an automatic one.',
    },
  ]);

  acknowledge(stack.originSecretRotation.function, [
    {
      id: 'AwsSolutions-L1',
      reason:
        'Node.js 22 is the runtime every function of this stack is built and tested for; moving to a newer one is a deliberate, tested change, not an automatic one.',
    },
  ]);
  acknowledge(stack.originSecretRotation.role, [
    {
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'Secrets Manager grants GetRandomPassword, which takes no resource, on * for every rotation function; the role reaches only this secret, this pattern set and this distribution otherwise.',
    },
  ]);

  acknowledge(stack.api.api, [
    {
      id: 'AwsSolutions-APIG2',
      reason:
        'Request validation is defined in the imported OpenAPI body (x-amazon-apigateway-request-validators on every operation, see contract/api-gateway-definition.ts), which cdk-nag cannot see.',
    },
  ]);
  acknowledge(stack.api.api.deploymentStage, [
    {
      id: 'AwsSolutions-APIG6',
      reason:
        'Every request is in the JSON access log and the handlers log each operation; execution logging needs the account-wide API Gateway CloudWatch role, which one website stack must not own.',
    },
  ]);

  acknowledge(stack.site.distribution, [
    {
      id: 'AwsSolutions-CFR1',
      reason: 'The marketing site is for visitors in every country; there is no market to exclude.',
    },
    {
      id: 'AwsSolutions-CFR3',
      reason:
        'No log of viewers’ requests (decision 0064): nobody reads one, it would hold every visitor’s address, and the privacy policy says none is kept. CloudFront’s metrics, the web ACLs’ metrics and the API’s access log remain.',
    },
  ]);

  if (stack.deployContext.siteDomain === undefined) {
    acknowledge(stack.site.distribution, [
      {
        id: 'AwsSolutions-CFR4',
        reason:
          'Only a synth without the deploy context uses the default cloudfront.net certificate, whose TLS policy CloudFront fixes; with the site domain the distribution requires TLS 1.2 (TLSv1.2_2021).',
      },
    ]);
  }

  for (const child of stack.node.children) {
    if (!child.node.id.startsWith(bucketDeploymentHandlerPrefix)) continue;
    acknowledge(child, [
      {
        id: 'AwsSolutions-L1',
        reason: 'The runtime of the CDK-provided BucketDeployment handler is chosen by aws-cdk-lib.',
      },
    ]);
    acknowledge(
      child.node.findChild('ServiceRole'),
      bucketDeploymentRole(stack.synthesizer.bootstrapQualifier ?? DefaultStackSynthesizer.DEFAULT_QUALIFIER),
    );
  }
}

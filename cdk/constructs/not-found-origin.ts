// The origin CloudFront fails over to when the bucket has no object for a site address: a small
// function behind a URL only this distribution may call (origin access control), answering the
// build's 404 page with status 404 (edge/not-found-handler.ts). The API's behaviour does not use it,
// so the API's own 403 and 404 reach clients as the API wrote them (decision 0012). Every made-up
// address reaches it, so its concurrency is reserved and small (decision 0021): a flood of them
// cannot take the account's concurrency from the API's functions, and an alarm says when it was
// throttled.
import { join } from 'node:path';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import type { IOrigin } from 'aws-cdk-lib/aws-cloudfront';
import { FunctionUrlOrigin, OriginGroup } from 'aws-cdk-lib/aws-cloudfront-origins';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, FunctionUrlAuthType, Runtime, type FunctionUrl } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { bucketMissStatuses, notFoundPagePath } from '../../edge/not-found.ts';

/**
 * Instances of the function at once. A warm answer takes a few milliseconds (it reads the page
 * once per instance), so five answer several hundred missing addresses a second, far more than
 * visitors' mistyped links; beyond that CloudFront gets 429 and the visitor an error, not the API
 * a throttle.
 */
export const notFoundReservedConcurrency = 5;

export interface NotFoundOriginProps {
  /** The built site, whose 404 page the function answers with. */
  readonly siteDir: string;
  /** The bundle's entry, edge/not-found-handler.ts. */
  readonly entry: string;
  readonly depsLockFilePath: string;
}

export class NotFoundOrigin extends Construct {
  readonly function: NodejsFunction;
  readonly role: Role;
  readonly logGroup: LogGroup;
  readonly url: FunctionUrl;
  readonly throttlesAlarm: Alarm;

  constructor(scope: Construct, id: string, props: NotFoundOriginProps) {
    super(scope, id);
    this.logGroup = new LogGroup(this, 'Logs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: "Answers the site's 404 page for addresses the bucket does not hold; writes its own logs",
    });
    this.logGroup.grantWrite(this.role);
    const pageFile = notFoundPagePath.slice(1);
    this.function = new NodejsFunction(this, 'Function', {
      entry: props.entry,
      handler: 'handler',
      description: "The site's 404 page with status 404, for CloudFront's origin failover",
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: 128,
      timeout: Duration.seconds(3),
      reservedConcurrentExecutions: notFoundReservedConcurrency,
      role: this.role,
      logGroup: this.logGroup,
      depsLockFilePath: props.depsLockFilePath,
      bundling: {
        forceDockerBundling: false,
        format: OutputFormat.ESM,
        minify: true,
        commandHooks: {
          beforeBundling: () => [],
          beforeInstall: () => [],
          // The page beside the bundle, where the handler reads it.
          afterBundling: (_inputDir, outputDir) => [
            `cp "${join(props.siteDir, pageFile)}" "${join(outputDir, pageFile)}"`,
          ],
        },
      },
    });
    this.url = this.function.addFunctionUrl({ authType: FunctionUrlAuthType.AWS_IAM });
    this.throttlesAlarm = new Alarm(this, 'Throttles', {
      alarmDescription: `The 404 function used all ${notFoundReservedConcurrency} of its instances: a flood of made-up addresses got errors instead of the 404 page`,
      metric: this.function.metricThrottles({ period: Duration.minutes(5), statistic: 'Sum' }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }

  /** The bucket's origin, with this function behind it for the keys the bucket does not hold. */
  behind(bucketOrigin: IOrigin): IOrigin {
    return new OriginGroup({
      primaryOrigin: bucketOrigin,
      fallbackOrigin: FunctionUrlOrigin.withOriginAccessControl(this.url),
      fallbackStatusCodes: [...bucketMissStatuses],
    });
  }
}

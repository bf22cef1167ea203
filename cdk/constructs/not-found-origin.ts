// The origin CloudFront fails over to when the bucket has no object for a site address: a small
// function behind a URL only this distribution may call (origin access control), answering the
// build's 404 page with status 404 (edge/not-found-handler.ts). The API's behaviour does not use it,
// so the API's own 403 and 404 reach clients as the API wrote them (decision 0012).
import { join } from 'node:path';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { IOrigin } from 'aws-cdk-lib/aws-cloudfront';
import { FunctionUrlOrigin, OriginGroup } from 'aws-cdk-lib/aws-cloudfront-origins';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, FunctionUrlAuthType, Runtime, type FunctionUrl } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { bucketMissStatuses, notFoundPagePath } from '../../edge/not-found.ts';

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

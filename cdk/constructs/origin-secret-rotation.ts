// The origin secret rotates on a schedule (decision 0018): Secrets Manager runs the rotation
// function (lambdas/origin-secret/), which adds the new value to the web ACL's accepted set, checks
// the API stage lets it through, switches CloudFront to it, and at the next rotation drops the
// old one once every edge has taken up the new. Neither side ever refuses what the other sends.
import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { RestApiBase } from 'aws-cdk-lib/aws-apigateway';
import type { Distribution } from 'aws-cdk-lib/aws-cloudfront';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { RotationSchedule, Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { CfnRegexPatternSet } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { originSecretRotationVariables } from '../../contract/handler-environment.ts';
import { operationUrlPath } from '../../contract/operations.ts';

/** How often the secret changes; the old value stays accepted until the next change. */
export const originSecretRotationDays = 30;

export interface OriginSecretRotationProps {
  readonly secret: Secret;
  readonly acceptedSecrets: CfnRegexPatternSet;
  readonly distribution: Distribution;
  readonly api: RestApiBase;
  /** lambdas/origin-secret/rotate.ts */
  readonly entry: string;
  readonly depsLockFilePath: string;
}

export class OriginSecretRotation extends Construct {
  readonly function: NodejsFunction;
  readonly role: Role;
  readonly logGroup: LogGroup;
  readonly schedule: RotationSchedule;

  constructor(scope: Construct, id: string, props: OriginSecretRotationProps) {
    super(scope, id);
    this.logGroup = new LogGroup(this, 'Logs', {
      retention: RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: 'Rotates the origin secret: the web ACL pattern set, the distribution header, the secret',
    });
    this.logGroup.grantWrite(this.role);
    this.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['wafv2:GetRegexPatternSet', 'wafv2:UpdateRegexPatternSet'],
        resources: [props.acceptedSecrets.attrArn],
      }),
    );
    this.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: [
          'cloudfront:GetDistribution',
          'cloudfront:GetDistributionConfig',
          'cloudfront:UpdateDistribution',
        ],
        resources: [
          Stack.of(this).formatArn({
            service: 'cloudfront',
            region: '',
            resource: 'distribution',
            resourceName: props.distribution.distributionId,
          }),
        ],
      }),
    );
    const { patternSetName, patternSetId, distributionId, probeUrl } = originSecretRotationVariables;
    const setName = props.acceptedSecrets.name;
    if (setName === undefined) throw new Error('The accepted origin secrets need a name');
    this.function = new NodejsFunction(this, 'Function', {
      entry: props.entry,
      handler: 'handler',
      description: 'Rotates the secret CloudFront sends to the API, accepting old and new in between',
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: 256,
      // testSecret watches the web ACL settle for minutes.
      timeout: Duration.minutes(10),
      role: this.role,
      logGroup: this.logGroup,
      depsLockFilePath: props.depsLockFilePath,
      environment: {
        [patternSetName]: setName,
        [patternSetId]: props.acceptedSecrets.attrId,
        [distributionId]: props.distribution.distributionId,
        [probeUrl]: props.api.urlForPath(operationUrlPath('saveTrackingData')),
      },
      bundling: {
        forceDockerBundling: false,
        format: OutputFormat.ESM,
        mainFields: ['module', 'main'],
        banner:
          "import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);",
        minify: true,
        bundleAwsSDK: true,
      },
    });
    this.schedule = props.secret.addRotationSchedule('Rotation', {
      rotationLambda: this.function,
      automaticallyAfter: Duration.days(originSecretRotationDays),
      // The first rotation follows the schedule; the values at creation are already consistent.
      rotateImmediatelyOnUpdate: false,
    });
  }
}

// The defaults every API handler shares: runtime, bundling, limits, its own role and log group,
// and alarms. A handler adds only its environment and the permissions of its one job.
import { join } from 'node:path';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { type PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { functionTimeoutMs } from '../../contract/service.ts';
import { requestLogRetention } from './request-log-retention.ts';

/** Well under API Gateway's 29-second integration limit; the handlers' upstream budget fits inside it. */
const apiFunctionTimeout = Duration.seconds(functionTimeoutMs / 1000);
const apiFunctionMemoryMiB = 256;

// Some bundled CommonJS dependencies call require() for Node built-ins, which an ES module
// lacks; esbuild's shim then needs a real `require`.
const esmRequireBanner =
  "import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);";

export interface ApiFunctionProps {
  /** Path of the handler module, exporting `handler`. */
  readonly entry: string;
  readonly description: string;
  readonly environment: Readonly<Record<string, string>>;
  /** What the handler may do besides writing its own logs. */
  readonly permissions: readonly PolicyStatement[];
  readonly reservedConcurrency?: number;
  /** The API's timeout unless given: a scheduled function may need longer. */
  readonly timeout?: Duration;
  /** The lock file that fixes the bundled dependency versions. */
  readonly depsLockFilePath: string;
  /**
   * Files the code reads at run time beside its bundle (found from `import.meta.url`), as
   * paths from the lock file's folder: copied next to the bundle, e.g. the report's SQL.
   */
  readonly bundledFiles?: readonly string[];
}

export class ApiFunction extends Construct {
  readonly function: NodejsFunction;
  readonly role: Role;
  readonly logGroup: LogGroup;
  readonly errorsAlarm: Alarm;
  readonly throttlesAlarm: Alarm;

  constructor(scope: Construct, id: string, props: ApiFunctionProps) {
    super(scope, id);

    this.logGroup = new LogGroup(this, 'Logs', {
      // What a handler logs of a request is named in the privacy policy, with this retention.
      retention: requestLogRetention,
      removalPolicy: RemovalPolicy.DESTROY,
    });

    // An explicit role instead of the AWSLambdaBasicExecutionRole managed policy, whose log
    // permissions cover every log group in the account.
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Runs ${id}: writes its own logs and ${props.description}`,
    });
    this.logGroup.grantWrite(this.role);
    for (const statement of props.permissions) this.role.addToPrincipalPolicy(statement);

    this.function = new NodejsFunction(this, 'Function', {
      entry: props.entry,
      handler: 'handler',
      description: props.description,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      timeout: props.timeout ?? apiFunctionTimeout,
      memorySize: apiFunctionMemoryMiB,
      reservedConcurrentExecutions: props.reservedConcurrency,
      role: this.role,
      logGroup: this.logGroup,
      depsLockFilePath: props.depsLockFilePath,
      environment: { ...props.environment, NODE_OPTIONS: '--enable-source-maps' },
      bundling: {
        // Local esbuild only: synth and tests must not need Docker.
        forceDockerBundling: false,
        format: OutputFormat.ESM,
        mainFields: ['module', 'main'],
        banner: esmRequireBanner,
        minify: true,
        sourceMap: true,
        // The SDK version the tests ran against is the one deployed, not the runtime's copy.
        bundleAwsSDK: true,
        commandHooks:
          props.bundledFiles === undefined
            ? undefined
            : {
                beforeBundling: () => [],
                beforeInstall: () => [],
                afterBundling: (inputDir, outputDir) =>
                  (props.bundledFiles ?? []).map((file) => `cp "${join(inputDir, file)}" "${outputDir}"`),
              },
      },
    });

    this.errorsAlarm = new Alarm(this, 'ErrorsAlarm', {
      alarmDescription: `${id} failed (an uncaught error or a timeout) at least once in 5 minutes`,
      metric: this.function.metricErrors({ period: Duration.minutes(5), statistic: 'Sum' }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    this.throttlesAlarm = new Alarm(this, 'ThrottlesAlarm', {
      alarmDescription: `${id} was throttled at least once in 5 minutes: requests were refused`,
      metric: this.function.metricThrottles({ period: Duration.minutes(5), statistic: 'Sum' }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }
}

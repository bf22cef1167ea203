// The names a stage's resources carry, as IAM resource patterns, so each policy can reach the
// stage's own resources and no others (decision 0025). CloudFormation names what the stacks leave
// unnamed `<stack>-<logical ID>-<random>` (lower case for buckets); the names the stacks choose
// start with `fernly` and carry the stage's name (`fernly-api-staging`, `fernly_statistics_staging`);
// CDK names CloudFront functions after their construct path (`<region>FernlystagingSite…`).
// Production's patterns also match other stages' names: the stages live in separate accounts, and
// every pattern names the stage's own account.
import { Aws } from 'aws-cdk-lib';
import type { Stage } from '../stage.ts';

/** ARNs with the partition and account of the stack they are used in, any region. */
export function accountArn(service: string, resource: string, options: { global?: boolean } = {}): string {
  return `arn:${Aws.PARTITION}:${service}:${options.global === true ? '' : '*'}:${Aws.ACCOUNT_ID}:${resource}`;
}

/** ARNs of services whose ARNs name no account (S3, API Gateway, Route 53). */
export function accountlessArn(
  service: string,
  resource: string,
  options: { global?: boolean } = {},
): string {
  return `arn:${Aws.PARTITION}:${service}:${options.global === true ? '' : '*'}::${resource}`;
}

interface StageNamePatterns {
  /** Names CloudFormation gives: `Fernly-staging-*`. */
  readonly generated: string;
  /** Bucket names CloudFormation gives, in lower case: `fernly-staging-*`. */
  readonly generatedLowerCase: string;
  /** Names the stacks give: `fernly*staging*`, or `fernly*` for production. */
  readonly chosen: string;
  /** CloudFront function names CDK gives: `*Fernlystaging*`. */
  readonly constructPath: string;
}

export function stageNamePatterns(stage: Stage): StageNamePatterns {
  return {
    generated: `${stage.stackName}-*`,
    generatedLowerCase: `${stage.stackName.toLowerCase()}-*`,
    chosen: stage.production ? 'fernly*' : `fernly*${stage.name}*`,
    constructPath: `*${stage.stackName.replaceAll('-', '')}*`,
  };
}

/** The CDK bootstrap's assets bucket of `qualifier` in this account, in any region. */
export function bootstrapAssetsBucketArn(qualifier: string): string {
  return accountlessArn('s3', `cdk-${qualifier}-assets-${Aws.ACCOUNT_ID}-*`, { global: true });
}

/** The parameter the templates read the bootstrap's version from (`BootstrapVersion`). */
export function bootstrapVersionParameterArn(qualifier: string): string {
  return accountArn('ssm', `parameter/cdk-bootstrap/${qualifier}/version`);
}

/** The log groups of the stage: CloudFormation's, Lambda's own and the web ACLs'. */
export function stageLogGroupArns(stage: Stage): string[] {
  const names = stageNamePatterns(stage);
  return [names.generated, `/aws/lambda/${names.generated}`, `aws-waf-logs-${names.chosen}`].flatMap(
    (name) => [accountArn('logs', `log-group:${name}`), accountArn('logs', `log-group:${name}:*`)],
  );
}

export function stageBucketArns(stage: Stage): string[] {
  const { generatedLowerCase } = stageNamePatterns(stage);
  return [
    accountlessArn('s3', generatedLowerCase, { global: true }),
    accountlessArn('s3', `${generatedLowerCase}/*`, { global: true }),
  ];
}

export function stageTableArns(stage: Stage): string[] {
  const { generated } = stageNamePatterns(stage);
  return [accountArn('dynamodb', `table/${generated}`), accountArn('dynamodb', `table/${generated}/*`)];
}

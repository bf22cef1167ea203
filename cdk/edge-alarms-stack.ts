// CloudFront publishes its metrics in us-east-1 only, and an alarm must live in its metric's
// region and notify a topic there. So the distribution's error-rate alarm is a small stack of its
// own in us-east-1 (`Fernly[-<stage>]-EdgeAlarms`). The distribution's ID is known only once the
// main stack is deployed, so it is a parameter: the stack synthesizes offline with the rest, and
// npm run deploy gives the ID when it deploys it, after the main stack.
import { CfnParameter, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import type { Construct } from 'constructs';
import { type AlarmTarget, notifyAlarms } from './alarm-target.ts';
import { edgeRegion, type Stage } from './stage.ts';

/** Percent of viewer requests answered 5xx, sustained over two five-minute periods. */
export const distributionErrorRateThreshold = 5;

/** The parameter npm run deploy fills with the main stack's `DistributionId` output. */
export const distributionIdParameter = 'DistributionId';

export interface EdgeAlarmsStackProps extends StackProps {
  readonly stage: Stage;
  readonly alarmTarget: AlarmTarget;
}

export class EdgeAlarmsStack extends Stack {
  readonly errorRateAlarm: Alarm;

  constructor(scope: Construct, id: string, props: EdgeAlarmsStackProps) {
    super(scope, id, { ...props, env: { ...props.env, region: edgeRegion } });
    const distributionId = new CfnParameter(this, distributionIdParameter, {
      type: 'String',
      description: `The ID of the ${props.stage.name} site's CloudFront distribution (its stack's DistributionId output)`,
      allowedPattern: '^[A-Z0-9]{1,64}$',
    });
    this.errorRateAlarm = new Alarm(this, 'DistributionErrorRate', {
      alarmDescription:
        `${distributionErrorRateThreshold}% or more of the ${props.stage.name} site's requests were ` +
        'answered 5xx by CloudFront for 10 minutes: the bucket, the API or CloudFront is failing',
      metric: new Metric({
        namespace: 'AWS/CloudFront',
        metricName: '5xxErrorRate',
        dimensionsMap: { DistributionId: distributionId.valueAsString, Region: 'Global' },
        statistic: 'Average',
        period: Duration.minutes(5),
      }),
      threshold: distributionErrorRateThreshold,
      evaluationPeriods: 2,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      // No requests, no data: a quiet night is not an outage.
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    notifyAlarms(this, props.alarmTarget);
  }
}

// The alarms that watch the stack beyond each function and the API (those live with them): the
// tracking table throttling writes, the web ACL blocking a flood, and the mail reputation SES
// measures through the stack's configuration set. CloudFront's own metrics exist only in
// us-east-1, where an alarm in this region cannot read them (README, "Alarms").
import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import { FilterPattern, type ILogGroup, MetricFilter } from 'aws-cdk-lib/aws-logs';
import type { ConfigurationSet } from 'aws-cdk-lib/aws-ses';
import { mailCeilingReachedLog, serviceName } from '../../contract/service.ts';
import { Construct } from 'constructs';

export interface OperationsAlarmsProps {
  readonly table: Table;
  readonly webAclName: string;
  readonly mailConfigurationSet: ConfigurationSet;
  /** The mail handler's logs, where it says the daily ceiling kept a message for a later day. */
  readonly mailHandlerLogs: ILogGroup;
}

/** SES reviews an account whose bounce rate passes 5% or complaint rate 0.1%; alarm well before. */
export const mailBounceRateAlarmAt = 0.04;
export const mailComplaintRateAlarmAt = 0.0008;
/** Blocked requests in 5 minutes that mean more than one visitor's retries: a flood or a bad rule. */
export const wafBlocksAlarmAt = 100;

export class OperationsAlarms extends Construct {
  constructor(scope: Construct, id: string, props: OperationsAlarmsProps) {
    super(scope, id);
    const fiveMinutes = Duration.minutes(5);
    const atLeast = ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD;

    new Alarm(this, 'TableThrottles', {
      alarmDescription: 'The tracking table throttled writes in 5 minutes: visits were answered 503',
      metric: props.table.metric('WriteThrottleEvents', { period: fiveMinutes, statistic: 'Sum' }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: atLeast,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });

    new Alarm(this, 'WafBlocks', {
      alarmDescription: `The API's web ACL blocked ${wafBlocksAlarmAt} requests or more in 5 minutes`,
      metric: new Metric({
        namespace: 'AWS/WAFV2',
        metricName: 'BlockedRequests',
        dimensionsMap: { WebACL: props.webAclName, Region: props.table.stack.region, Rule: 'ALL' },
        period: fiveMinutes,
        statistic: 'Sum',
      }),
      threshold: wafBlocksAlarmAt,
      evaluationPeriods: 1,
      comparisonOperator: atLeast,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });

    // The ceiling itself is enforced by the handler (contract/service.ts); this says it was hit.
    const ceilingReached = new MetricFilter(this, 'MailCeilingReachedCount', {
      logGroup: props.mailHandlerLogs,
      filterPattern: FilterPattern.stringValue('$.message', '=', mailCeilingReachedLog),
      metricNamespace: serviceName,
      metricName: 'ContactMailCeilingReached',
      metricValue: '1',
    });
    new Alarm(this, 'MailCeilingReached', {
      alarmDescription:
        'The daily contact mail ceiling was reached and messages are kept for a later day: a flood, or real demand to raise it for',
      metric: ceilingReached.metric({ period: fiveMinutes, statistic: 'Sum' }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: atLeast,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });

    const reputationAlarm = (id: string, metricName: string, threshold: number, reviewedAt: string) =>
      new Alarm(this, id, {
        alarmDescription: `Contact mail ${metricName} reached ${threshold * 100}% (SES reviews the account at ${reviewedAt})`,
        metric: new Metric({
          namespace: 'AWS/SES',
          metricName,
          dimensionsMap: { 'ses:configuration-set': props.mailConfigurationSet.configurationSetName },
          period: Duration.hours(1),
          statistic: 'Maximum',
        }),
        threshold,
        evaluationPeriods: 1,
        comparisonOperator: atLeast,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
    reputationAlarm('MailBounceRate', 'Reputation.BounceRate', mailBounceRateAlarmAt, '5%');
    reputationAlarm('MailComplaintRate', 'Reputation.ComplaintRate', mailComplaintRateAlarmAt, '0.1%');
  }
}

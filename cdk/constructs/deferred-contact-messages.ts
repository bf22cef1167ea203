// What keeps the contact form open past its daily ceiling (decision 0029): the short-lived table,
// where the day's hash key and the messages deferred to a later day live, and the hourly schedule
// that mails each deferred message on its day and deletes the hash keys of days gone by. The table is
// apart from the tracking table because that one is exported to S3 every day and has point-in-time
// recovery: a deferred message or a day's key there would outlive the times the privacy policy gives.
import { join } from 'node:path';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { AttributeType, BillingMode, type ITable, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { FilterPattern, MetricFilter } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { handlerEnvironment } from '../../contract/handler-environment.ts';
import {
  dailyContactMailCeiling,
  deferredMessageLateLog,
  deferredMessageRunMinute,
  deferredMessageTimeoutMs,
  serviceName,
} from '../../contract/service.ts';
import { shortLivedPartitions, tablePartitions } from '../../contract/table-partitions.ts';
import {
  trackingExpiryAttribute,
  trackingPartitionKey,
  trackingSortKey,
} from '../../contract/tracking-table.ts';
import { ApiFunction } from './api-function.ts';

/** One run at a time, so two runs never mail the same deferred message. */
export const deferredMessageReservedConcurrency = 1;

export interface DeferredContactMessagesProps {
  /** Where the day's mail counts are, which a message left from an earlier day must take a place in. */
  readonly trackingTable: ITable;
  /** The SES identity contact mail is sent through, from `senderAddress` to `supportAddress` only. */
  readonly mailIdentityArn: string;
  readonly senderAddress: string;
  readonly supportAddress: string;
  readonly lambdasDir: string;
  readonly depsLockFilePath: string;
  /** Production keeps the table (and the messages waiting in it) when the stack goes. */
  readonly keepDataOnDelete: boolean;
}

/** A role may touch only these partitions of `table` (contract/table-partitions.ts). */
function onPartitions(table: ITable, actions: string[], partitions: string[]): PolicyStatement {
  return new PolicyStatement({
    actions,
    resources: [table.tableArn],
    conditions: {
      'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': partitions.map((prefix) => `${prefix}*`) },
    },
  });
}

export class DeferredContactMessages extends Construct {
  readonly table: Table;
  readonly sender: ApiFunction;
  readonly schedule: Rule;
  /** A deferred message was not mailed on the day the visitor was told, or expired unsent. */
  readonly lateAlarm: Alarm;
  /**
   * What a handler that hashes its client may do here: read or make the day's hash key
   * (startContact, and the tracking operations' visitor codes).
   */
  readonly dayKeyPermissions: readonly PolicyStatement[];
  /** What sendEmail may do here: read the day's hash key, and keep a message. */
  readonly sendEmailPermissions: readonly PolicyStatement[];
  /**
   * What a handler that stores visit records may do here (decision 0062): make or read the day's
   * hash key, and count its network's records of the day.
   */
  readonly recordCountPermissions: readonly PolicyStatement[];
  /** What saveSignUp may do here besides: mark a tap taken by a report. */
  readonly usedTapPermissions: readonly PolicyStatement[];

  constructor(scope: Construct, id: string, props: DeferredContactMessagesProps) {
    super(scope, id);

    this.table = new Table(this, 'ShortLivedTable', {
      partitionKey: { name: trackingPartitionKey, type: AttributeType.STRING },
      sortKey: { name: trackingSortKey, type: AttributeType.STRING },
      timeToLiveAttribute: trackingExpiryAttribute,
      billingMode: BillingMode.PAY_PER_REQUEST,
      encryption: TableEncryption.AWS_MANAGED,
      // Deleted must mean gone: no backups that would keep a day's key or a message restorable.
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: false },
      deletionProtection: props.keepDataOnDelete,
      removalPolicy: props.keepDataOnDelete ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });

    this.dayKeyPermissions = [
      onPartitions(this.table, ['dynamodb:GetItem', 'dynamodb:PutItem'], [shortLivedPartitions.clientKey]),
    ];
    this.recordCountPermissions = [
      ...this.dayKeyPermissions,
      onPartitions(this.table, ['dynamodb:UpdateItem'], [shortLivedPartitions.recordCount]),
    ];
    this.usedTapPermissions = [
      onPartitions(this.table, ['dynamodb:PutItem'], [shortLivedPartitions.usedTap]),
    ];
    this.sendEmailPermissions = [
      onPartitions(this.table, ['dynamodb:GetItem'], [shortLivedPartitions.clientKey]),
      onPartitions(this.table, ['dynamodb:PutItem'], [shortLivedPartitions.deferredMessage]),
    ];

    this.sender = new ApiFunction(this, 'Sender', {
      entry: join(props.lambdasDir, 'send-deferred-messages', 'hourly-handler.ts'),
      description:
        'mails contact messages deferred past the daily ceiling on their day, and deletes the hash keys of days gone by',
      timeout: Duration.millis(deferredMessageTimeoutMs),
      reservedConcurrency: deferredMessageReservedConcurrency,
      environment: handlerEnvironment({
        serviceName,
        logLevel: 'INFO',
        senderAddress: props.senderAddress,
        supportAddress: props.supportAddress,
        tableName: props.trackingTable.tableName,
        shortLivedTableName: this.table.tableName,
        dailyMailCeiling: String(dailyContactMailCeiling),
      }),
      permissions: [
        // From the stage's sender, to the support inbox only, as the mail handler.
        new PolicyStatement({
          actions: ['ses:SendEmail'],
          resources: [props.mailIdentityArn],
          conditions: {
            StringEquals: { 'ses:FromAddress': props.senderAddress },
            'ForAllValues:StringEquals': { 'ses:Recipients': [props.supportAddress] },
          },
        }),
        onPartitions(props.trackingTable, ['dynamodb:UpdateItem'], [tablePartitions.mailCount]),
        onPartitions(
          this.table,
          ['dynamodb:DeleteItem', 'dynamodb:Query'],
          [shortLivedPartitions.deferredMessage],
        ),
        onPartitions(this.table, ['dynamodb:DeleteItem'], [shortLivedPartitions.clientKey]),
      ],
      depsLockFilePath: props.depsLockFilePath,
    });

    this.schedule = new Rule(this, 'Hourly', {
      description: 'Mails the contact messages deferred to today, and retries what could not be sent',
      schedule: Schedule.cron({ minute: String(deferredMessageRunMinute) }),
      targets: [
        // A retried run sends only what the first left behind: each message is deleted once sent.
        new LambdaFunction(this.sender.function, { retryAttempts: 2, maxEventAge: Duration.hours(1) }),
      ],
    });

    const late = new MetricFilter(this, 'LateCount', {
      logGroup: this.sender.logGroup,
      filterPattern: FilterPattern.stringValue('$.message', '=', deferredMessageLateLog),
      metricNamespace: serviceName,
      metricName: 'DeferredContactMessageLate',
      metricValue: '1',
    });
    this.lateAlarm = new Alarm(this, 'LateAlarm', {
      alarmDescription:
        'A contact message deferred past the daily ceiling was mailed later than the day the visitor was told (mail failing or runs missed all that day), or expired unsent',
      metric: late.metric({ period: Duration.hours(1), statistic: 'Sum' }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }
}

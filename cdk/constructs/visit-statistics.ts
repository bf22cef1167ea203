// Visit statistics at scale: the tracking table exported each day, incrementally, to an encrypted
// bucket that forgets it with the table's retention; a Glue table over the export format; and an
// Athena workgroup with encrypted results and a scan limit per query, where `npm run stats --
// --stage <stage>` runs report.sql (docs/statistics.md, docs/decisions/0019). Nothing here
// reads the tracking table at report time: exports are read from S3, not by scanning the table.
// Two jobs run report.sql on a schedule: the daily partner figures, the threshold applied, into
// a table of their own that is all partners' and shared readers may read (decision 0043), and
// the owners' weekly e-mail with every count (decision 0044).
import { join } from 'node:path';
import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { CfnWorkGroup } from 'aws-cdk-lib/aws-athena';
import { AttributeType, BillingMode, type ITable, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { CfnDatabase, CfnTable } from 'aws-cdk-lib/aws-glue';
import { ManagedPolicy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { serviceName, trackingRetentionDays } from '../../contract/service.ts';
import {
  partnerFiguresExpiryAttribute,
  partnerFiguresPartitionKey,
  partnerFiguresSortKey,
} from '../../contract/partner-figures-table.ts';
import {
  exportColumns,
  exportPartitionColumn,
  exportRootPrefix,
  exportTableName,
  hiveType,
} from '../../contract/tracking-export.ts';
import { ApiFunction } from './api-function.ts';

/** Each day's export starts at 00:15 UTC, for the whole day before (a 24-hour window). */
const exportSchedule = { minute: '15', hour: '0' } as const;
/**
 * The day's partner figures, once its export has had time to finish: an incremental export of a
 * day takes minutes; a run that finds it unfinished fails (and alarms) instead of storing a part.
 */
const partnerFiguresSchedule = { minute: '0', hour: '3' } as const;
/** One weekly report at a time: a second run started by hand waits rather than mails twice at once. */
export const weeklyReportReservedConcurrency = 1;

/** The owners' weekly e-mail: Monday morning UTC, for Monday to Sunday just gone. */
const weeklyReportSchedule = { minute: '0', hour: '6', weekDay: 'MON' } as const;
/** The report's SQL: both jobs read it beside their bundle (report/report-query.ts). */
const reportSqlFiles = ['report/day-rollups.sql', 'report/report.sql'];
/** The weekly mail also shows the verdict of each experiment that ran in its week. */
const weeklyReportSqlFiles = [...reportSqlFiles, 'report/experiment.sql'];

/** The stage's Glue database: Glue names take lower-case letters, digits and underscores. */
export const statisticsDatabaseName = (nameSuffix: string): string =>
  `fernly_statistics${nameSuffix.replaceAll('-', '_')}`;
/** The stage's Athena workgroup, where the report and both jobs run. */
export const statisticsWorkGroupName = (nameSuffix: string): string => `fernly-statistics${nameSuffix}`;
/**
 * Athena stops a query that would read more than this. A 28-day report at a million visits a
 * month reads under 0.1 GB of compressed export (87 MiB in npm run bench:stats); 10 GiB lets a report span
 * the whole 13 months with room to spare, and caps a mistaken query at about $0.05.
 */
export const queryScanLimitBytes = 10 * 1024 ** 3;
/** Query results hold aggregates only, and are read once by the command that asked. */
export const queryResultDays = 7;
/** Who read or wrote which raw export, kept a year: long enough to answer a question about any export still kept. */
export const exportAccessLogDays = 400;
const resultsPrefix = 'results';

export interface VisitStatisticsProps {
  readonly table: ITable;
  readonly lambdasDir: string;
  readonly depsLockFilePath: string;
  /** For names that must be unique in the account, e.g. `-staging`. */
  readonly nameSuffix: string;
  /** Production keeps its exports when the stack goes; another stage's go with it. */
  readonly keepDataOnDelete: boolean;
  /** The SES identity the weekly report is sent through, and its one From and To. */
  readonly mailIdentityArn: string;
  readonly senderAddress: string;
  readonly ownersAddress: string;
}

export class VisitStatistics extends Construct {
  readonly exportBucket: Bucket;
  /** S3 server access logs of the export bucket: every read of a raw export file, by whom. */
  readonly exportAccessLogBucket: Bucket;
  readonly resultsBucket: Bucket;
  readonly database: CfnDatabase;
  readonly exportTable: CfnTable;
  readonly workGroup: CfnWorkGroup;
  readonly exportFunction: ApiFunction;
  readonly schedule: Rule;
  /**
   * The owners' reader: attach it to whoever runs `npm run stats -- --stage`. It runs the report
   * over the raw exports (every read of an export file is in the access logs) and reads the shared
   * aggregates.
   */
  readonly readerPolicy: ManagedPolicy;
  /** The partner figures, the threshold applied: one item per figure (contract/partner-figures-table.ts). */
  readonly partnerFiguresTable: Table;
  readonly partnerFiguresFunction: ApiFunction;
  readonly partnerFiguresRule: Rule;
  /**
   * The shared reader: attach it to a partner's or anyone else's role the owners share figures
   * with. It reads the partner figures table and nothing else: no export, no Athena, no Glue.
   */
  readonly sharedReaderPolicy: ManagedPolicy;
  readonly weeklyReportFunction: ApiFunction;
  readonly weeklyReportRule: Rule;
  readonly databaseName: string;
  readonly workGroupName: string;

  constructor(scope: Construct, id: string, props: VisitStatisticsProps) {
    super(scope, id);
    const stack = Stack.of(this);
    const removal = props.keepDataOnDelete
      ? { removalPolicy: RemovalPolicy.RETAIN }
      : { removalPolicy: RemovalPolicy.DESTROY, autoDeleteObjects: true };
    const privateBucket = {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      ...removal,
    };

    // The raw exports hold single records: every request for them is logged, so a read outside
    // the report (which reads through the workgroup) can be seen and answered for.
    this.exportAccessLogBucket = new Bucket(this, 'ExportAccessLogs', {
      ...privateBucket,
      lifecycleRules: [
        {
          expiration: Duration.days(exportAccessLogDays),
          abortIncompleteMultipartUploadAfter: Duration.days(1),
        },
      ],
    });
    // An export file holds the records of its day, so it expires when they do in the table.
    this.exportBucket = new Bucket(this, 'Exports', {
      ...privateBucket,
      serverAccessLogsBucket: this.exportAccessLogBucket,
      serverAccessLogsPrefix: 'exports-bucket/',
      lifecycleRules: [
        {
          prefix: `${exportRootPrefix}/`,
          expiration: Duration.days(trackingRetentionDays),
          abortIncompleteMultipartUploadAfter: Duration.days(1),
        },
      ],
    });
    this.resultsBucket = new Bucket(this, 'QueryResults', {
      ...privateBucket,
      lifecycleRules: [
        {
          expiration: Duration.days(queryResultDays),
          abortIncompleteMultipartUploadAfter: Duration.days(1),
        },
      ],
    });

    this.exportFunction = new ApiFunction(this, 'ExportFunction', {
      entry: join(props.lambdasDir, 'export-tracking-table', 'scheduled-handler.ts'),
      description: 'starts the daily incremental export of the tracking table to the statistics bucket',
      environment: {
        POWERTOOLS_SERVICE_NAME: serviceName,
        POWERTOOLS_LOG_LEVEL: 'INFO',
        TABLE_ARN: props.table.tableArn,
        EXPORT_BUCKET: this.exportBucket.bucketName,
      },
      // DynamoDB writes the export with the caller's permissions: these three S3 actions, under
      // the exports prefix only (the actions the DynamoDB guide lists for an export to S3).
      permissions: [
        new PolicyStatement({
          actions: ['dynamodb:ExportTableToPointInTime'],
          resources: [props.table.tableArn],
        }),
        new PolicyStatement({
          actions: ['s3:AbortMultipartUpload', 's3:PutObject', 's3:PutObjectAcl'],
          resources: [this.exportBucket.arnForObjects(`${exportRootPrefix}/*`)],
        }),
      ],
      depsLockFilePath: props.depsLockFilePath,
    });
    this.schedule = new Rule(this, 'DailyExport', {
      description: 'Exports the tracking table’s records of the previous UTC day',
      schedule: Schedule.cron(exportSchedule),
      targets: [
        // A retried run asks for the same day with the same client token, so it starts one export.
        new LambdaFunction(this.exportFunction.function, {
          retryAttempts: 2,
          maxEventAge: Duration.hours(6),
        }),
      ],
    });

    this.databaseName = statisticsDatabaseName(props.nameSuffix);
    this.database = new CfnDatabase(this, 'Database', {
      catalogId: stack.account,
      databaseInput: {
        name: this.databaseName,
        description: 'Fernly visit statistics: the tracking table’s daily exports',
      },
    });

    const bucketUrl = `s3://${this.exportBucket.bucketName}/${exportRootPrefix}`;
    const partition = exportPartitionColumn;
    this.exportTable = new CfnTable(this, 'ExportTable', {
      catalogId: stack.account,
      databaseName: this.databaseName,
      tableInput: {
        name: exportTableName,
        description: 'Incremental exports of the tracking table (DynamoDB JSON), one partition a day',
        tableType: 'EXTERNAL_TABLE',
        parameters: {
          classification: 'json',
          compressionType: 'gzip',
          // Partition projection: Athena computes each day's location, so no crawler or
          // partition upkeep, and a report reads only the days it asks for.
          'projection.enabled': 'true',
          [`projection.${partition}.type`]: 'date',
          [`projection.${partition}.format`]: 'yyyy-MM-dd',
          [`projection.${partition}.range`]: `NOW-${trackingRetentionDays + 1}DAYS,NOW`,
          [`projection.${partition}.interval`]: '1',
          [`projection.${partition}.interval.unit`]: 'DAYS',
          'storage.location.template': `${bucketUrl}/${partition}=\${${partition}}/`,
        },
        partitionKeys: [{ name: partition, type: 'string' }],
        storageDescriptor: {
          location: `${bucketUrl}/`,
          inputFormat: 'org.apache.hadoop.mapred.TextInputFormat',
          outputFormat: 'org.apache.hadoop.hive.ql.io.HiveIgnoreKeyTextOutputFormat',
          serdeInfo: {
            serializationLibrary: 'org.openx.data.jsonserde.JsonSerDe',
            // Each export's manifest and checksum files sit beside its data: their lines have no
            // NewImage, or are not JSON at all, and report.sql counts only lines with a NewImage.
            parameters: { 'ignore.malformed.json': 'true' },
          },
          columns: Object.entries(exportColumns).map(([name, type]) => ({
            name: name.toLowerCase(),
            type: hiveType(type),
          })),
        },
      },
    });
    this.exportTable.addResourceDependency(this.database);

    this.workGroupName = statisticsWorkGroupName(props.nameSuffix);
    this.workGroup = new CfnWorkGroup(this, 'WorkGroup', {
      name: this.workGroupName,
      description: 'Runs the visit statistics report (npm run stats -- --stage)',
      state: 'ENABLED',
      recursiveDeleteOption: !props.keepDataOnDelete,
      workGroupConfiguration: {
        // Callers cannot choose another result location or turn the encryption off.
        enforceWorkGroupConfiguration: true,
        publishCloudWatchMetricsEnabled: true,
        bytesScannedCutoffPerQuery: queryScanLimitBytes,
        engineVersion: { selectedEngineVersion: 'Athena engine version 3' },
        resultConfiguration: {
          outputLocation: `s3://${this.resultsBucket.bucketName}/${resultsPrefix}/`,
          encryptionConfiguration: { encryptionOption: 'SSE_S3' },
        },
      },
    });

    const region = stack.region;
    const account = stack.account;
    const partitionArn = stack.partition;
    // What running report.sql in the workgroup takes: the owners, and the two jobs that run it.
    const reportQueryStatements = () => [
      new PolicyStatement({
        actions: [
          'athena:StartQueryExecution',
          'athena:GetQueryExecution',
          'athena:GetQueryResults',
          'athena:StopQueryExecution',
        ],
        resources: [`arn:${partitionArn}:athena:${region}:${account}:workgroup/${this.workGroupName}`],
      }),
      new PolicyStatement({
        actions: ['glue:GetDatabase', 'glue:GetTable', 'glue:GetPartitions'],
        resources: [
          `arn:${partitionArn}:glue:${region}:${account}:catalog`,
          `arn:${partitionArn}:glue:${region}:${account}:database/${this.databaseName}`,
          `arn:${partitionArn}:glue:${region}:${account}:table/${this.databaseName}/${exportTableName}`,
        ],
      }),
      new PolicyStatement({
        actions: ['s3:GetObject'],
        resources: [this.exportBucket.arnForObjects(`${exportRootPrefix}/*`)],
      }),
      new PolicyStatement({
        actions: ['s3:ListBucket', 's3:GetBucketLocation'],
        resources: [this.exportBucket.bucketArn, this.resultsBucket.bucketArn],
      }),
      new PolicyStatement({
        actions: ['s3:GetObject', 's3:PutObject', 's3:AbortMultipartUpload'],
        resources: [this.resultsBucket.arnForObjects(`${resultsPrefix}/*`)],
      }),
    ];
    const queryEnvironment = {
      POWERTOOLS_SERVICE_NAME: serviceName,
      POWERTOOLS_LOG_LEVEL: 'INFO',
      ATHENA_DATABASE: this.databaseName,
      ATHENA_WORK_GROUP: this.workGroupName,
    };

    // The partner figures' table keeps the logical ID of their former name, "shared aggregates": a
    // new ID would make CloudFormation replace the table and its 25 months of figures.
    this.partnerFiguresTable = new Table(this, 'SharedAggregates', {
      partitionKey: { name: partnerFiguresPartitionKey, type: AttributeType.STRING },
      sortKey: { name: partnerFiguresSortKey, type: AttributeType.STRING },
      timeToLiveAttribute: partnerFiguresExpiryAttribute,
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      encryption: TableEncryption.AWS_MANAGED,
      deletionProtection: props.keepDataOnDelete,
      removalPolicy: props.keepDataOnDelete ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    // The job and its schedule keep their deployed IDs too: a new one would replace the function's
    // log group, and the alarms and runbooks name the function.
    this.partnerFiguresFunction = new ApiFunction(this, 'AggregatesFunction', {
      entry: join(props.lambdasDir, 'partner-figures', 'daily-handler.ts'),
      description: 'writes the partner figures of the day, small counts hidden, to their table',
      environment: { ...queryEnvironment, PARTNER_FIGURES_TABLE: this.partnerFiguresTable.tableName },
      permissions: [
        ...reportQueryStatements(),
        new PolicyStatement({
          actions: ['dynamodb:BatchWriteItem', 'dynamodb:Query'],
          resources: [this.partnerFiguresTable.tableArn],
        }),
      ],
      // One query per window and audience (three windows, every visitor and each partner seen).
      timeout: Duration.minutes(15),
      bundledFiles: reportSqlFiles,
      depsLockFilePath: props.depsLockFilePath,
    });
    this.partnerFiguresRule = new Rule(this, 'DailyAggregates', {
      description: 'Writes the partner figures of the previous UTC day',
      schedule: Schedule.cron(partnerFiguresSchedule),
      targets: [
        // A retried run writes the same day's items again and deletes what the day held beyond them.
        new LambdaFunction(this.partnerFiguresFunction.function, {
          retryAttempts: 2,
          maxEventAge: Duration.hours(6),
        }),
      ],
    });

    this.weeklyReportFunction = new ApiFunction(this, 'WeeklyReportFunction', {
      entry: join(props.lambdasDir, 'weekly-report', 'weekly-handler.ts'),
      description: 'mails the owners the statistics of the week through the SES identity',
      environment: {
        ...queryEnvironment,
        SENDER_ADDRESS: props.senderAddress,
        OWNERS_ADDRESS: props.ownersAddress,
      },
      permissions: [
        ...reportQueryStatements(),
        // From the stage's sender, to the owners' inbox only.
        new PolicyStatement({
          actions: ['ses:SendEmail'],
          resources: [props.mailIdentityArn],
          conditions: {
            StringEquals: { 'ses:FromAddress': props.senderAddress },
            'ForAllValues:StringEquals': { 'ses:Recipients': [props.ownersAddress] },
          },
        }),
      ],
      timeout: Duration.minutes(10),
      reservedConcurrency: weeklyReportReservedConcurrency,
      bundledFiles: weeklyReportSqlFiles,
      depsLockFilePath: props.depsLockFilePath,
    });
    this.weeklyReportRule = new Rule(this, 'WeeklyReport', {
      description: 'Mails the owners the statistics of Monday to Sunday just gone',
      schedule: Schedule.cron(weeklyReportSchedule),
      // Not retried: a second attempt after a send would mail the owners twice.
      targets: [new LambdaFunction(this.weeklyReportFunction.function, { retryAttempts: 0 })],
    });

    this.readerPolicy = new ManagedPolicy(this, 'ReaderPolicy', {
      description:
        'Runs the visit statistics report in Athena: the workgroup, the export table and the results',
      statements: [
        ...reportQueryStatements(),
        new PolicyStatement({
          actions: ['dynamodb:GetItem', 'dynamodb:Query'],
          resources: [this.partnerFiguresTable.tableArn],
        }),
        // The command finds the database and workgroup in the stage's stack outputs.
        new PolicyStatement({
          actions: ['cloudformation:DescribeStacks'],
          resources: [
            stack.formatArn({
              service: 'cloudformation',
              resource: 'stack',
              resourceName: `${stack.stackName}/*`,
            }),
          ],
        }),
      ],
    });
    this.sharedReaderPolicy = new ManagedPolicy(this, 'SharedReaderPolicy', {
      description: 'Reads the shared visit statistics (small counts hidden) and nothing else',
      statements: [
        new PolicyStatement({
          actions: ['dynamodb:GetItem', 'dynamodb:Query'],
          resources: [this.partnerFiguresTable.tableArn],
        }),
      ],
    });
  }
}

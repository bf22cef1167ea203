// Everything Fernly runs on: the site, the API and its handlers, the tracking table and the mail
// identity. Environment-agnostic: nothing is looked up at synth time.
import { CfnOutput, CfnParameter, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import { AttributeType, BillingMode, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { HostedZone } from 'aws-cdk-lib/aws-route53';
import {
  ConfigurationSet,
  DkimIdentity,
  EasyDkimSigningKeyLength,
  EmailIdentity,
  Identity,
} from 'aws-cdk-lib/aws-ses';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { editorPath } from '../contract/editor-path.ts';
import { handlerEnvironment } from '../contract/handler-environment.ts';
import { type OperationId, apiOperations } from '../contract/operations.ts';
import { statisticsOutputs } from '../contract/tracking-export.ts';
import {
  trackingExpiryAttribute,
  trackingPartitionKey,
  trackingSortKey,
} from '../contract/tracking-table.ts';
import { dailyContactMailCeiling, serviceName, trackingRetentionDays } from '../contract/service.ts';
import { tablePartitions } from '../contract/table-partitions.ts';
import { apiOriginVerifyHeader } from '../edge/api-headers.ts';
import { readSiteMeta } from '../edge/security-headers.ts';
import { stageEditorOrigin } from '../edge/editor-origin.ts';
import { ContractApi, type HandlerSettings } from './constructs/contract-api.ts';
import { StaticSite } from './constructs/static-site.ts';
import { type AlarmTarget, notifyAlarms } from './alarm-target.ts';
import { OperationsAlarms } from './constructs/operations-alarms.ts';
import { VisitStatistics } from './constructs/visit-statistics.ts';
import { OriginSecretRotation } from './constructs/origin-secret-rotation.ts';
import { DeferredContactMessages } from './constructs/deferred-contact-messages.ts';
import { EditorSignIn } from './constructs/editor-sign-in.ts';
import type { DeployContext } from './deploy-context.ts';
import type { Stage } from './stage.ts';
import { checkedExperiments } from '../edge/experiments/definitions.ts';
import { experiments } from '../edge/experiments/experiments.ts';
import { experimentStoreArnOutput, filledStore } from '../edge/experiments/store.ts';

/** A flood of contact messages cannot take more of the account's concurrency than this. */
export const sendEmailReservedConcurrency = 5;

interface FernlyStackPaths {
  readonly siteDir: string;
  readonly siteMetaPath: string;
  readonly lambdasDir: string;
  readonly depsLockFilePath: string;
  readonly viewerRequestFunctionPath: string;
  readonly apiViewerRequestFunctionPath: string;
  readonly notFoundOriginEntry: string;
  readonly originSecretRotationEntry: string;
  readonly editorSignInEntry: string;
}

export interface FernlyStackProps extends StackProps {
  readonly stage: Stage;
  /** Every alarm notifies it; without one, alarms show in the console only. */
  readonly alarmTarget?: AlarmTarget;
  readonly deployContext: DeployContext;
  /** False only for the first deploy of a stage without a domain (see app.ts). */
  readonly uploadSiteFiles?: boolean;
  readonly paths: FernlyStackPaths;
}

/** The output `npm run deploy` reads to build a stage without a domain for its distribution. */
export const distributionDomainNameOutput = 'DistributionDomainName';
/** The output `npm run deploy` reads to give CloudFront's alarms (in us-east-1) the distribution. */
export const distributionIdOutput = 'DistributionId';
/** The secret the platform team fills with the editor's GitHub App (docs/deploying.md). */
export const editorSignInSecretOutput = 'EditorSignInSecretArn';
/** Where editors work, on a stage with a domain (decision 0060). */
export const editorUrlOutput = 'EditorUrl';
/** The secret the web app's backend signs sign-up reports with (saveSignUp's `X-Fernly-Signature`). */
export const appSigningSecretOutput = 'AppSigningSecretArn';
/** The output `npm run deploy` reads to smoke-test the stage. */
export const siteUrlOutput = 'SiteUrl';
/**
 * The parameter `npm run deploy` fills with the EdgeFirewall stack's web ACL, which lives in
 * us-east-1 as CloudFront requires (edge-firewall-stack.ts).
 */
export const edgeWebAclArnParameter = 'EdgeWebAclArn';

function isOperationId(value: string): value is OperationId {
  return apiOperations.some((operation) => operation.operationId === value);
}

export class FernlyStack extends Stack {
  readonly deployContext: DeployContext;
  readonly stage: Stage;
  readonly trackingTable: Table;
  readonly mailIdentity: EmailIdentity;
  /** Collects the mail's reputation (bounces, complaints) for the alarms. */
  readonly mailConfigurationSet: ConfigurationSet;
  readonly alarmTopic: ITopic | undefined;
  readonly api: ContractApi;
  readonly site: StaticSite;
  readonly statistics: VisitStatistics;
  readonly originSecretRotation: OriginSecretRotation;
  readonly deferredContactMessages: DeferredContactMessages;
  readonly editorSignIn: EditorSignIn;
  /** What the web app's backend signs sign-up reports with (decision 0062). */
  readonly appSigningSecret: Secret;

  constructor(scope: Construct, id: string, props: FernlyStackProps) {
    super(scope, id, props);
    const { deployContext, paths, stage } = props;
    this.deployContext = deployContext;
    this.stage = stage;
    const { siteDomain } = deployContext;

    // The table keeps its first logical ID, whatever the code calls it: a new one would replace it and
    // lose its records (decision 0077).
    this.trackingTable = new Table(this, 'TrackingTable', {
      partitionKey: { name: trackingPartitionKey, type: AttributeType.STRING },
      sortKey: { name: trackingSortKey, type: AttributeType.STRING },
      timeToLiveAttribute: trackingExpiryAttribute,
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      encryption: TableEncryption.AWS_MANAGED,
      // Production's statistics outlive any one version of the stack; another stage's go with it.
      deletionProtection: stage.production,
      removalPolicy: stage.production ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });

    // Imported by ID, not looked up, so synth needs no credentials.
    const hostedZone =
      siteDomain === undefined
        ? undefined
        : HostedZone.fromHostedZoneAttributes(this, 'HostedZone', {
            hostedZoneId: siteDomain.hostedZoneId,
            zoneName: siteDomain.domainName,
          });

    this.mailConfigurationSet = new ConfigurationSet(this, 'MailConfigurationSet', {
      reputationMetrics: true,
    });
    // With the zone at hand the DKIM records are created too; otherwise they are added by hand.
    this.mailIdentity = new EmailIdentity(this, 'MailIdentity', {
      configurationSet: this.mailConfigurationSet,
      identity:
        hostedZone === undefined
          ? Identity.domain(deployContext.mailDomain)
          : Identity.publicHostedZone(hostedZone),
      dkimSigning: true,
      dkimIdentity: DkimIdentity.easyDkim(EasyDkimSigningKeyLength.RSA_2048_BIT),
    });

    // The id is the construct's name before deferred messages were called so ("kept mail"): it
    // names the short-lived table's and the sender's logical IDs, and a new one would replace the
    // table, with the day keys and the messages waiting in it, and the sender's log group.
    this.deferredContactMessages = new DeferredContactMessages(this, 'KeptContactMail', {
      trackingTable: this.trackingTable,
      mailIdentityArn: this.mailIdentity.emailIdentityArn,
      senderAddress: deployContext.senderAddress,
      supportAddress: deployContext.supportAddress,
      lambdasDir: paths.lambdasDir,
      depsLockFilePath: paths.depsLockFilePath,
      keepDataOnDelete: stage.production,
    });
    const shortLivedTableName = this.deferredContactMessages.table.tableName;

    // CloudFormation draws the value once, when it creates the secret; the web app's backend reads it.
    this.appSigningSecret = new Secret(this, 'AppSigningSecret', {
      description:
        'The web app backend signs sign-up reports with it (X-Fernly-Signature in openapi.yaml); saveSignUp reads it',
      generateSecretString: { excludePunctuation: true, includeSpace: false, passwordLength: 64 },
      removalPolicy: stage.production ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });

    const logging = { serviceName, logLevel: 'INFO' };
    // Each handler reaches only its own partitions of the table (contract/table-partitions.ts).
    const onPartitions = (actions: string[], partitions: string[]) =>
      new PolicyStatement({
        actions,
        resources: [this.trackingTable.tableArn],
        conditions: {
          'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': partitions.map((prefix) => `${prefix}*`) },
        },
      });
    const handlerSettings: Record<OperationId, HandlerSettings> = {
      saveTrackingData: {
        description: 'stores visit records, up to each network daily limit (PutItem on the tracking table)',
        environment: handlerEnvironment({
          ...logging,
          tableName: this.trackingTable.tableName,
          shortLivedTableName,
          retentionDays: String(trackingRetentionDays),
        }),
        // PutItem with a condition, and UpdateItem for the day's count of dropped records; never
        // a read or a delete. The day's key of the codes, and the network's count of records.
        permissions: [
          onPartitions(['dynamodb:PutItem', 'dynamodb:UpdateItem'], [tablePartitions.visit]),
          ...this.deferredContactMessages.recordCountPermissions,
        ],
      },
      saveSignUp: {
        description:
          'stores the sign-ups the web app reports against their taps (PutItem on the tracking table)',
        environment: handlerEnvironment({
          ...logging,
          tableName: this.trackingTable.tableName,
          shortLivedTableName,
          retentionDays: String(trackingRetentionDays),
          appOrigin: deployContext.appOrigin,
          appSigningSecretArn: this.appSigningSecret.secretArn,
        }),
        // As saveTrackingData, and GetItem to find the tap a report names, the mark that a report
        // took it, and the app signing secret (GetSecretValue only: not DescribeSecret).
        permissions: [
          onPartitions(
            ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'],
            [tablePartitions.visit],
          ),
          ...this.deferredContactMessages.recordCountPermissions,
          ...this.deferredContactMessages.usedTapPermissions,
          new PolicyStatement({
            actions: ['secretsmanager:GetSecretValue'],
            resources: [this.appSigningSecret.secretArn],
          }),
        ],
      },
      saveWebVitals: {
        description: 'stores the field speed of page loads (PutItem on the tracking table)',
        environment: handlerEnvironment({
          ...logging,
          tableName: this.trackingTable.tableName,
          shortLivedTableName,
          retentionDays: String(trackingRetentionDays),
        }),
        permissions: [
          onPartitions(['dynamodb:PutItem', 'dynamodb:UpdateItem'], [tablePartitions.visit]),
          ...this.deferredContactMessages.recordCountPermissions,
        ],
      },
      startContact: {
        description: 'stores the start record of a contact message (PutItem on the tracking table)',
        environment: handlerEnvironment({
          ...logging,
          tableName: this.trackingTable.tableName,
          shortLivedTableName,
        }),
        permissions: [
          onPartitions(['dynamodb:PutItem'], [tablePartitions.contactStart]),
          ...this.deferredContactMessages.dayKeyPermissions,
        ],
      },
      sendEmail: {
        description: 'sends contact-form mail through the SES domain identity',
        environment: handlerEnvironment({
          ...logging,
          senderAddress: deployContext.senderAddress,
          supportAddress: deployContext.supportAddress,
          tableName: this.trackingTable.tableName,
          shortLivedTableName,
          dailyMailCeiling: String(dailyContactMailCeiling),
        }),
        // A flood of contact messages cannot take the account's whole concurrency, nor send more
        // than this many mails at once.
        reservedConcurrency: sendEmailReservedConcurrency,
        permissions: [
          // From the stage's sender, to the support inbox only.
          new PolicyStatement({
            actions: ['ses:SendEmail'],
            resources: [this.mailIdentity.emailIdentityArn],
            conditions: {
              StringEquals: { 'ses:FromAddress': deployContext.senderAddress },
              'ForAllValues:StringEquals': { 'ses:Recipients': [deployContext.supportAddress] },
            },
          }),
          // Reads and takes start tokens, and counts the client's messages and the day's mail.
          onPartitions(
            ['dynamodb:UpdateItem', 'dynamodb:GetItem'],
            [tablePartitions.contactStart, tablePartitions.mailCount, tablePartitions.contactQuota],
          ),
          ...this.deferredContactMessages.sendEmailPermissions,
        ],
      },
    };

    this.api = new ContractApi(this, 'WebsiteApi', {
      lambdasDir: paths.lambdasDir,
      depsLockFilePath: paths.depsLockFilePath,
      nameSuffix: stage.resourceSuffix,
      appOrigin: deployContext.appOrigin,
      handlerSettings: (operationId) => {
        if (!isOperationId(operationId)) {
          throw new Error(
            `${operationId} is in openapi.yaml but not in contract/; run npm run contract:generate`,
          );
        }
        return handlerSettings[operationId];
      },
    });

    const siteMeta = readSiteMeta(paths.siteMetaPath);
    const editorOrigin = stageEditorOrigin(siteDomain?.domainName);
    this.editorSignIn = new EditorSignIn(this, 'EditorSignIn', {
      entry: paths.editorSignInEntry,
      depsLockFilePath: paths.depsLockFilePath,
      editorOrigin,
      repository: siteMeta.editorRepository,
      keepSecretOnDelete: stage.production,
    });

    const edgeWebAcl = new CfnParameter(this, edgeWebAclArnParameter, {
      type: 'String',
      description: `The CloudFront web ACL of stage ${stage.name} (its EdgeFirewall stack's WebAclArn output, in us-east-1)`,
      allowedPattern: '^arn:aws[a-z-]*:wafv2:us-east-1:[0-9]{12}:global/webacl/.+$',
    });

    this.site = new StaticSite(this, 'Site', {
      siteDir: paths.siteDir,
      siteMeta,
      viewerRequestFunctionPath: paths.viewerRequestFunctionPath,
      experimentStoreItems: filledStore(checkedExperiments(experiments), { preview: !stage.production }),
      notFoundOriginEntry: paths.notFoundOriginEntry,
      depsLockFilePath: paths.depsLockFilePath,
      api: this.api.api,
      apiOriginHeaders: {
        [apiOriginVerifyHeader]: this.api.originVerifySecret.secretValue.unsafeUnwrap(),
      },
      apiViewerRequestFunctionPath: paths.apiViewerRequestFunctionPath,
      editorSignInUrl: this.editorSignIn.url,
      keepContentOnDelete: stage.production,
      uploadFiles: props.uploadSiteFiles ?? true,
      webAclArn: edgeWebAcl.valueAsString,
      domain:
        siteDomain === undefined || hostedZone === undefined
          ? undefined
          : {
              domainName: siteDomain.domainName,
              certificate: Certificate.fromCertificateArn(this, 'Certificate', siteDomain.certificateArn),
              hostedZone,
            },
    });

    this.statistics = new VisitStatistics(this, 'Statistics', {
      table: this.trackingTable,
      lambdasDir: paths.lambdasDir,
      depsLockFilePath: paths.depsLockFilePath,
      nameSuffix: stage.resourceSuffix,
      keepDataOnDelete: stage.production,
      mailIdentityArn: this.mailIdentity.emailIdentityArn,
      senderAddress: deployContext.senderAddress,
      ownersAddress: deployContext.ownersAddress,
    });

    this.originSecretRotation = new OriginSecretRotation(this, 'OriginSecretRotation', {
      secret: this.api.originVerifySecret,
      acceptedSecrets: this.api.acceptedOriginSecrets,
      distribution: this.site.distribution,
      api: this.api.api,
      entry: paths.originSecretRotationEntry,
      depsLockFilePath: paths.depsLockFilePath,
    });

    const mailHandler = this.api.functions.get('sendEmail');
    if (mailHandler === undefined) throw new Error('No function for sendEmail');
    new OperationsAlarms(this, 'Alarms', {
      table: this.trackingTable,
      webAclName: this.api.webAclName,
      mailConfigurationSet: this.mailConfigurationSet,
      mailHandlerLogs: mailHandler.logGroup,
    });
    this.alarmTopic = notifyAlarms(this, props.alarmTarget);

    new CfnOutput(this, siteUrlOutput, {
      description: 'Where the site is served',
      value: `https://${siteDomain?.domainName ?? this.site.distribution.distributionDomainName}`,
    });
    new CfnOutput(this, distributionDomainNameOutput, {
      description: 'The distribution’s own domain, which a stage without a domain is built for',
      value: this.site.distribution.distributionDomainName,
    });
    new CfnOutput(this, distributionIdOutput, {
      description: 'For manual invalidations and the alarms of the EdgeAlarms stack',
      value: this.site.distribution.distributionId,
    });
    new CfnOutput(this, editorSignInSecretOutput, {
      description: 'Where the platform team puts the GitHub App of the editor’s sign-in (docs/deploying.md)',
      value: this.editorSignIn.secret.secretArn,
    });
    if (editorOrigin !== undefined)
      new CfnOutput(this, editorUrlOutput, {
        description: 'Where editors change the site’s content, on an origin of its own',
        value: `${editorOrigin}${editorPath}/`,
      });
    new CfnOutput(this, appSigningSecretOutput, {
      description:
        'What the web app’s backend signs sign-up reports with (X-Fernly-Signature in openapi.yaml)',
      value: this.appSigningSecret.secretArn,
    });
    new CfnOutput(this, 'TrackingTableName', {
      description: 'The DynamoDB table of visit records',
      value: this.trackingTable.tableName,
    });
    new CfnOutput(this, statisticsOutputs.database, {
      description: 'The Glue database of the tracking table’s exports (npm run stats -- --stage)',
      value: this.statistics.databaseName,
    });
    new CfnOutput(this, statisticsOutputs.workGroup, {
      description: 'The Athena workgroup the statistics report runs in',
      value: this.statistics.workGroupName,
    });
    new CfnOutput(this, experimentStoreArnOutput, {
      description: 'The experiments’ KeyValueStore, which npm run experiment -- --stage changes',
      value: this.site.experimentStore.keyValueStoreArn,
    });
    new CfnOutput(this, 'ExperimentSwitchPolicyArn', {
      description:
        'Attach to whoever runs npm run experiment -- --stage: this stage’s store and nothing else',
      value: this.site.experimentSwitchPolicy.managedPolicyArn,
    });
    new CfnOutput(this, 'StatisticsReaderPolicyArn', {
      description: 'Attach to whoever runs npm run stats -- --stage: the report and nothing else',
      value: this.statistics.readerPolicy.managedPolicyArn,
    });
    // The partner figures' outputs keep their deployed names: owners' scripts and partners' set-ups
    // read them.
    new CfnOutput(this, 'SharedStatisticsTableName', {
      description: 'The partner figures, small counts hidden: what partners and shared readers read',
      value: this.statistics.partnerFiguresTable.tableName,
    });
    new CfnOutput(this, 'SharedStatisticsReaderPolicyArn', {
      description:
        'Attach to a partner’s or anyone else’s role the owners share figures with: the partner figures table only',
      value: this.statistics.sharedReaderPolicy.managedPolicyArn,
    });
  }
}

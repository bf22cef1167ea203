// The REST API, built from openapi.yaml at synth time: the contract is the only route table.
// Each operation is served by the handler folder its operationId names.
import { join } from 'node:path';
import { Duration, Fn } from 'aws-cdk-lib';
import {
  AccessLogFormat,
  ApiDefinition,
  EndpointType,
  LogGroupLogDestination,
  MethodLoggingLevel,
  SpecRestApi,
} from 'aws-cdk-lib/aws-apigateway';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { type PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import {
  CfnLoggingConfiguration,
  CfnRegexPatternSet,
  CfnWebACL,
  CfnWebACLAssociation,
} from 'aws-cdk-lib/aws-wafv2';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { operationUrlPath } from '../../contract/operations.ts';
import { serviceName } from '../../contract/service.ts';
import { apiOriginVerifyHeader, apiViewerAddressHeader } from '../../edge/api-headers.ts';
import {
  contractDocument,
  contractOperations,
  toApiGatewayDefinition,
} from '../../contract/api-gateway-definition.ts';
import { handlerFileName, listHandlerDirs, matchOperationsToHandlers } from '../operation-handlers.ts';
import { ApiFunction } from './api-function.ts';
import {
  metricsOnly,
  rateWindowSeconds,
  refuseUntilTheWindowEnds,
  tooManyRequestsBody,
} from './waf-rules.ts';

/** What one handler needs beyond the shared defaults. */
export interface HandlerSettings {
  readonly description: string;
  /** Concurrent executions reserved (and capped) for the function; unset: the account's pool. */
  readonly reservedConcurrency?: number;
  readonly environment: Readonly<Record<string, string>>;
  readonly permissions: readonly PolicyStatement[];
}

export interface ContractApiProps {
  /** How long the web ACL's records of refused requests are kept: the site's own log retention. */
  readonly wafLogRetention: RetentionDays;
  readonly lambdasDir: string;
  readonly depsLockFilePath: string;
  /** Added to names that must be unique in the account, so stages live side by side. */
  readonly nameSuffix: string;
  /** The web app's origin, the one that may call the operations it reports to (contract/cross-origin.ts). */
  readonly appOrigin: string;
  readonly handlerSettings: (operationId: string) => HandlerSettings;
}

const apiStageName = 'live';
/** Steady requests per second across all clients; a page view makes one call. */
export const apiThrottlingRateLimit = 50;
export const apiThrottlingBurstLimit = 100;
/** Requests per client (an IPv4 address or an IPv6 /64) in any 5 minutes before the WAF answers 429. */
export const apiRateLimitPer5Minutes = 300;
/** Contact messages per client in any 5 minutes: a person sends one or two. */
export const contactMailRateLimitPer5Minutes = 10;

/**
 * Kept out of the web ACL's records: the headers with the visitor's address (ours and
 * X-Forwarded-For), their cookies, the query string, and CloudFront's secret. What stays (time,
 * method, path, user-agent, the rule) is what the privacy policy names for firewall records.
 */
const wafRedactedHeaders = [
  apiViewerAddressHeader,
  'x-forwarded-for',
  'cookie',
  apiOriginVerifyHeader,
] as const;
const wafRedactedFields: CfnLoggingConfiguration.FieldToMatchProperty[] = [
  ...wafRedactedHeaders.map((name) => ({ singleHeader: { Name: name } })),
  { queryString: {} },
];

export class ContractApi extends Construct {
  readonly api: SpecRestApi;
  readonly functions: ReadonlyMap<string, ApiFunction>;
  readonly accessLogs: LogGroup;
  readonly webAcl: CfnWebACL;
  /** Only CloudFront knows it: sent as an origin header, required by the web ACL. */
  readonly originVerifySecret: Secret;
  /** The values of the secret the web ACL accepts: one, or two while a rotation overlaps. */
  readonly acceptedOriginSecrets: CfnRegexPatternSet;
  /** The web ACL's name, the dimension of its CloudWatch metrics. */
  readonly webAclName: string;
  /** What the web ACL blocked, without the headers that carry a visitor's address or the secret. */
  readonly wafLogs: LogGroup;
  readonly serverErrorsAlarm: Alarm;

  constructor(scope: Construct, id: string, props: ContractApiProps) {
    super(scope, id);

    const document = contractDocument();
    const operations = contractOperations(document);
    const handlers = matchOperationsToHandlers(
      operations.map((operation) => operation.operationId),
      listHandlerDirs(props.lambdasDir),
    );

    const functions = new Map<string, ApiFunction>();
    for (const { operationId, handlerDir } of handlers) {
      const settings = props.handlerSettings(operationId);
      functions.set(
        operationId,
        new ApiFunction(this, operationId, {
          entry: join(props.lambdasDir, handlerDir, handlerFileName),
          depsLockFilePath: props.depsLockFilePath,
          ...settings,
        }),
      );
    }
    this.functions = functions;

    const functionOf = (operationId: string): ApiFunction => {
      const apiFunction = functions.get(operationId);
      if (apiFunction === undefined) throw new Error(`No function for operation ${operationId}`);
      return apiFunction;
    };

    const definition = toApiGatewayDefinition(document, {
      appOrigin: props.appOrigin,
      integrationUri: (operationId) =>
        Fn.sub(
          'arn:${AWS::Partition}:apigateway:${AWS::Region}:lambda:path/2015-03-31/functions/${FunctionArn}/invocations',
          { FunctionArn: functionOf(operationId).function.functionArn },
        ),
    });

    this.accessLogs = new LogGroup(this, 'AccessLogs', { retention: RetentionDays.THREE_MONTHS });
    this.api = new SpecRestApi(this, 'Api', {
      restApiName: `fernly-website-api${props.nameSuffix}`,
      description: 'The Fernly website API, imported from openapi.yaml',
      apiDefinition: ApiDefinition.fromInline(definition),
      // Regional: CloudFront in front of it is the edge; an edge-optimized API would add a second one.
      endpointTypes: [EndpointType.REGIONAL],
      cloudWatchRole: false,
      deployOptions: {
        stageName: apiStageName,
        throttlingRateLimit: apiThrottlingRateLimit,
        throttlingBurstLimit: apiThrottlingBurstLimit,
        metricsEnabled: true,
        loggingLevel: MethodLoggingLevel.OFF,
        accessLogDestination: new LogGroupLogDestination(this.accessLogs),
        accessLogFormat: AccessLogFormat.jsonWithStandardFields({
          caller: false,
          httpMethod: true,
          // Behind CloudFront the source address is CloudFront's own; the CloudFront logs hold the client's.
          ip: false,
          protocol: true,
          requestTime: true,
          resourcePath: true,
          responseLength: true,
          status: true,
          user: false,
        }),
      },
    });
    // A changed contract must produce a new deployment, or the stage keeps serving the old one.
    this.api.latestDeployment?.addToLogicalId(definition);

    const stageName = this.api.deploymentStage.stageName;
    for (const { operationId, method, path } of operations) {
      functionOf(operationId).function.addPermission('InvokeFromApi', {
        principal: new ServicePrincipal('apigateway.amazonaws.com'),
        sourceArn: this.api.arnForExecuteApi(method, path, stageName),
      });
    }

    this.serverErrorsAlarm = new Alarm(this, 'ServerErrorsAlarm', {
      alarmDescription: 'The API answered 5xx at least 5 times in 5 minutes',
      metric: this.api.metricServerError({ period: Duration.minutes(5), statistic: 'Sum' }),
      threshold: 5,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });

    this.originVerifySecret = new Secret(this, 'OriginVerify', {
      description: `The ${apiOriginVerifyHeader} header CloudFront sends to the API; requests without it are refused`,
      // Letters and digits only: each accepted value is its own regular expression.
      generateSecretString: { excludePunctuation: true, includeSpace: false, passwordLength: 48 },
    });
    this.webAclName = `${serviceName}${props.nameSuffix}`;
    // The values the web ACL accepts. CloudFormation writes the current one at creation; from
    // then on the rotation (origin-secret-rotation.ts) keeps the current and the next or previous
    // one here, so CloudFront's edges may send either while they take up a new value. The set is
    // a resource of its own, so a deploy that changes the web ACL leaves its values alone.
    this.acceptedOriginSecrets = new CfnRegexPatternSet(this, 'AcceptedOriginSecrets', {
      name: `${this.webAclName}-origin-secrets`,
      scope: 'REGIONAL',
      description: `Values of ${apiOriginVerifyHeader} the web ACL accepts, current and next or previous`,
      regularExpressionList: [Fn.join('', ['^', this.originVerifySecret.secretValue.unsafeUnwrap(), '$'])],
    });
    this.webAcl = this.createWebAcl(this.webAclName);
    new CfnWebACLAssociation(this, 'WebAclAssociation', {
      resourceArn: this.api.deploymentStage.stageArn,
      webAclArn: this.webAcl.attrArn,
    });

    // WAF delivers only to log groups whose names start with aws-waf-logs-.
    this.wafLogs = new LogGroup(this, 'WafLogs', {
      logGroupName: `aws-waf-logs-${this.webAclName}`,
      retention: props.wafLogRetention,
    });
    new CfnLoggingConfiguration(this, 'WafLogging', {
      resourceArn: this.webAcl.attrArn,
      logDestinationConfigs: [this.wafLogs.logGroupArn],
      redactedFields: wafRedactedFields,
      // Only what was refused: a block leaves a record, an ordinary visit none.
      loggingFilter: {
        DefaultBehavior: 'DROP',
        Filters: [
          {
            Behavior: 'KEEP',
            Requirement: 'MEETS_ANY',
            Conditions: [{ ActionCondition: { Action: 'BLOCK' } }],
          },
        ],
      },
    });
  }

  // The web ACL sits on the API stage, not on CloudFront: a CLOUDFRONT-scope ACL must be created in
  // us-east-1, and this stack deploys to any region. A REGIONAL ACL on the stage also guards the
  // execute-api URL, which is public: it refuses every request that did not come through CloudFront.
  private createWebAcl(name: string): CfnWebACL {
    // No sampled requests: a sample holds every header as sent, the viewer's address and the
    return new CfnWebACL(this, 'WebAcl', {
      name,
      scope: 'REGIONAL',
      description: 'Rate limit per client and AWS common protections for the website API',
      defaultAction: { allow: {} },
      visibilityConfig: metricsOnly(serviceName),
      customResponseBodies: {
        forbidden: {
          contentType: 'APPLICATION_JSON',
          content: JSON.stringify({ code: 'forbidden', message: 'Call the API through the site.' }),
        },
        [tooManyRequestsBody]: {
          contentType: 'APPLICATION_JSON',
          content: JSON.stringify({
            code: 'too_many_requests',
            message: 'Too many requests. Try again in a few minutes.',
          }),
        },
      },
      rules: [
        {
          // The stage's execute-api address is public; only CloudFront sends this header.
          name: 'OnlyThroughCloudFront',
          priority: 0,
          action: { block: { customResponse: { responseCode: 403, customResponseBodyKey: 'forbidden' } } },
          statement: {
            notStatement: {
              statement: {
                regexPatternSetReferenceStatement: {
                  arn: this.acceptedOriginSecrets.attrArn,
                  // singleHeader is untyped in the L1 and passed through as is, so it takes
                  // CloudFormation's own casing.
                  fieldToMatch: { singleHeader: { Name: apiOriginVerifyHeader } },
                  textTransformations: [{ priority: 0, type: 'NONE' }],
                },
              },
            },
          },
          visibilityConfig: metricsOnly(`${serviceName}-only-through-cloudfront`),
        },
        {
          name: 'RateLimitPerClient',
          priority: 1,
          action: refuseUntilTheWindowEnds,
          statement: {
            rateBasedStatement: {
              limit: apiRateLimitPer5Minutes,
              evaluationWindowSec: rateWindowSeconds,
              // Requests arrive from CloudFront's addresses. The visitor's key is in the header
              // CloudFront's function writes (edge/api-viewer-request.js), not X-Forwarded-For,
              // whose first entries the client writes itself: the IPv4 address, or an IPv6
              // address's /64 written as the network's own address, so a /64 counts as one client
              // (decision 0028).
              aggregateKeyType: 'FORWARDED_IP',
              forwardedIpConfig: { headerName: apiViewerAddressHeader, fallbackBehavior: 'MATCH' },
            },
          },
          visibilityConfig: metricsOnly(`${serviceName}-rate-limit`),
        },
        {
          // Much tighter than the rule above, for the one call that sends mail.
          name: 'ContactMailPerClient',
          priority: 2,
          action: refuseUntilTheWindowEnds,
          statement: {
            rateBasedStatement: {
              limit: contactMailRateLimitPer5Minutes,
              evaluationWindowSec: rateWindowSeconds,
              aggregateKeyType: 'FORWARDED_IP',
              forwardedIpConfig: { headerName: apiViewerAddressHeader, fallbackBehavior: 'MATCH' },
              // The stage sees /<stage>/api/sendEmail; any spelling of the path counts.
              scopeDownStatement: {
                byteMatchStatement: {
                  fieldToMatch: { uriPath: {} },
                  positionalConstraint: 'CONTAINS',
                  searchString: operationUrlPath('sendEmail').toLowerCase(),
                  textTransformations: [{ priority: 0, type: 'LOWERCASE' }],
                },
              },
            },
          },
          visibilityConfig: metricsOnly(`${serviceName}-contact-mail-rate-limit`),
        },
        {
          name: 'AWSManagedRulesCommonRuleSet',
          priority: 3,
          overrideAction: { none: {} },
          statement: {
            managedRuleGroupStatement: {
              vendorName: 'AWS',
              name: 'AWSManagedRulesCommonRuleSet',
              // The rule blocks bodies over 8 KB; the contract allows 32 KiB (a visit with its
              // history) and the handlers refuse larger ones with 413.
              ruleActionOverrides: [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }],
            },
          },
          visibilityConfig: metricsOnly(`${serviceName}-common-rules`),
        },
      ],
    });
  }
}

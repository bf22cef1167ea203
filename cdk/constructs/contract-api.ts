// The REST API, built from openapi.yaml at synth time: the contract is the only route table.
// Each operation is served by the handler folder its operationId names.
import { join } from 'node:path';
import { Duration, Fn, Stack } from 'aws-cdk-lib';
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
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import {
  CfnLoggingConfiguration,
  CfnRegexPatternSet,
  CfnWebACL,
  CfnWebACLAssociation,
} from 'aws-cdk-lib/aws-wafv2';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { apiOperations, operationUrlPath, type OperationId } from '../../contract/operations.ts';
import { apiAccessLogFields, type FirewallRecordOmission } from '../../contract/request-logs.ts';
import { serviceName } from '../../contract/service.ts';
import {
  apiOriginVerifyHeader,
  apiViewerAddressHeader,
  apiViewerNetworkHeader,
} from '../../edge/api-headers.ts';
import {
  contractDocument,
  contractOperations,
  toApiGatewayDefinition,
} from '../../contract/api-gateway-definition.ts';
import { handlerFileName, listHandlerDirs, matchOperationsToHandlers } from '../operation-handlers.ts';
import { ApiFunction } from './api-function.ts';
import { requestLogRetention } from './request-log-retention.ts';
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
  readonly lambdasDir: string;
  readonly depsLockFilePath: string;
  /** Added to names that must be unique in the account, so stages live side by side. */
  readonly nameSuffix: string;
  /** The web app's origin, the one that may call the operations it reports to (contract/cross-origin.ts). */
  readonly appOrigin: string;
  readonly handlerSettings: (operationId: string) => HandlerSettings;
}

const apiStageName = 'live';

interface Throttle {
  /** Steady requests a second, across all clients. */
  readonly rateLimit: number;
  readonly burstLimit: number;
}

/**
 * Each operation's own throttle (decision 0064), for its POST and its CORS preflight: API Gateway
 * keeps a budget per method, so a flood of cheap visit records cannot take the contact form's. A
 * page view makes one visit record and one speed report; the contact operations match the mail
 * function's reserved concurrency. Together they bound what a flood can cost.
 */
export const operationThrottles: Readonly<Record<OperationId, Throttle>> = {
  saveTrackingData: { rateLimit: 30, burstLimit: 60 },
  saveWebVitals: { rateLimit: 25, burstLimit: 50 },
  saveSignUp: { rateLimit: 25, burstLimit: 50 },
  startContact: { rateLimit: 5, burstLimit: 10 },
  sendEmail: { rateLimit: 5, burstLimit: 10 },
};
/** The stage's default, for a path the contract adds before it has a throttle above (a test refuses one). */
const unnamedPathThrottle: Throttle = { rateLimit: 5, burstLimit: 10 };

/** Requests per client (an IPv4 address or an IPv6 /64) in any 5 minutes before the WAF answers 429. */
export const apiRateLimitPer5Minutes = 300;
/** The same per network (an IPv4 address or an IPv6 /48): the /64s of one holder count together. */
export const apiNetworkRateLimitPer5Minutes = 600;
/** The operations of the contact form, limited far tighter per client and per network. */
export const contactOperations: readonly OperationId[] = ['startContact', 'sendEmail'];
/** Contact calls per client in any 5 minutes: a message is one start and one send. */
export const contactRateLimitPer5Minutes = 10;
export const contactNetworkRateLimitPer5Minutes = 20;
/**
 * Whom the limits above are sized against: one actor with this many IPv4 addresses and IPv6 /48s
 * must not take more than half of any operation's throttle (decision 0064; the CDK tests check it).
 */
export const oneActor = { ipv4Addresses: 10, ipv6Networks: 1 } as const;

const headers = (names: readonly string[]): CfnLoggingConfiguration.FieldToMatchProperty[] =>
  names.map((name) => ({ singleHeader: { Name: name } }));

/**
 * The parts of a request the web ACL's records leave out, for each thing the privacy policy says
 * they leave out (contract/request-logs.ts). The API's origin request policy passes CloudFront's
 * own headers on, and some of them locate or fingerprint the visitor. WAF names lower-case headers.
 */
export const firewallRecordRedactions: Readonly<
  Record<FirewallRecordOmission, readonly CfnLoggingConfiguration.FieldToMatchProperty[]>
> = {
  'your IP address': headers([
    apiViewerAddressHeader,
    apiViewerNetworkHeader,
    'x-forwarded-for',
    'cloudfront-viewer-address',
  ]),
  'where you are': headers(
    [
      'asn',
      'city',
      'country',
      'country-name',
      'country-region',
      'country-region-name',
      'latitude',
      'longitude',
      'metro-code',
      'postal-code',
      'time-zone',
    ].map((part) => `cloudfront-viewer-${part}`),
  ),
  'the fingerprints of your connection': headers(
    ['ja3-fingerprint', 'ja4-fingerprint', 'header-order', 'header-count'].map(
      (part) => `cloudfront-viewer-${part}`,
    ),
  ),
  'your cookies': headers(['cookie']),
  // Our own pages' addresses, query strings and all.
  'the page you were on': headers(['referer']),
  'the query string': [{ queryString: {} }],
};

/** Labels of the rules whose refusals are counted but not recorded: a record would hold the viewer key. */
const countedOnly = { aroundCloudFront: 'around-cloudfront', rateLimited: 'rate-limited' } as const;

/** The stage sees /<stage>/api/<operation>; any spelling of a contact operation's path counts. */
const contactCalls: CfnWebACL.StatementProperty = {
  orStatement: {
    statements: contactOperations.map((operationId) => ({
      byteMatchStatement: {
        fieldToMatch: { uriPath: {} },
        positionalConstraint: 'CONTAINS',
        searchString: operationUrlPath(operationId).toLowerCase(),
        textTransformations: [{ priority: 0, type: 'LOWERCASE' }],
      },
    })),
  },
};

/** A limit per key in `keyHeader` over any 5 minutes, on every call or on those `scope` matches. */
function rateRule(
  name: string,
  priority: number,
  limit: number,
  keyHeader: string,
  metric: string,
  scope?: CfnWebACL.StatementProperty,
): CfnWebACL.RuleProperty {
  return {
    name,
    priority,
    action: refuseUntilTheWindowEnds,
    statement: {
      rateBasedStatement: {
        limit,
        evaluationWindowSec: rateWindowSeconds,
        aggregateKeyType: 'FORWARDED_IP',
        forwardedIpConfig: { headerName: keyHeader, fallbackBehavior: 'MATCH' },
        ...(scope === undefined ? {} : { scopeDownStatement: scope }),
      },
    },
    ruleLabels: [{ name: countedOnly.rateLimited }],
    visibilityConfig: metricsOnly(`${serviceName}-${metric}`),
  };
}

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

    this.accessLogs = new LogGroup(this, 'AccessLogs', { retention: requestLogRetention });
    this.api = new SpecRestApi(this, 'Api', {
      restApiName: `fernly-website-api${props.nameSuffix}`,
      description: 'The Fernly website API, imported from openapi.yaml',
      apiDefinition: ApiDefinition.fromInline(definition),
      // Regional: CloudFront in front of it is the edge; an edge-optimized API would add a second one.
      endpointTypes: [EndpointType.REGIONAL],
      cloudWatchRole: false,
      deployOptions: {
        stageName: apiStageName,
        throttlingRateLimit: unnamedPathThrottle.rateLimit,
        throttlingBurstLimit: unnamedPathThrottle.burstLimit,
        methodOptions: Object.fromEntries(
          apiOperations.map(({ operationId }) => [
            `${operationUrlPath(operationId)}/*`,
            {
              metricsEnabled: true,
              throttlingRateLimit: operationThrottles[operationId].rateLimit,
              throttlingBurstLimit: operationThrottles[operationId].burstLimit,
            },
          ]),
        ),
        metricsEnabled: true,
        loggingLevel: MethodLoggingLevel.OFF,
        accessLogDestination: new LogGroupLogDestination(this.accessLogs),
        // Exactly the fields the privacy policy names (contract/request-logs.ts): no address.
        accessLogFormat: AccessLogFormat.custom(
          JSON.stringify(
            Object.fromEntries(Object.keys(apiAccessLogFields).map((field) => [field, `$context.${field}`])),
          ),
        ),
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
      retention: requestLogRetention,
    });
    // A rate rule's record names the key it counted (the viewer's address or network), and a
    // request around CloudFront comes from its sender's own address, which no redaction hides.
    const labelOf = (label: string) => `awswaf:${Stack.of(this).account}:webacl:${this.webAclName}:${label}`;
    new CfnLoggingConfiguration(this, 'WafLogging', {
      resourceArn: this.webAcl.attrArn,
      logDestinationConfigs: [this.wafLogs.logGroupArn],
      redactedFields: [
        ...Object.values(firewallRecordRedactions).flat(),
        { singleHeader: { Name: apiOriginVerifyHeader } },
      ],
      // Only what the common rules refused as an attack: an ordinary visit leaves no record, and
      // the rules above are counted in their metrics only.
      loggingFilter: {
        DefaultBehavior: 'KEEP',
        Filters: [
          {
            Behavior: 'DROP',
            Requirement: 'MEETS_ANY',
            Conditions: [
              { ActionCondition: { Action: 'ALLOW' } },
              ...Object.values(countedOnly).map((label) => ({
                LabelNameCondition: { LabelName: labelOf(label) },
              })),
            ],
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
          ruleLabels: [{ name: countedOnly.aroundCloudFront }],
          visibilityConfig: metricsOnly(`${serviceName}-only-through-cloudfront`),
        },
        // Requests arrive from CloudFront's addresses. The visitor's keys are in the headers
        // CloudFront's function writes (edge/api-viewer-request.js), not X-Forwarded-For, whose
        // first entries the client writes itself: the IPv4 address, or an IPv6 address's /64 and
        // /48 written as the networks' own addresses, so each counts as one (decisions 0028, 0064).
        rateRule('RateLimitPerClient', 1, apiRateLimitPer5Minutes, apiViewerAddressHeader, 'rate-limit'),
        rateRule(
          'RateLimitPerNetwork',
          2,
          apiNetworkRateLimitPer5Minutes,
          apiViewerNetworkHeader,
          'network-rate-limit',
        ),
        // Far tighter, for the contact form's calls: the start its form makes and the send.
        rateRule(
          'ContactPerClient',
          3,
          contactRateLimitPer5Minutes,
          apiViewerAddressHeader,
          'contact-rate-limit',
          contactCalls,
        ),
        rateRule(
          'ContactPerNetwork',
          4,
          contactNetworkRateLimitPer5Minutes,
          apiViewerNetworkHeader,
          'contact-network-rate-limit',
          contactCalls,
        ),
        {
          name: 'AWSManagedRulesCommonRuleSet',
          priority: 5,
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

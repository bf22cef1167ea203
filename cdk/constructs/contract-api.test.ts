// The REST API construct, alone in a stack: the definition imported from the contract, its gateway
// answers and validator, the stage's throttling and logs, the web ACL and the 5xx alarm.
import { isIP } from 'node:net';
import { App, Stack } from 'aws-cdk-lib';
import { describe, expect, it, beforeAll } from 'vitest';
import { apiBasePath, apiOperations, operationUrlPath } from '../../contract/operations.ts';
import {
  apiAccessLogFields,
  firewallRecordOmissions,
  requestLogRetentionDays,
} from '../../contract/request-logs.ts';
import { validateResponseBody } from '../../contract/validators.ts';
import {
  apiOriginVerifyHeader,
  apiViewerAddressHeader,
  apiViewerNetworkHeader,
} from '../../edge/api-headers.ts';
import {
  isViewerResponse,
  loadCloudFrontFunction,
  viewerRequestEvent,
} from '../../edge/cloudfront-function-sandbox.ts';
import { requestValidatorName } from '../../contract/api-gateway-definition.ts';
import {
  type TestStack,
  repositoryPath,
  synthesizedTestStack,
  testAppContext,
} from '../test/fernly-test-stack.ts';
import { logicalIdOf, restApiBody } from '../test/stack-query.ts';
import {
  arnOf,
  asList,
  onlyResourceOfType,
  resourcesOfType,
  stringAt,
  type TemplateResource,
  valueAt,
} from '../test/template-query.ts';
import {
  apiNetworkRateLimitPer5Minutes,
  ContractApi,
  apiRateLimitPer5Minutes,
  contactNetworkRateLimitPer5Minutes,
  contactOperations,
  contactRateLimitPer5Minutes,
  firewallRecordRedactions,
  oneActor,
  operationThrottles,
} from './contract-api.ts';
import { rateWindowSeconds } from './waf-rules.ts';
import type { JsonValue } from '../../contract/json-value.ts';

let api: ContractApi;
let built: TestStack;
beforeAll(() => {
  const stack = new Stack(new App({ context: testAppContext() }), 'ContractApiTest');
  // The stack's settings per handler are its own test's (cdk/fernly-stack.test.ts).
  api = new ContractApi(stack, 'WebsiteApi', {
    lambdasDir: repositoryPath('lambdas'),
    depsLockFilePath: repositoryPath('package-lock.json'),
    nameSuffix: '',
    appOrigin: 'https://app.fernly.example',
    handlerSettings: (operationId) => ({
      description: `handles ${operationId}`,
      environment: {},
      permissions: [],
    }),
  });
  built = synthesizedTestStack(stack);
});

/** Each method setting of the stage: `/api/sendEmail/*` and its steady rate and burst. */
function methodThrottles() {
  const stage = onlyResourceOfType(built.template, 'AWS::ApiGateway::Stage');
  return asList(stage.properties.MethodSettings).map((setting) => ({
    path: `${stringAt(setting, 'ResourcePath').slice(1).replaceAll('~1', '/')}/${stringAt(setting, 'HttpMethod')}`,
    throttle: {
      rate: Number(valueAt(setting, 'ThrottlingRateLimit')),
      burst: Number(valueAt(setting, 'ThrottlingBurstLimit')),
    },
  }));
}

function rulesOf(acl: TemplateResource): JsonValue[] {
  return asList(acl.properties.Rules);
}

/** The web ACL's rate rules as deployed: their limit, the header they key on, the paths they count (null: all). */
function rateRules() {
  return rulesOf(onlyResourceOfType(built.template, 'AWS::WAFv2::WebACL')).flatMap((rule) => {
    const statement = valueAt(rule, 'Statement', 'RateBasedStatement');
    if (statement === undefined) return [];
    const scope = valueAt(statement, 'ScopeDownStatement', 'OrStatement', 'Statements');
    return [
      {
        name: valueAt(rule, 'Name'),
        limit: Number(valueAt(statement, 'Limit')),
        key: valueAt(statement, 'ForwardedIPConfig', 'HeaderName'),
        paths:
          scope === undefined
            ? null
            : asList(scope).map((match) => stringAt(match, 'ByteMatchStatement', 'SearchString')),
      },
    ];
  });
}

const contactPaths = contactOperations.map((operationId) => operationUrlPath(operationId).toLowerCase());

describe('API', () => {
  const operations = apiOperations.map(({ operationId, path }) => ({
    operationId,
    path: `${apiBasePath}${path}`,
  }));

  function functionIdOf(operationId: string): string {
    const apiFunction = api.functions.get(operationId);
    if (apiFunction === undefined) throw new Error(`No function for ${operationId}`);
    return logicalIdOf(built, apiFunction.function);
  }

  it('is a regional REST API imported from the contract as OpenAPI 3.0', () => {
    const api = onlyResourceOfType(built.template, 'AWS::ApiGateway::RestApi');
    expect(api.properties.EndpointConfiguration).toEqual({ Types: ['REGIONAL'] });
    expect(restApiBody(built).openapi).toBe('3.0.1');
    expect(Object.keys(valueAt(restApiBody(built), 'paths') ?? {})).toEqual(
      operations.map(({ path }) => path),
    );
  });

  it.each(operations)(
    'integrates $operationId with its own handler through the Lambda proxy',
    ({ operationId, path }) => {
      const operation = valueAt(restApiBody(built), 'paths', path, 'post');
      expect(valueAt(operation, 'operationId')).toBe(operationId);
      expect(valueAt(operation, 'x-amazon-apigateway-integration')).toEqual({
        type: 'aws_proxy',
        httpMethod: 'POST',
        passthroughBehavior: 'when_no_match',
        uri: {
          'Fn::Sub': [
            'arn:${AWS::Partition}:apigateway:${AWS::Region}:lambda:path/2015-03-31/functions/${FunctionArn}/invocations',
            { FunctionArn: arnOf(functionIdOf(operationId)) },
          ],
        },
      });
      expect(valueAt(operation, 'x-amazon-apigateway-request-validator')).toBe(requestValidatorName);
    },
  );

  // The gateway's own answers: the types REST APIs produce for throttling, the WAF, missing routes,
  // bad bodies and failed or slow handlers. Each must be the contract's error body under a status
  // every operation lists, with Retry-After where the contract asks for it.
  const gatewayTypesTheApiMeets = [
    'THROTTLED',
    'QUOTA_EXCEEDED',
    'WAF_FILTERED',
    'ACCESS_DENIED',
    'MISSING_AUTHENTICATION_TOKEN',
    'RESOURCE_NOT_FOUND',
    'BAD_REQUEST_BODY',
    'BAD_REQUEST_PARAMETERS',
    'REQUEST_TOO_LARGE',
    'UNSUPPORTED_MEDIA_TYPE',
    'INTEGRATION_FAILURE',
    'INTEGRATION_TIMEOUT',
    'DEFAULT_4XX',
    'DEFAULT_5XX',
  ];

  it.each(gatewayTypesTheApiMeets)(
    'answers the gateway response %s with the contract error body and a listed status',
    (type) => {
      const response = valueAt(restApiBody(built), 'x-amazon-apigateway-gateway-responses', type);
      const status = Number(valueAt(response, 'statusCode'));
      const template = valueAt(response, 'responseTemplates', 'application/json');
      if (typeof template !== 'string') throw new Error(`${type} has no JSON template`);
      // What API Gateway sends: the template with its one variable substituted.
      const body: unknown = JSON.parse(template.replaceAll('$context.requestId', 'a1b2c3d4-request'));
      for (const { operationId } of operations) {
        expect(validateResponseBody(operationId, status, body), `${type} for ${operationId}`).toMatchObject({
          ok: true,
        });
      }
      const retryAfter = valueAt(response, 'responseParameters', 'gatewayresponse.header.Retry-After');
      if ([429, 503].includes(status)) expect(retryAfter).toMatch(/^'[1-9]\d*'$/);
      else expect(retryAfter).toBeUndefined();
    },
  );

  it('defines the request validator for bodies and parameters', () => {
    expect(valueAt(restApiBody(built), 'x-amazon-apigateway-request-validators')).toEqual({
      [requestValidatorName]: { validateRequestBody: true, validateRequestParameters: true },
    });
  });

  it.each(operations)(
    'lets only this API stage invoke $operationId, with POST on its path',
    ({ operationId, path }) => {
      const permissions = resourcesOfType(built.template, 'AWS::Lambda::Permission').filter(
        ({ properties }) => JSON.stringify(properties.FunctionName).includes(functionIdOf(operationId)),
      );
      expect(permissions).toHaveLength(1);
      expect(permissions[0]?.properties).toMatchObject({
        Action: 'lambda:InvokeFunction',
        Principal: 'apigateway.amazonaws.com',
      });
      const sourceArn = JSON.stringify(permissions[0]?.properties.SourceArn);
      expect(sourceArn).toContain(`/POST${path}`);
      expect(sourceArn).toContain(logicalIdOf(built, api.api.deploymentStage));
    },
  );

  it('gives each operation its own throttle, its preflight included, and writes the access log’s named fields', () => {
    const stage = onlyResourceOfType(built.template, 'AWS::ApiGateway::Stage');
    const byPath = new Map(methodThrottles().map(({ path, throttle }) => [path, throttle]));
    // The stage's default reaches only a path the contract adds before it has a throttle here.
    const unnamedPath = byPath.get('*/*');
    byPath.delete('*/*');
    expect(unnamedPath?.rate).toBeLessThanOrEqual(
      Math.min(...Object.values(operationThrottles).map((throttle) => throttle.rateLimit)),
    );
    expect(byPath).toEqual(
      new Map(
        operations.map(({ operationId, path }) => [
          `${path}/*`,
          {
            rate: operationThrottles[operationId].rateLimit,
            burst: operationThrottles[operationId].burstLimit,
          },
        ]),
      ),
    );
    const format: unknown = JSON.parse(stringAt(stage.properties, 'AccessLogSetting', 'Format'));
    expect(format).toEqual(
      Object.fromEntries(Object.keys(apiAccessLogFields).map((field) => [field, `$context.${field}`])),
    );
    // Nothing about who called: API Gateway names those `$context.identity.*`.
    expect(JSON.stringify(format)).not.toMatch(/identity|ip|caller|user|agent/i);
    const accessLogsId = logicalIdOf(built, api.accessLogs);
    expect(JSON.stringify(valueAt(stage.properties, 'AccessLogSetting', 'DestinationArn'))).toContain(
      accessLogsId,
    );
    expect(
      resourcesOfType(built.template, 'AWS::Logs::LogGroup').find(
        ({ logicalId }) => logicalId === accessLogsId,
      )?.properties.RetentionInDays,
    ).toBe(requestLogRetentionDays);
  });

  it('attaches a regional web ACL with rate limits per client and per network and the AWS common rules', () => {
    const acl = onlyResourceOfType(built.template, 'AWS::WAFv2::WebACL');
    expect(acl.properties).toMatchObject({ Scope: 'REGIONAL', DefaultAction: { Allow: {} } });
    const rules = asList(acl.properties.Rules);
    expect(rules.map((rule) => valueAt(rule, 'Name'))).toEqual([
      'OnlyThroughCloudFront',
      'RateLimitPerClient',
      'RateLimitPerNetwork',
      'ContactPerClient',
      'ContactPerNetwork',
      'AWSManagedRulesCommonRuleSet',
    ]);
    expect(rateRules()).toEqual([
      {
        name: 'RateLimitPerClient',
        limit: apiRateLimitPer5Minutes,
        key: apiViewerAddressHeader,
        paths: null,
      },
      {
        name: 'RateLimitPerNetwork',
        limit: apiNetworkRateLimitPer5Minutes,
        key: apiViewerNetworkHeader,
        paths: null,
      },
      {
        name: 'ContactPerClient',
        limit: contactRateLimitPer5Minutes,
        key: apiViewerAddressHeader,
        paths: contactPaths,
      },
      {
        name: 'ContactPerNetwork',
        limit: contactNetworkRateLimitPer5Minutes,
        key: apiViewerNetworkHeader,
        paths: contactPaths,
      },
    ]);
    for (const rule of rules.filter((candidate) => valueAt(candidate, 'Statement', 'RateBasedStatement'))) {
      expect(rule).toMatchObject({
        Action: {
          Block: { CustomResponse: { ResponseCode: 429, CustomResponseBodyKey: 'tooManyRequests' } },
        },
        Statement: { RateBasedStatement: { EvaluationWindowSec: 300, AggregateKeyType: 'FORWARDED_IP' } },
      });
    }
    expect(rules.find((rule) => valueAt(rule, 'Name') === 'AWSManagedRulesCommonRuleSet')).toMatchObject({
      OverrideAction: { None: {} },
      Statement: {
        ManagedRuleGroupStatement: {
          VendorName: 'AWS',
          Name: 'AWSManagedRulesCommonRuleSet',
          RuleActionOverrides: [{ Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } }],
        },
      },
    });
    const blockedBody = stringAt(acl.properties, 'CustomResponseBodies', 'tooManyRequests', 'Content');
    expect(JSON.parse(blockedBody)).toMatchObject({ code: 'too_many_requests' });
    const association = onlyResourceOfType(built.template, 'AWS::WAFv2::WebACLAssociation');
    expect(association.properties.WebACLArn).toEqual(arnOf(acl.logicalId));
    expect(JSON.stringify(association.properties.ResourceArn)).toContain(
      logicalIdOf(built, api.api.deploymentStage),
    );
  });

  // Decision 0064: one actor with a handful of addresses (oneActor) must leave every operation at
  // least half of its throttle, whatever it spreads over its IPv4 addresses and its /48's /64s.
  it.each(operations)(
    'leaves $operationId at least half its throttle when one actor sends all it may',
    ({ operationId, path }) => {
      const throttle = methodThrottles().find((method) => method.path === `${path}/*`)?.throttle;
      const limitsOn = (key: string) =>
        rateRules()
          .filter(
            (rule) => rule.key === key && (rule.paths === null || rule.paths.includes(path.toLowerCase())),
          )
          .map((rule) => rule.limit);
      const perAddress = Math.min(...limitsOn(apiViewerAddressHeader), ...limitsOn(apiViewerNetworkHeader));
      const perNetwork = Math.min(...limitsOn(apiViewerNetworkHeader));
      const actorPerSecond =
        (oneActor.ipv4Addresses * perAddress + oneActor.ipv6Networks * perNetwork) / rateWindowSeconds;
      expect(Number.isFinite(actorPerSecond)).toBe(true);
      expect(
        actorPerSecond,
        `${operationId}: ${actorPerSecond} of ${throttle?.rate} a second`,
      ).toBeLessThanOrEqual((throttle?.rate ?? 0) / 2);
    },
  );

  it('counts the contact form tighter than anything else, and its calls by every spelling of their paths', () => {
    expect(contactOperations).toEqual(['startContact', 'sendEmail']);
    expect(contactRateLimitPer5Minutes).toBeLessThan(apiRateLimitPer5Minutes / 10);
    expect(contactNetworkRateLimitPer5Minutes).toBeLessThan(apiNetworkRateLimitPer5Minutes / 10);
    const rule = asList(onlyResourceOfType(built.template, 'AWS::WAFv2::WebACL').properties.Rules).find(
      (candidate) => valueAt(candidate, 'Name') === 'ContactPerClient',
    );
    for (const match of asList(
      valueAt(rule, 'Statement', 'RateBasedStatement', 'ScopeDownStatement', 'OrStatement', 'Statements'),
    )) {
      expect(valueAt(match, 'ByteMatchStatement')).toMatchObject({
        FieldToMatch: { UriPath: {} },
        PositionalConstraint: 'CONTAINS',
        TextTransformations: [{ Priority: 0, Type: 'LOWERCASE' }],
      });
    }
  });

  it('counts every rate rule per viewer key or network, which the API’s CloudFront function writes as valid addresses: one per IPv6 /64 and /48', () => {
    expect(new Set(rateRules().map((rule) => rule.key))).toEqual(
      new Set([apiViewerAddressHeader, apiViewerNetworkHeader]),
    );
    const apiViewerRequest = loadCloudFrontFunction(
      new URL('../../edge/api-viewer-request.js', import.meta.url).pathname,
    );
    const keysOf = (ip: string) => {
      const event = viewerRequestEvent('POST', operationUrlPath('sendEmail'), 'fernly.example');
      event.viewer.ip = ip;
      const result = apiViewerRequest(event);
      if (isViewerResponse(result)) throw new Error('the request must go on to the API');
      return [apiViewerAddressHeader, apiViewerNetworkHeader].map(
        (header) => result.headers[header]?.value ?? '',
      );
    };
    // FORWARDED_IP aggregates on the address in the header; a network's own address keys the network.
    const addresses = ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2:ffff::1', '2001:db8:1:2::'];
    expect(new Set(addresses.map((ip) => keysOf(ip).join(' ')))).toEqual(
      new Set(['2001:db8:1:2:: 2001:db8:1::']),
    );
    expect(keysOf('2001:db8:1:ffff::1')).toEqual(['2001:db8:1:ffff::', '2001:db8:1::']);
    for (const key of keysOf('2001:db8:1:2::9')) expect(isIP(key)).toBe(6);
    expect(keysOf('203.0.113.9')).toEqual(['203.0.113.9', '203.0.113.9']);
  });

  it('records only what the common rules refused, for the request logs’ days, without what the privacy policy says it leaves out', () => {
    const config = onlyResourceOfType(built.template, 'AWS::WAFv2::LoggingConfiguration');
    const acl = onlyResourceOfType(built.template, 'AWS::WAFv2::WebACL');
    const logs = logicalIdOf(built, api.wafLogs);
    expect(config.properties.ResourceArn).toEqual(arnOf(acl.logicalId));
    expect(JSON.stringify(config.properties.LogDestinationConfigs)).toContain(logs);
    const group = resourcesOfType(built.template, 'AWS::Logs::LogGroup').find(
      ({ logicalId }) => logicalId === logs,
    );
    expect(group?.properties.RetentionInDays).toBe(requestLogRetentionDays);
    expect(group?.properties.LogGroupName).toMatch(/^aws-waf-logs-/);
    // Each thing the policy says a record leaves out is redacted, and the origin secret with them.
    expect(Object.keys(firewallRecordRedactions)).toEqual([...firewallRecordOmissions]);
    for (const fields of Object.values(firewallRecordRedactions)) expect(fields.length).toBeGreaterThan(0);
    const redacted = asList(config.properties.RedactedFields).map((field) => JSON.stringify(field));
    expect(redacted).toEqual(
      expect.arrayContaining(
        [
          apiViewerAddressHeader,
          apiViewerNetworkHeader,
          'x-forwarded-for',
          'cloudfront-viewer-address',
          'cookie',
          'referer',
          apiOriginVerifyHeader,
        ].map((name) => JSON.stringify({ SingleHeader: { Name: name } })),
      ),
    );
    expect(redacted).toContain(JSON.stringify({ QueryString: {} }));
    expect(redacted).toHaveLength(Object.values(firewallRecordRedactions).flat().length + 1);
    // Allowed requests leave no record, nor do the rules whose record would name a viewer key or
    // the address of a caller around CloudFront: those rules label what they refuse.
    const labels = rulesOf(acl).flatMap((rule) =>
      asList(valueAt(rule, 'RuleLabels')).map((label) => stringAt(label, 'Name')),
    );
    expect(new Set(labels)).toEqual(new Set(['around-cloudfront', 'rate-limited']));
    const unlabelledBlocks = rulesOf(acl).filter(
      (rule) => valueAt(rule, 'Action', 'Block') !== undefined && valueAt(rule, 'RuleLabels') === undefined,
    );
    expect(unlabelledBlocks).toEqual([]);
    const filter = valueAt(config.properties, 'LoggingFilter');
    expect(valueAt(filter, 'DefaultBehavior')).toBe('KEEP');
    expect(asList(valueAt(filter, 'Filters'))).toHaveLength(1);
    expect(valueAt(filter, 'Filters', 0, 'Behavior')).toBe('DROP');
    expect(valueAt(filter, 'Filters', 0, 'Requirement')).toBe('MEETS_ANY');
    const dropped = JSON.stringify(valueAt(filter, 'Filters', 0, 'Conditions'));
    expect(dropped).toContain('{"ActionCondition":{"Action":"ALLOW"}}');
    for (const label of labels) expect(dropped).toContain(`:webacl:${api.webAclName}:${label}"`);
  });

  it('keeps no sampled requests, which would hold the viewer’s address and the origin secret unredacted', () => {
    const acl = onlyResourceOfType(built.template, 'AWS::WAFv2::WebACL');
    const visibilityConfigs = [
      valueAt(acl.properties, 'VisibilityConfig'),
      ...asList(acl.properties.Rules).map((rule) => valueAt(rule, 'VisibilityConfig')),
    ];
    expect(visibilityConfigs.length).toBeGreaterThan(3);
    for (const config of visibilityConfigs) expect(config).toMatchObject({ SampledRequestsEnabled: false });
  });

  it('alarms on API 5xx answers', () => {
    built.template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/ApiGateway',
      MetricName: '5XXError',
      Statistic: 'Sum',
      Threshold: 5,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    });
  });
});

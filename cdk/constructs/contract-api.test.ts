// The REST API construct, alone in a stack: the definition imported from the contract, its gateway
// answers and validator, the stage's throttling and logs, the web ACL and the 5xx alarm.
import { isIP } from 'node:net';
import { App, Stack } from 'aws-cdk-lib';
import { describe, expect, it, beforeAll } from 'vitest';
import { apiBasePath, apiOperations, operationUrlPath } from '../../contract/operations.ts';
import { siteLogRetentionDays } from '../../contract/service.ts';
import { validateResponseBody } from '../../contract/validators.ts';
import { apiOriginVerifyHeader, apiViewerAddressHeader } from '../../edge/api-headers.ts';
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
  valueAt,
} from '../test/template-query.ts';
import {
  ContractApi,
  apiRateLimitPer5Minutes,
  apiThrottlingBurstLimit,
  apiThrottlingRateLimit,
  contactMailRateLimitPer5Minutes,
} from './contract-api.ts';
import { accessLogRetention } from './static-site.ts';

let api: ContractApi;
let built: TestStack;
beforeAll(() => {
  const stack = new Stack(new App({ context: testAppContext() }), 'ContractApiTest');
  // The stack's settings per handler are its own test's (cdk/fernly-stack.test.ts).
  api = new ContractApi(stack, 'WebsiteApi', {
    wafLogRetention: accessLogRetention,
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

  it('throttles the stage and writes JSON access logs', () => {
    const stage = onlyResourceOfType(built.template, 'AWS::ApiGateway::Stage');
    expect(stage.properties.MethodSettings).toEqual([
      expect.objectContaining({
        HttpMethod: '*',
        ResourcePath: '/*',
        ThrottlingRateLimit: apiThrottlingRateLimit,
        ThrottlingBurstLimit: apiThrottlingBurstLimit,
      }),
    ]);
    const format = stringAt(stage.properties, 'AccessLogSetting', 'Format');
    expect(JSON.parse(format)).toMatchObject({
      requestId: '$context.requestId',
      status: '$context.status',
      resourcePath: '$context.resourcePath',
    });
    const accessLogsId = logicalIdOf(built, api.accessLogs);
    expect(JSON.stringify(valueAt(stage.properties, 'AccessLogSetting', 'DestinationArn'))).toContain(
      accessLogsId,
    );
    expect(
      resourcesOfType(built.template, 'AWS::Logs::LogGroup').find(
        ({ logicalId }) => logicalId === accessLogsId,
      )?.properties.RetentionInDays,
    ).toBe(90);
  });

  it('attaches a regional web ACL with a per-client rate limit and the AWS common rules', () => {
    const acl = onlyResourceOfType(built.template, 'AWS::WAFv2::WebACL');
    expect(acl.properties).toMatchObject({ Scope: 'REGIONAL', DefaultAction: { Allow: {} } });
    const rules = asList(acl.properties.Rules);
    expect(rules.find((rule) => valueAt(rule, 'Name') === 'RateLimitPerClient')).toMatchObject({
      Action: { Block: { CustomResponse: { ResponseCode: 429 } } },
      Statement: {
        RateBasedStatement: {
          Limit: apiRateLimitPer5Minutes,
          AggregateKeyType: 'FORWARDED_IP',
          ForwardedIPConfig: { HeaderName: apiViewerAddressHeader, FallbackBehavior: 'MATCH' },
        },
      },
    });
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
    expect(rules.map((rule) => valueAt(rule, 'Name'))).toEqual([
      'OnlyThroughCloudFront',
      'RateLimitPerClient',
      'ContactMailPerClient',
      'AWSManagedRulesCommonRuleSet',
    ]);
    const blockedBody = stringAt(acl.properties, 'CustomResponseBodies', 'tooManyRequests', 'Content');
    expect(JSON.parse(blockedBody)).toMatchObject({ code: 'too_many_requests' });
    const association = onlyResourceOfType(built.template, 'AWS::WAFv2::WebACLAssociation');
    expect(association.properties.WebACLArn).toEqual(arnOf(acl.logicalId));
    expect(JSON.stringify(association.properties.ResourceArn)).toContain(
      logicalIdOf(built, api.api.deploymentStage),
    );
  });

  it('limits contact mail per visitor far tighter, on any spelling of the sendEmail path', () => {
    const rules = asList(onlyResourceOfType(built.template, 'AWS::WAFv2::WebACL').properties.Rules);
    const rule = rules.find((candidate) => valueAt(candidate, 'Name') === 'ContactMailPerClient');
    expect(rule).toMatchObject({
      Action: { Block: { CustomResponse: { ResponseCode: 429, CustomResponseBodyKey: 'tooManyRequests' } } },
      Statement: {
        RateBasedStatement: {
          Limit: contactMailRateLimitPer5Minutes,
          EvaluationWindowSec: 300,
          AggregateKeyType: 'FORWARDED_IP',
          ForwardedIPConfig: { HeaderName: apiViewerAddressHeader, FallbackBehavior: 'MATCH' },
          ScopeDownStatement: {
            ByteMatchStatement: {
              FieldToMatch: { UriPath: {} },
              PositionalConstraint: 'CONTAINS',
              SearchString: operationUrlPath('sendEmail').toLowerCase(),
              TextTransformations: [{ Priority: 0, Type: 'LOWERCASE' }],
            },
          },
        },
      },
    });
    expect(contactMailRateLimitPer5Minutes).toBeLessThan(apiRateLimitPer5Minutes / 10);
  });

  it('counts every rate rule per viewer key, which the API’s CloudFront function writes as a valid address, one per IPv6 /64', () => {
    const rules = asList(onlyResourceOfType(built.template, 'AWS::WAFv2::WebACL').properties.Rules);
    const rateRules = rules.filter((rule) => valueAt(rule, 'Statement', 'RateBasedStatement') !== undefined);
    expect(rateRules).toHaveLength(2);
    for (const rule of rateRules) {
      expect(valueAt(rule, 'Statement', 'RateBasedStatement', 'ForwardedIPConfig', 'HeaderName')).toBe(
        apiViewerAddressHeader,
      );
    }
    const apiViewerRequest = loadCloudFrontFunction(
      new URL('../../edge/api-viewer-request.js', import.meta.url).pathname,
    );
    const viewerKey = (ip: string) => {
      const event = viewerRequestEvent('POST', operationUrlPath('sendEmail'), 'fernly.example');
      event.viewer.ip = ip;
      const result = apiViewerRequest(event);
      if (isViewerResponse(result)) throw new Error('the request must go on to the API');
      return result.headers[apiViewerAddressHeader]?.value ?? '';
    };
    // FORWARDED_IP aggregates on the address in the header; the /64's own address keys the /64.
    const keys = ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2:ffff::1', '2001:db8:1:2::'].map(viewerKey);
    expect(new Set(keys)).toEqual(new Set(['2001:db8:1:2::']));
    expect(isIP(keys[0] ?? '')).toBe(6);
    expect(viewerKey('203.0.113.9')).toBe('203.0.113.9');
  });

  it('records what the web ACL blocks, for as long as the site keeps its logs, without addresses, cookies or the secret', () => {
    const config = onlyResourceOfType(built.template, 'AWS::WAFv2::LoggingConfiguration');
    const acl = onlyResourceOfType(built.template, 'AWS::WAFv2::WebACL');
    const logs = logicalIdOf(built, api.wafLogs);
    expect(config.properties.ResourceArn).toEqual(arnOf(acl.logicalId));
    expect(JSON.stringify(config.properties.LogDestinationConfigs)).toContain(logs);
    const group = resourcesOfType(built.template, 'AWS::Logs::LogGroup').find(
      ({ logicalId }) => logicalId === logs,
    );
    expect(group?.properties.RetentionInDays).toBe(siteLogRetentionDays);
    expect(group?.properties.LogGroupName).toMatch(/^aws-waf-logs-/);
    expect(config.properties.RedactedFields).toEqual([
      ...[apiViewerAddressHeader, 'x-forwarded-for', 'cookie', apiOriginVerifyHeader].map((name) => ({
        SingleHeader: { Name: name },
      })),
      { QueryString: {} },
    ]);
    expect(config.properties.LoggingFilter).toEqual({
      DefaultBehavior: 'DROP',
      Filters: [
        {
          Behavior: 'KEEP',
          Requirement: 'MEETS_ANY',
          Conditions: [{ ActionCondition: { Action: 'BLOCK' } }],
        },
      ],
    });
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

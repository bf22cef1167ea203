// Assertions on the synthesized stack with the full deploy context (custom domain). The stack is
// built once for the whole file: bundling the handlers dominates the run time.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { CfnElement } from 'aws-cdk-lib';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import type { ResponseHeadersPolicy } from 'aws-cdk-lib/aws-cloudfront';
import type { IConstruct } from 'constructs';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiBasePath } from '../contract/operations.ts';
import { functionTimeoutMs, serviceName, trackingRetentionDays } from '../contract/service.ts';
import { validateResponseBody } from '../contract/validators.ts';
import { apiOriginVerifyHeader, apiViewerAddressHeader } from '../edge/api-headers.ts';
import { cacheControlFor } from '../edge/cache-control.ts';
import { documentHeaders, readSiteMeta } from '../edge/security-headers.ts';
import { requestValidatorName } from './api-definition.ts';
import {
  apiRateLimitPer5Minutes,
  apiThrottlingBurstLimit,
  apiThrottlingRateLimit,
} from './constructs/contract-api.ts';
import { type JsonObject, type JsonValue, isJsonObject, toJsonValue } from './json-value.ts';
import {
  type TestStack,
  buildTestStack,
  deployContextWithDomain,
  fixtureSiteMetaPath,
  stackBuildTimeoutMs,
} from './test/fernly-test-stack.ts';
import { recordedAcknowledgements, unacknowledgedNagFindings } from './test/nag-findings.ts';
import {
  arnOf,
  asList,
  onlyResourceOfType,
  refTo,
  resourcesOfType,
  stringAt,
  valueAt,
} from './test/template-query.ts';

let built: TestStack;
beforeAll(() => {
  built = buildTestStack(deployContextWithDomain);
}, stackBuildTimeoutMs);

function logicalIdOf(construct: IConstruct): string {
  const resource = construct.node.defaultChild;
  if (!(resource instanceof CfnElement))
    throw new Error(`${construct.node.path} has no CloudFormation resource`);
  return built.stack.getLogicalId(resource);
}

function distributionConfig(): JsonObject {
  const config = onlyResourceOfType(built.template, 'AWS::CloudFront::Distribution').properties
    .DistributionConfig;
  if (!isJsonObject(config)) throw new Error('The distribution has no DistributionConfig');
  return config;
}

function cacheBehavior(pathPattern: string): JsonValue | undefined {
  return asList(distributionConfig().CacheBehaviors).find(
    (behavior) => valueAt(behavior, 'PathPattern') === pathPattern,
  );
}

const managedCachingDisabled = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const managedAllViewerExceptHostHeader = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';
const apiPathPattern = `${apiBasePath}/*`;

describe('site bucket', () => {
  it('is private, TLS-only, versioned, encrypted and kept on stack deletion', () => {
    const bucketId = logicalIdOf(built.stack.site.bucket);
    built.template.hasResource('AWS::S3::Bucket', {
      Properties: {
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
        VersioningConfiguration: { Status: 'Enabled' },
        BucketEncryption: {
          ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
        },
        OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }] },
        LoggingConfiguration: { DestinationBucketName: refTo(logicalIdOf(built.stack.site.logBucket)) },
      },
      DeletionPolicy: 'Retain',
    });
    expect(resourcesOfType(built.template, 'AWS::S3::Bucket').map((bucket) => bucket.logicalId)).toContain(
      bucketId,
    );
  });

  it('lets only this distribution read objects, and refuses plain HTTP', () => {
    const bucketId = logicalIdOf(built.stack.site.bucket);
    const policy = resourcesOfType(built.template, 'AWS::S3::BucketPolicy').find(
      ({ properties }) => valueAt(properties, 'Bucket', 'Ref') === bucketId,
    );
    const statements = asList(valueAt(policy?.properties, 'PolicyDocument', 'Statement'));
    const allows = statements.filter((statement) => valueAt(statement, 'Effect') === 'Allow');
    expect(allows).toEqual([
      {
        Action: 's3:GetObject',
        Condition: {
          StringEquals: {
            'AWS:SourceArn': {
              'Fn::Join': [
                '',
                [
                  'arn:',
                  refTo('AWS::Partition'),
                  ':cloudfront::',
                  refTo('AWS::AccountId'),
                  ':distribution/',
                  refTo(logicalIdOf(built.stack.site.distribution)),
                ],
              ],
            },
          },
        },
        Effect: 'Allow',
        Principal: { Service: 'cloudfront.amazonaws.com' },
        Resource: { 'Fn::Join': ['', [arnOf(bucketId), '/*']] },
      },
    ]);
    expect(statements).toContainEqual(
      expect.objectContaining({
        Effect: 'Deny',
        Action: 's3:*',
        Principal: { AWS: '*' },
        Condition: { Bool: { 'aws:SecureTransport': 'false' } },
      }),
    );
  });

  it('has no public principal allowed anywhere', () => {
    for (const { properties } of resourcesOfType(built.template, 'AWS::S3::BucketPolicy')) {
      for (const statement of asList(valueAt(properties, 'PolicyDocument', 'Statement'))) {
        if (valueAt(statement, 'Effect') !== 'Allow') continue;
        expect(JSON.stringify(valueAt(statement, 'Principal'))).not.toContain('"*"');
      }
    }
  });
});

describe('distribution', () => {
  it('reads the bucket through an Origin Access Control that signs every request', () => {
    const oac = onlyResourceOfType(built.template, 'AWS::CloudFront::OriginAccessControl');
    expect(valueAt(oac.properties, 'OriginAccessControlConfig')).toMatchObject({
      OriginAccessControlOriginType: 's3',
      SigningBehavior: 'always',
      SigningProtocol: 'sigv4',
    });
    const s3Origins = asList(distributionConfig().Origins).filter(
      (origin) => valueAt(origin, 'S3OriginConfig') !== undefined,
    );
    expect(s3Origins).toHaveLength(1);
    expect(valueAt(s3Origins[0], 'OriginAccessControlId')).toEqual({
      'Fn::GetAtt': [oac.logicalId, 'Id'],
    });
    expect(valueAt(s3Origins[0], 'S3OriginConfig', 'OriginAccessIdentity')).toBe('');
  });

  it('serves HTTPS only, over HTTP/2 and HTTP/3, compressed, on the site domain with TLS 1.2', () => {
    const config = distributionConfig();
    expect(config).toMatchObject({
      Enabled: true,
      HttpVersion: 'http2and3',
      IPV6Enabled: true,
      Aliases: ['fernly.example'],
      ViewerCertificate: {
        AcmCertificateArn: deployContextWithDomain.siteDomain?.certificateArn,
        MinimumProtocolVersion: 'TLSv1.2_2021',
        SslSupportMethod: 'sni-only',
      },
      DefaultCacheBehavior: { ViewerProtocolPolicy: 'redirect-to-https', Compress: true },
    });
    for (const pathPattern of ['/assets/*', apiPathPattern]) {
      expect(valueAt(cacheBehavior(pathPattern), 'Compress')).toBe(true);
    }
    expect(valueAt(cacheBehavior('/assets/*'), 'ViewerProtocolPolicy')).toBe('redirect-to-https');
    expect(valueAt(cacheBehavior(apiPathPattern), 'ViewerProtocolPolicy')).toBe('https-only');
  });

  it('runs edge/viewer-request.js on viewer requests for pages, on the cloudfront-js-2.0 runtime', () => {
    const fn = resourcesOfType(built.template, 'AWS::CloudFront::Function').find(
      ({ logicalId }) => logicalId === logicalIdOf(built.stack.site.viewerRequestFunction),
    );
    if (fn === undefined) throw new Error('No viewer-request function for pages');
    expect(fn.properties.FunctionCode).toBe(
      readFileSync(new URL('../edge/viewer-request.js', import.meta.url), 'utf8'),
    );
    expect(fn.properties.FunctionConfig).toMatchObject({ Runtime: 'cloudfront-js-2.0' });
    expect(fn.properties.AutoPublish).toBe(true);
    expect(valueAt(distributionConfig(), 'DefaultCacheBehavior', 'FunctionAssociations')).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [fn.logicalId, 'FunctionARN'] } },
    ]);
  });

  it('caches pages briefly and hashed assets for a year, keyed on the path alone', () => {
    const policies = resourcesOfType(built.template, 'AWS::CloudFront::CachePolicy');
    const pages = policies.find(
      ({ logicalId }) => logicalId === logicalIdOf(built.stack.site.pagesCachePolicy),
    );
    const assets = policies.find(
      ({ logicalId }) => logicalId === logicalIdOf(built.stack.site.assetsCachePolicy),
    );
    expect(valueAt(pages?.properties, 'CachePolicyConfig')).toMatchObject({
      MinTTL: 60,
      DefaultTTL: 60,
      MaxTTL: 300,
    });
    const year = 365 * 24 * 60 * 60;
    expect(valueAt(assets?.properties, 'CachePolicyConfig')).toMatchObject({
      MinTTL: year,
      DefaultTTL: year,
      MaxTTL: year,
    });
    for (const policy of [pages, assets]) {
      expect(
        valueAt(policy?.properties, 'CachePolicyConfig', 'ParametersInCacheKeyAndForwardedToOrigin'),
      ).toEqual({
        CookiesConfig: { CookieBehavior: 'none' },
        EnableAcceptEncodingBrotli: true,
        EnableAcceptEncodingGzip: true,
        HeadersConfig: { HeaderBehavior: 'none' },
        QueryStringsConfig: { QueryStringBehavior: 'none' },
      });
    }
    expect(valueAt(distributionConfig(), 'DefaultCacheBehavior', 'CachePolicyId')).toEqual(
      refTo(pages?.logicalId ?? ''),
    );
    expect(valueAt(cacheBehavior('/assets/*'), 'CachePolicyId')).toEqual(refTo(assets?.logicalId ?? ''));
  });

  it('answers a missing page (403 or 404 from the bucket) with /404.html and status 404', () => {
    expect(distributionConfig().CustomErrorResponses).toEqual([
      { ErrorCode: 403, ResponseCode: 404, ResponsePagePath: '/404.html', ErrorCachingMinTTL: 60 },
      { ErrorCode: 404, ResponseCode: 404, ResponsePagePath: '/404.html', ErrorCachingMinTTL: 60 },
    ]);
  });

  it(`sends ${apiPathPattern} uncached to the API stage with the viewer headers except Host, allowing POST`, () => {
    const behavior = cacheBehavior(apiPathPattern);
    expect(valueAt(behavior, 'AllowedMethods')).toEqual(
      expect.arrayContaining(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']),
    );
    expect(valueAt(behavior, 'CachePolicyId')).toBe(managedCachingDisabled);
    expect(valueAt(behavior, 'OriginRequestPolicyId')).toBe(managedAllViewerExceptHostHeader);
    const originId = valueAt(behavior, 'TargetOriginId');
    const origin = asList(distributionConfig().Origins).find(
      (candidate) => valueAt(candidate, 'Id') === originId,
    );
    const restApiId = logicalIdOf(built.stack.api.api);
    expect(JSON.stringify(valueAt(origin, 'DomainName'))).toContain(restApiId);
    expect(JSON.stringify(valueAt(origin, 'DomainName'))).toContain('.execute-api.');
    expect(JSON.stringify(valueAt(origin, 'OriginPath'))).toContain(
      logicalIdOf(built.stack.api.api.deploymentStage),
    );
    expect(valueAt(origin, 'CustomOriginConfig', 'OriginProtocolPolicy')).toBe('https-only');
  });

  it('applies the document headers to pages and the asset headers to assets and the API', () => {
    const documentPolicy = refTo(logicalIdOf(built.stack.site.documentHeadersPolicy));
    const assetPolicy = refTo(logicalIdOf(built.stack.site.assetHeadersPolicy));
    expect(valueAt(distributionConfig(), 'DefaultCacheBehavior', 'ResponseHeadersPolicyId')).toEqual(
      documentPolicy,
    );
    expect(valueAt(cacheBehavior('/assets/*'), 'ResponseHeadersPolicyId')).toEqual(assetPolicy);
    expect(valueAt(cacheBehavior(apiPathPattern), 'ResponseHeadersPolicyId')).toEqual(assetPolicy);
  });

  it('logs to the access-log bucket, which expires the logs', () => {
    expect(valueAt(distributionConfig(), 'Logging', 'Bucket')).toEqual({
      'Fn::GetAtt': [logicalIdOf(built.stack.site.logBucket), 'RegionalDomainName'],
    });
    built.template.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: { Rules: [Match.objectLike({ ExpirationInDays: 30, Status: 'Enabled' })] },
      PublicAccessBlockConfiguration: Match.objectLike({ BlockPublicPolicy: true }),
    });
  });

  it('points the domain at the distribution over IPv4 and IPv6', () => {
    for (const type of ['A', 'AAAA']) {
      built.template.hasResourceProperties('AWS::Route53::RecordSet', {
        Name: 'fernly.example.',
        Type: type,
        HostedZoneId: deployContextWithDomain.siteDomain?.hostedZoneId,
        AliasTarget: {
          DNSName: { 'Fn::GetAtt': [logicalIdOf(built.stack.site.distribution), 'DomainName'] },
          HostedZoneId: Match.anyValue(),
        },
      });
    }
  });
});

describe('response headers policies', () => {
  const meta = readSiteMeta(fixtureSiteMetaPath);
  const expected = documentHeaders(meta);
  const policyConfig = (policy: ResponseHeadersPolicy) =>
    valueAt(
      resourcesOfType(built.template, 'AWS::CloudFront::ResponseHeadersPolicy').find(
        ({ logicalId }) => logicalId === logicalIdOf(policy),
      )?.properties,
      'ResponseHeadersPolicyConfig',
    );
  const config = () => policyConfig(built.stack.site.documentHeadersPolicy);
  // What pages and assets alike carry: two years of HSTS, preloadable, and nosniff.
  const hstsAndNosniff = {
    StrictTransportSecurity: {
      AccessControlMaxAgeSec: 63_072_000,
      IncludeSubdomains: true,
      Preload: true,
      Override: true,
    },
    ContentTypeOptions: { Override: true },
  };

  it('gives assets HSTS, nosniff and CORP, and no CSP or document-only header', () => {
    const assets = policyConfig(built.stack.site.assetHeadersPolicy);
    expect(valueAt(assets, 'SecurityHeadersConfig')).toEqual({
      ...hstsAndNosniff,
    });
    expect(valueAt(assets, 'CustomHeadersConfig', 'Items')).toEqual([
      { Header: 'Cross-Origin-Resource-Policy', Value: 'same-origin', Override: true },
    ]);
  });

  it('sends the shared CSP, with the build’s inline-script hashes and no unsafe-inline scripts', () => {
    const csp = valueAt(config(), 'SecurityHeadersConfig', 'ContentSecurityPolicy');
    expect(csp).toEqual({ ContentSecurityPolicy: expected['Content-Security-Policy'], Override: true });
    const policy = stringAt(csp, 'ContentSecurityPolicy');
    const [hash] = meta.scriptHashes;
    expect(policy).toContain(`'${hash ?? 'no hash in fixture'}'`);
    expect(policy).toContain("frame-ancestors 'none'");
    const scriptSrc = policy.split(';').find((directive) => directive.trim().startsWith('script-src'));
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  it('sends HSTS with preload, nosniff, the referrer policy and DENY framing', () => {
    expect(valueAt(config(), 'SecurityHeadersConfig')).toMatchObject({
      ...hstsAndNosniff,
      ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
      FrameOptions: { FrameOption: 'DENY', Override: true },
    });
  });

  it('sends Permissions-Policy, COOP and CORP as custom headers', () => {
    expect(valueAt(config(), 'CustomHeadersConfig', 'Items')).toEqual(
      ['Cross-Origin-Resource-Policy', 'Permissions-Policy', 'Cross-Origin-Opener-Policy'].map((header) => ({
        Header: header,
        Value: expected[header],
        Override: true,
      })),
    );
  });
});

describe('site upload', () => {
  const deployments = () => resourcesOfType(built.template, 'Custom::CDKBucketDeployment');
  const assetsDeployment = () =>
    deployments().find(({ properties }) => properties.DestinationBucketKeyPrefix === 'assets/');
  const pagesDeployment = () =>
    deployments().find(({ properties }) => properties.DestinationBucketKeyPrefix === undefined);

  it('uploads hashed assets as immutable for a year, never pruning old ones', () => {
    expect(deployments()).toHaveLength(2);
    expect(assetsDeployment()?.properties).toMatchObject({
      DestinationBucketName: refTo(logicalIdOf(built.stack.site.bucket)),
      Prune: false,
      SystemMetadata: { 'cache-control': cacheControlFor('/assets/app.js') },
    });
    expect(cacheControlFor('/assets/app.js')).toBe('public, max-age=31536000, immutable');
  });

  it('uploads the pages after the assets, revalidated on every visit, and invalidates the distribution', () => {
    const pages = pagesDeployment();
    expect(pages?.properties).toMatchObject({
      DestinationBucketName: refTo(logicalIdOf(built.stack.site.bucket)),
      Prune: true,
      Exclude: ['assets/*'],
      SystemMetadata: { 'cache-control': cacheControlFor('/index.html') },
      DistributionId: refTo(logicalIdOf(built.stack.site.distribution)),
      DistributionPaths: ['/*'],
    });
    expect(asList(valueAt(pages?.resource, 'DependsOn'))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^SiteUploadAssets/)]),
    );
  });

  it('packs the site without its assets folder into the pages upload', () => {
    const key = stringAt(pagesDeployment()?.properties, 'SourceObjectKeys', 0);
    const staged = join(built.app.outdir, `asset.${key.replace(/\.zip$/, '')}`);
    const files = readdirSync(staged, { recursive: true }).map(String).sort();
    expect(files).toEqual(
      expect.arrayContaining(['404.html', 'index.html', join('homepage1', 'index.html')]),
    );
    expect(files.filter((file) => file.startsWith('assets'))).toEqual([]);
  });
});

function restApiBody(): JsonObject {
  const body = onlyResourceOfType(built.template, 'AWS::ApiGateway::RestApi').properties.Body;
  if (!isJsonObject(body)) throw new Error('The REST API has no inline body');
  return body;
}

describe('API', () => {
  const operations = [
    { operationId: 'saveTrackingData', path: `${apiBasePath}/saveTrackingData` },
    { operationId: 'sendEmail', path: `${apiBasePath}/sendEmail` },
  ] as const;

  function functionIdOf(operationId: string): string {
    const apiFunction = built.stack.api.functions.get(operationId);
    if (apiFunction === undefined) throw new Error(`No function for ${operationId}`);
    return logicalIdOf(apiFunction.function);
  }

  it('is a regional REST API imported from the contract as OpenAPI 3.0', () => {
    const api = onlyResourceOfType(built.template, 'AWS::ApiGateway::RestApi');
    expect(api.properties.EndpointConfiguration).toEqual({ Types: ['REGIONAL'] });
    expect(restApiBody().openapi).toBe('3.0.1');
    expect(Object.keys(valueAt(restApiBody(), 'paths') ?? {})).toEqual(operations.map(({ path }) => path));
  });

  it.each(operations)(
    'integrates $operationId with its own handler through the Lambda proxy',
    ({ operationId, path }) => {
      const operation = valueAt(restApiBody(), 'paths', path, 'post');
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
      const response = valueAt(restApiBody(), 'x-amazon-apigateway-gateway-responses', type);
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
    expect(valueAt(restApiBody(), 'x-amazon-apigateway-request-validators')).toEqual({
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
      expect(sourceArn).toContain(logicalIdOf(built.stack.api.api.deploymentStage));
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
    const accessLogsId = logicalIdOf(built.stack.api.accessLogs);
    expect(JSON.stringify(valueAt(stage.properties, 'AccessLogSetting', 'DestinationArn'))).toContain(
      accessLogsId,
    );
    expect(
      resourcesOfType(built.template, 'AWS::Logs::LogGroup').find(
        ({ logicalId }) => logicalId === accessLogsId,
      )?.properties.RetentionInDays,
    ).toBe(90);
  });

  it('counts each visitor by the address CloudFront saw, which CloudFront writes over the client’s', () => {
    const config = valueAt(
      onlyResourceOfType(built.template, 'AWS::CloudFront::Distribution').properties,
      'DistributionConfig',
    );
    const apiBehavior = asList(valueAt(config, 'CacheBehaviors')).find(
      (behavior) => valueAt(behavior, 'PathPattern') === apiPathPattern,
    );
    const [association, ...others] = asList(valueAt(apiBehavior, 'FunctionAssociations'));
    expect(others).toEqual([]);
    expect(valueAt(association, 'EventType')).toBe('viewer-request');
    const apiFunction = logicalIdOf(built.stack.site.apiViewerRequestFunction);
    expect(valueAt(association, 'FunctionARN')).toEqual({ 'Fn::GetAtt': [apiFunction, 'FunctionARN'] });
  });

  it('refuses every API request that did not come through CloudFront', () => {
    const secret = logicalIdOf(built.stack.api.originVerifySecret);
    // The web ACL's first rule blocks a request unless the header carries the secret…
    const rule = valueAt(onlyResourceOfType(built.template, 'AWS::WAFv2::WebACL').properties, 'Rules', 0);
    expect(rule).toMatchObject({
      Name: 'OnlyThroughCloudFront',
      Priority: 0,
      Action: { Block: { CustomResponse: { ResponseCode: 403, CustomResponseBodyKey: 'forbidden' } } },
      Statement: {
        NotStatement: {
          Statement: {
            ByteMatchStatement: {
              FieldToMatch: { SingleHeader: { Name: apiOriginVerifyHeader } },
              PositionalConstraint: 'EXACTLY',
            },
          },
        },
      },
    });
    expect(JSON.stringify(rule)).toContain(secret);
    // …which only CloudFront sends, as a custom header of the API origin, from the same secret.
    const origins = asList(
      valueAt(
        onlyResourceOfType(built.template, 'AWS::CloudFront::Distribution').properties,
        'DistributionConfig',
        'Origins',
      ),
    );
    const apiOrigin = origins.find((origin) => valueAt(origin, 'CustomOriginConfig') !== undefined);
    const [header, ...moreHeaders] = asList(valueAt(apiOrigin, 'OriginCustomHeaders'));
    expect(moreHeaders).toEqual([]);
    expect(valueAt(header, 'HeaderName')).toBe(apiOriginVerifyHeader);
    expect(JSON.stringify(valueAt(header, 'HeaderValue'))).toContain(secret);
    expect(JSON.stringify(valueAt(header, 'HeaderValue'))).toBe(
      JSON.stringify(
        valueAt(rule, 'Statement', 'NotStatement', 'Statement', 'ByteMatchStatement', 'SearchString'),
      ),
    );
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
      'AWSManagedRulesCommonRuleSet',
    ]);
    const blockedBody = stringAt(acl.properties, 'CustomResponseBodies', 'tooManyRequests', 'Content');
    expect(JSON.parse(blockedBody)).toMatchObject({ code: 'too_many_requests' });
    const association = onlyResourceOfType(built.template, 'AWS::WAFv2::WebACLAssociation');
    expect(association.properties.WebACLArn).toEqual(arnOf(acl.logicalId));
    expect(JSON.stringify(association.properties.ResourceArn)).toContain(
      logicalIdOf(built.stack.api.api.deploymentStage),
    );
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

describe('handlers', () => {
  const expectedEnvironment: Record<string, (tableId: string) => JsonObject> = {
    saveTrackingData: (tableId) => ({
      TABLE_NAME: refTo(tableId),
      RETENTION_DAYS: String(trackingRetentionDays),
      POWERTOOLS_SERVICE_NAME: serviceName,
      POWERTOOLS_LOG_LEVEL: 'INFO',
      NODE_OPTIONS: '--enable-source-maps',
    }),
    sendEmail: () => ({
      SENDER_ADDRESS: 'no-reply@fernly.example',
      SUPPORT_ADDRESS: 'support@fernly.example',
      POWERTOOLS_SERVICE_NAME: serviceName,
      POWERTOOLS_LOG_LEVEL: 'INFO',
      NODE_OPTIONS: '--enable-source-maps',
    }),
  };

  it('has one function per operation', () => {
    expect([...built.stack.api.functions.keys()]).toEqual(['saveTrackingData', 'sendEmail']);
  });

  it.each(['saveTrackingData', 'sendEmail'])(
    '%s runs Node.js 22 on arm64 with 10 s, 256 MB, its own role, log group and environment',
    (operationId) => {
      const apiFunction = built.stack.api.functions.get(operationId);
      if (apiFunction === undefined) throw new Error(`No function for ${operationId}`);
      const resource = resourcesOfType(built.template, 'AWS::Lambda::Function').find(
        ({ logicalId }) => logicalId === logicalIdOf(apiFunction.function),
      );
      const tableId = logicalIdOf(built.stack.trackingTable);
      expect(resource?.properties).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        Timeout: functionTimeoutMs / 1000,
        MemorySize: 256,
        Role: arnOf(logicalIdOf(apiFunction.role)),
        LoggingConfig: { LogGroup: refTo(logicalIdOf(apiFunction.logGroup)) },
      });
      expect(valueAt(resource?.properties, 'Environment', 'Variables')).toEqual(
        expectedEnvironment[operationId]?.(tableId),
      );
      built.template.hasResourceProperties('AWS::Logs::LogGroup', { RetentionInDays: 90 });
      expect(
        resourcesOfType(built.template, 'AWS::Logs::LogGroup').find(
          ({ logicalId }) => logicalId === logicalIdOf(apiFunction.logGroup),
        )?.properties.RetentionInDays,
      ).toBe(90);
    },
  );

  it.each(['saveTrackingData', 'sendEmail'])(
    '%s is bundled as an ES module with its source map and the AWS SDK inside',
    (operationId) => {
      const apiFunction = built.stack.api.functions.get(operationId);
      if (apiFunction === undefined) throw new Error(`No function for ${operationId}`);
      const resource = resourcesOfType(built.template, 'AWS::Lambda::Function').find(
        ({ logicalId }) => logicalId === logicalIdOf(apiFunction.function),
      );
      const key = stringAt(resource?.properties, 'Code', 'S3Key');
      const staged = join(built.app.outdir, `asset.${key.replace(/\.zip$/, '')}`);
      expect(readdirSync(staged).sort()).toEqual(['index.mjs', 'index.mjs.map']);
      const bundle = readFileSync(join(staged, 'index.mjs'), 'utf8');
      expect(
        bundle.startsWith("import { createRequire as createRequireForBundle } from 'node:module';"),
      ).toBe(true);
      expect(bundle).not.toMatch(/from\s*["']@aws-sdk\//);
      expect(bundle).toContain('//# sourceMappingURL=index.mjs.map');
    },
  );

  it.each(['saveTrackingData', 'sendEmail'])('%s has alarms on errors and throttles', (operationId) => {
    const apiFunction = built.stack.api.functions.get(operationId);
    if (apiFunction === undefined) throw new Error(`No function for ${operationId}`);
    for (const metricName of ['Errors', 'Throttles']) {
      built.template.hasResourceProperties('AWS::CloudWatch::Alarm', {
        Namespace: 'AWS/Lambda',
        MetricName: metricName,
        Dimensions: [{ Name: 'FunctionName', Value: refTo(logicalIdOf(apiFunction.function)) }],
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        TreatMissingData: 'notBreaching',
      });
    }
  });
});

describe('IAM', () => {
  function policyStatementsOf(roleLogicalId: string): JsonValue[] {
    return resourcesOfType(built.template, 'AWS::IAM::Policy')
      .filter(({ properties }) =>
        asList(properties.Roles).some((role) => valueAt(role, 'Ref') === roleLogicalId),
      )
      .flatMap(({ properties }) => asList(valueAt(properties, 'PolicyDocument', 'Statement')));
  }

  function roleOf(operationId: string): { roleId: string; logGroupId: string } {
    const apiFunction = built.stack.api.functions.get(operationId);
    if (apiFunction === undefined) throw new Error(`No function for ${operationId}`);
    return { roleId: logicalIdOf(apiFunction.role), logGroupId: logicalIdOf(apiFunction.logGroup) };
  }

  const writeOwnLogs = (logGroupId: string) => ({
    Action: ['logs:CreateLogStream', 'logs:PutLogEvents'],
    Effect: 'Allow',
    Resource: arnOf(logGroupId),
  });

  it('lets saveTrackingData only write its logs and PutItem on the one table', () => {
    const { roleId, logGroupId } = roleOf('saveTrackingData');
    expect(policyStatementsOf(roleId)).toEqual([
      writeOwnLogs(logGroupId),
      {
        Action: 'dynamodb:PutItem',
        Effect: 'Allow',
        Resource: arnOf(logicalIdOf(built.stack.trackingTable)),
      },
    ]);
  });

  it('lets sendEmail only write its logs and SendEmail from the sender address on the one identity', () => {
    const { roleId, logGroupId } = roleOf('sendEmail');
    const identityId = logicalIdOf(built.stack.mailIdentity);
    expect(policyStatementsOf(roleId)).toEqual([
      writeOwnLogs(logGroupId),
      {
        Action: 'ses:SendEmail',
        Condition: { StringEquals: { 'ses:FromAddress': 'no-reply@fernly.example' } },
        Effect: 'Allow',
        Resource: {
          'Fn::Join': [
            '',
            [
              'arn:',
              refTo('AWS::Partition'),
              ':ses:',
              refTo('AWS::Region'),
              ':',
              refTo('AWS::AccountId'),
              ':identity/',
              refTo(identityId),
            ],
          ],
        },
      },
    ]);
  });

  it('gives the handler roles no managed policies and trusts only Lambda', () => {
    for (const operationId of ['saveTrackingData', 'sendEmail']) {
      const role = resourcesOfType(built.template, 'AWS::IAM::Role').find(
        ({ logicalId }) => logicalId === roleOf(operationId).roleId,
      );
      expect(role?.properties.ManagedPolicyArns).toBeUndefined();
      expect(valueAt(role?.properties, 'AssumeRolePolicyDocument', 'Statement')).toEqual([
        { Action: 'sts:AssumeRole', Effect: 'Allow', Principal: { Service: 'lambda.amazonaws.com' } },
      ]);
    }
  });

  it('has no wildcard action or resource in any statement except those of the CDK upload handler', () => {
    const wildcards: string[] = [];
    const documents = [
      ...resourcesOfType(built.template, 'AWS::IAM::Policy').map(({ logicalId, properties }) => ({
        logicalId,
        document: properties.PolicyDocument,
      })),
      ...resourcesOfType(built.template, 'AWS::IAM::Role').flatMap(({ logicalId, properties }) =>
        asList(properties.Policies).map((policy) => ({
          logicalId,
          document: valueAt(policy, 'PolicyDocument'),
        })),
      ),
    ];
    expect(documents.length).toBeGreaterThanOrEqual(3);
    for (const { logicalId, document } of documents) {
      for (const statement of asList(valueAt(document, 'Statement'))) {
        const actions = asList(valueAt(statement, 'Action')).map(String);
        const resources = asList(valueAt(statement, 'Resource')).map((resource) => JSON.stringify(resource));
        for (const item of [...actions, ...resources]) {
          if (item.includes('*')) wildcards.push(`${logicalId}: ${item}`);
        }
      }
    }
    const uploadHandler = /^CustomCDKBucketDeployment[0-9A-F]+512MiBServiceRoleDefaultPolicy/;
    // The statistics construct's test checks its own (object prefixes its exports are written under).
    const statistics = /^Statistics/;
    expect(
      wildcards.filter((wildcard) => !uploadHandler.test(wildcard) && !statistics.test(wildcard)),
    ).toEqual([]);
    expect(wildcards.length).toBeGreaterThan(0);
  });
});

describe('data and mail', () => {
  it('stores tracking records on demand, keyed by pk/sk, expiring by expiresAt, with PITR, encrypted and retained', () => {
    built.template.hasResource('AWS::DynamoDB::Table', {
      Properties: {
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
        AttributeDefinitions: [
          { AttributeName: 'pk', AttributeType: 'S' },
          { AttributeName: 'sk', AttributeType: 'S' },
        ],
        BillingMode: 'PAY_PER_REQUEST',
        TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        SSESpecification: { SSEEnabled: true },
        DeletionProtectionEnabled: true,
      },
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
    });
  });

  it('verifies the domain with SES and signs with 2048-bit Easy DKIM, publishing the DKIM records', () => {
    const identity = onlyResourceOfType(built.template, 'AWS::SES::EmailIdentity');
    expect(identity.properties).toMatchObject({
      EmailIdentity: 'fernly.example',
      DkimAttributes: { SigningEnabled: true },
      DkimSigningAttributes: { NextSigningKeyLength: 'RSA_2048_BIT' },
    });
    const dkimRecords = resourcesOfType(built.template, 'AWS::Route53::RecordSet').filter(
      ({ properties }) => properties.Type === 'CNAME',
    );
    expect(dkimRecords).toHaveLength(3);
    for (const { properties } of dkimRecords) {
      expect(JSON.stringify(properties.Name)).toContain(identity.logicalId);
      expect(properties.HostedZoneId).toBe(deployContextWithDomain.siteDomain?.hostedZoneId);
    }
  });

  it('keeps what a deletion must not lose: table and buckets', () => {
    const retained = (type: string) =>
      resourcesOfType(built.template, type).every(({ resource }) => resource.DeletionPolicy === 'Retain');
    expect(retained('AWS::DynamoDB::Table')).toBe(true);
    expect(retained('AWS::S3::Bucket')).toBe(true);
  });
});

describe('outputs', () => {
  it('names the site URL', () => {
    const outputs = toJsonValue(built.template.findOutputs('SiteUrl'));
    expect(valueAt(outputs, 'SiteUrl', 'Value')).toBe('https://fernly.example');
    expect(existsSync(built.app.outdir)).toBe(true);
  });
});

describe('synthesis', () => {
  it('raises no CDK warnings or errors', () => {
    const annotations = Annotations.fromStack(built.stack);
    annotations.hasNoWarning('*', Match.anyValue());
    annotations.hasNoError('*', Match.anyValue());
  });
});

describe('cdk-nag AwsSolutions checks', () => {
  it('report no unacknowledged error or warning', () => {
    expect(unacknowledgedNagFindings(built.app)).toEqual([]);
  });

  it('are acknowledged only where listed, each with a reason', () => {
    const acknowledged = recordedAcknowledgements(built.app);
    for (const { reason } of acknowledged) expect(reason.split(' ').length).toBeGreaterThan(8);
    const summary = [
      ...new Set(
        acknowledged
          // cdk/constructs/visit-statistics.test.ts lists the statistics construct's own.
          .filter(({ path }) => !path.startsWith('Fernly/Statistics/'))
          .map(({ path, id }) => `${path.replace(/[0-9A-F]{32}/, '…')} ${id}`),
      ),
    ];
    expect(summary.sort()).toEqual(
      [
        'Fernly/WebsiteApi/saveTrackingData/Function AwsSolutions-L1',
        'Fernly/WebsiteApi/sendEmail/Function AwsSolutions-L1',
        'Fernly/WebsiteApi/Api AwsSolutions-APIG2',
        'Fernly/WebsiteApi/Api/DeploymentStage.live AwsSolutions-APIG6',
        'Fernly/WebsiteApi/OriginVerify AwsSolutions-SMG4',
        'Fernly/Site/Distribution AwsSolutions-CFR1',
        'Fernly/Site/Distribution AwsSolutions-CFR2',
        'Fernly/Custom::CDKBucketDeployment…512MiB AwsSolutions-L1',
        'Fernly/Custom::CDKBucketDeployment…512MiB/ServiceRole AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        ...['s3:GetBucket*', 's3:GetObject*', 's3:List*', 's3:Abort*', 's3:DeleteObject*'].map(
          (action) =>
            `Fernly/Custom::CDKBucketDeployment…512MiB/ServiceRole AwsSolutions-IAM5[Action::${action}]`,
        ),
        'Fernly/Custom::CDKBucketDeployment…512MiB/ServiceRole AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-<AWS::AccountId>-<AWS::Region>/*]',
        'Fernly/Custom::CDKBucketDeployment…512MiB/ServiceRole AwsSolutions-IAM5[Resource::<SiteContent02569BC1.Arn>/*]',
        'Fernly/Custom::CDKBucketDeployment…512MiB/ServiceRole AwsSolutions-IAM5[Resource::*]',
      ].sort(),
    );
  });
});

// The website construct as production deploys it (the stage as the run synthesized it once): the
// private bucket, the distribution with its behaviours, functions, headers and caching, the
// domain's records and the upload of the built site.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiBasePath } from '../../contract/operations.ts';
import { requestLogRetentionDays } from '../../contract/request-logs.ts';
import { cacheControlFor } from '../../edge/cache-control.ts';
import { edgeWebAclArnParameter } from '../fernly-stack.ts';
import { checkedExperiments } from '../../edge/experiments/definitions.ts';
import { experiments } from '../../edge/experiments/experiments.ts';
import {
  experimentStoreArnOutput,
  filledStore,
  parseImportDocument,
  variantOverrideKey,
} from '../../edge/experiments/store.ts';
import { toJsonValue } from '../../contract/json-value.ts';
import { documentHeaders, readSiteMeta } from '../../edge/security-headers.ts';
import { stackBuildTimeoutMs } from '../test/fernly-test-stack.ts';
import { cacheBehavior, distributionConfig, logicalIdOf } from '../test/stack-query.ts';
import { type StageStack, type SynthesizedStage, synthesizedStage } from '../test/synthesized-stages.ts';
import {
  arnOf,
  asList,
  onlyResourceOfType,
  refTo,
  resourcesOfType,
  stringAt,
  valueAt,
} from '../test/template-query.ts';

let production: SynthesizedStage;
let built: StageStack;
beforeAll(async () => {
  production = await synthesizedStage('production');
  built = production.stack();
}, stackBuildTimeoutMs);

const managedCachingDisabled = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const managedAllViewerExceptHostHeader = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';
const apiPathPattern = `${apiBasePath}/*`;

describe('site bucket', () => {
  it('is private, TLS-only, versioned, encrypted and kept on stack deletion', () => {
    const bucketId = logicalIdOf(built, 'Site/Content');
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
        LoggingConfiguration: {
          DestinationBucketName: refTo(logicalIdOf(built, 'Site/AccessLogs')),
        },
      },
      DeletionPolicy: 'Retain',
    });
    expect(resourcesOfType(built.template, 'AWS::S3::Bucket').map((bucket) => bucket.logicalId)).toContain(
      bucketId,
    );
  });

  it('lets only this distribution read objects, and refuses plain HTTP', () => {
    const bucketId = logicalIdOf(built, 'Site/Content');
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
                  refTo(logicalIdOf(built, 'Site/Distribution')),
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
    const oac = resourcesOfType(built.template, 'AWS::CloudFront::OriginAccessControl').find(
      ({ properties }) =>
        valueAt(properties, 'OriginAccessControlConfig', 'OriginAccessControlOriginType') === 's3',
    );
    if (oac === undefined) throw new Error('No Origin Access Control for S3');
    expect(valueAt(oac.properties, 'OriginAccessControlConfig')).toMatchObject({
      OriginAccessControlOriginType: 's3',
      SigningBehavior: 'always',
      SigningProtocol: 'sigv4',
    });
    const s3Origins = asList(distributionConfig(built).Origins).filter(
      (origin) => valueAt(origin, 'S3OriginConfig') !== undefined,
    );
    expect(s3Origins).toHaveLength(1);
    expect(valueAt(s3Origins[0], 'OriginAccessControlId')).toEqual({
      'Fn::GetAtt': [oac.logicalId, 'Id'],
    });
    expect(valueAt(s3Origins[0], 'S3OriginConfig', 'OriginAccessIdentity')).toBe('');
  });

  it('serves HTTPS only, over HTTP/2 and HTTP/3, compressed, on the site domain with TLS 1.2', () => {
    const config = distributionConfig(built);
    expect(config).toMatchObject({
      Enabled: true,
      HttpVersion: 'http2and3',
      IPV6Enabled: true,
      Aliases: ['fernly.example', 'admin.fernly.example'],
      ViewerCertificate: {
        AcmCertificateArn: production.context.certificateArn,
        MinimumProtocolVersion: 'TLSv1.2_2021',
        SslSupportMethod: 'sni-only',
      },
      DefaultCacheBehavior: { ViewerProtocolPolicy: 'redirect-to-https', Compress: true },
    });
    for (const pathPattern of ['/assets/*', apiPathPattern]) {
      expect(valueAt(cacheBehavior(built, pathPattern), 'Compress')).toBe(true);
    }
    expect(valueAt(cacheBehavior(built, '/assets/*'), 'ViewerProtocolPolicy')).toBe('redirect-to-https');
    expect(valueAt(cacheBehavior(built, apiPathPattern), 'ViewerProtocolPolicy')).toBe('https-only');
  });

  it('puts every request through the CloudFront web ACL the stack is given (EdgeFirewall’s, in us-east-1)', () => {
    expect(distributionConfig(built).WebACLId).toEqual(refTo(edgeWebAclArnParameter));
    built.template.hasParameter(edgeWebAclArnParameter, {
      Type: 'String',
      AllowedPattern: '^arn:aws[a-z-]*:wafv2:us-east-1:[0-9]{12}:global/webacl/.+$',
    });
  });

  it('runs edge/viewer-request.js on viewer requests for pages, on the cloudfront-js-2.0 runtime', () => {
    const fn = resourcesOfType(built.template, 'AWS::CloudFront::Function').find(
      ({ logicalId }) => logicalId === logicalIdOf(built, 'Site/ViewerRequest'),
    );
    if (fn === undefined) throw new Error('No viewer-request function for pages');
    expect(fn.properties.FunctionCode).toBe(
      readFileSync(new URL('../../edge/viewer-request.js', import.meta.url), 'utf8'),
    );
    expect(fn.properties.FunctionConfig).toMatchObject({ Runtime: 'cloudfront-js-2.0' });
    expect(fn.properties.AutoPublish).toBe(true);
    expect(valueAt(distributionConfig(built), 'DefaultCacheBehavior', 'FunctionAssociations')).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [fn.logicalId, 'FunctionARN'] } },
    ]);
  });

  it('gives the pages’ function the experiments’ KeyValueStore, filled from the entries with no preview override', () => {
    const store = onlyResourceOfType(built.template, 'AWS::CloudFront::KeyValueStore');
    expect(store.logicalId).toBe(logicalIdOf(built, 'Site/Experiments'));
    const fn = resourcesOfType(built.template, 'AWS::CloudFront::Function').find(
      ({ logicalId }) => logicalId === logicalIdOf(built, 'Site/ViewerRequest'),
    );
    expect(valueAt(fn?.properties, 'FunctionConfig', 'KeyValueStoreAssociations')).toEqual([
      { KeyValueStoreARN: { 'Fn::GetAtt': [store.logicalId, 'Arn'] } },
    ]);
    const apiFunction = resourcesOfType(built.template, 'AWS::CloudFront::Function').find(
      ({ logicalId }) => logicalId === logicalIdOf(built, 'Site/ApiViewerRequest'),
    );
    expect(valueAt(apiFunction?.properties, 'FunctionConfig', 'KeyValueStoreAssociations')).toBeUndefined();
    // The inline source is staged as an asset file of the cloud assembly, named by its hash.
    const sourceKey = asList(valueAt(store.properties, 'ImportSource', 'SourceArn', 'Fn::Join', 1)).at(-1);
    if (typeof sourceKey !== 'string') throw new Error('The store has no asset source');
    const staged = readFileSync(join(built.assemblyDir, `asset.${sourceKey.slice(1)}`), 'utf8');
    expect(parseImportDocument(staged)).toEqual(
      filledStore(checkedExperiments(experiments), { preview: false }),
    );
    expect(parseImportDocument(staged).map((item) => item.key)).not.toContain(variantOverrideKey);
  });

  it('lets npm run experiment read and change this store alone, and read this stack’s outputs, where it finds it', () => {
    const storeId = logicalIdOf(built, 'Site/Experiments');
    const policies = resourcesOfType(built.template, 'AWS::IAM::ManagedPolicy').filter(
      ({ logicalId }) => logicalId === logicalIdOf(built, 'Site/ExperimentSwitchPolicy'),
    );
    expect(policies.map(({ properties }) => valueAt(properties, 'PolicyDocument', 'Statement'))).toEqual([
      [
        {
          Effect: 'Allow',
          Action: [
            'cloudfront-keyvaluestore:DescribeKeyValueStore',
            'cloudfront-keyvaluestore:GetKey',
            'cloudfront-keyvaluestore:UpdateKeys',
          ],
          Resource: { 'Fn::GetAtt': [storeId, 'Arn'] },
        },
        { Effect: 'Allow', Action: 'cloudformation:DescribeStacks', Resource: { Ref: 'AWS::StackId' } },
      ],
    ]);
    // Attached to nobody by the stack: the owners attach it to whoever may switch experiments.
    expect(valueAt(policies[0]?.properties, 'Roles')).toBeUndefined();
    expect(valueAt(policies[0]?.properties, 'Users')).toBeUndefined();
    const outputs = toJsonValue(built.template.findOutputs('*'));
    expect(valueAt(outputs, experimentStoreArnOutput, 'Value')).toEqual({ 'Fn::GetAtt': [storeId, 'Arn'] });
    expect(valueAt(outputs, 'ExperimentSwitchPolicyArn', 'Value')).toEqual({
      Ref: logicalIdOf(built, 'Site/ExperimentSwitchPolicy'),
    });
  });

  it('caches pages briefly and hashed assets for a year, keyed on the path alone', () => {
    const policies = resourcesOfType(built.template, 'AWS::CloudFront::CachePolicy');
    const pages = policies.find(({ logicalId }) => logicalId === logicalIdOf(built, 'Site/PagesCache'));
    const assets = policies.find(({ logicalId }) => logicalId === logicalIdOf(built, 'Site/AssetsCache'));
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
    expect(valueAt(distributionConfig(built), 'DefaultCacheBehavior', 'CachePolicyId')).toEqual(
      refTo(pages?.logicalId ?? ''),
    );
    expect(valueAt(cacheBehavior(built, '/assets/*'), 'CachePolicyId')).toEqual(
      refTo(assets?.logicalId ?? ''),
    );
  });

  it('has no custom error responses, which would replace the API’s own 403 and 404 too', () => {
    expect(distributionConfig(built).CustomErrorResponses).toBeUndefined();
  });

  it('answers a key the bucket lacks (403 or 404) from the not-found origin, for the site’s behaviours only', () => {
    const config = distributionConfig(built);
    const [group, ...otherGroups] = asList(valueAt(config, 'OriginGroups', 'Items'));
    expect(otherGroups).toEqual([]);
    expect(valueAt(group, 'FailoverCriteria', 'StatusCodes')).toEqual({ Items: [403, 404], Quantity: 2 });
    const [primary, fallback] = asList(valueAt(group, 'Members', 'Items')).map((member) =>
      asList(config.Origins).find((origin) => valueAt(origin, 'Id') === valueAt(member, 'OriginId')),
    );
    expect(valueAt(primary, 'S3OriginConfig')).toBeDefined();
    const url = logicalIdOf(built, 'Site/NotFound/Function/FunctionUrl');
    expect(JSON.stringify(valueAt(fallback, 'DomainName'))).toContain(url);
    const groupId = valueAt(group, 'Id');
    expect(valueAt(config, 'DefaultCacheBehavior', 'TargetOriginId')).toBe(groupId);
    expect(valueAt(cacheBehavior(built, '/assets/*'), 'TargetOriginId')).toBe(groupId);
    expect(valueAt(cacheBehavior(built, apiPathPattern), 'TargetOriginId')).not.toBe(groupId);
  });

  it('lets only this distribution call the not-found function, signed, through its URL', () => {
    const url = resourcesOfType(built.template, 'AWS::Lambda::Url').find(
      ({ logicalId }) => logicalId === logicalIdOf(built, 'Site/NotFound/Function/FunctionUrl'),
    );
    expect(url?.properties.AuthType).toBe('AWS_IAM');
    const lambdaAccess = resourcesOfType(built.template, 'AWS::CloudFront::OriginAccessControl').find(
      ({ properties }) =>
        valueAt(properties, 'OriginAccessControlConfig', 'OriginAccessControlOriginType') === 'lambda',
    );
    expect(valueAt(lambdaAccess?.properties, 'OriginAccessControlConfig', 'SigningBehavior')).toBe('always');
    const urlId = logicalIdOf(built, 'Site/NotFound/Function/FunctionUrl');
    const permissions = resourcesOfType(built.template, 'AWS::Lambda::Permission').filter(({ properties }) =>
      JSON.stringify(properties.FunctionName).includes(urlId),
    );
    expect(permissions.map(({ properties }) => properties.Action).sort()).toEqual([
      'lambda:InvokeFunction',
      'lambda:InvokeFunctionUrl',
    ]);
    for (const { properties } of permissions) {
      expect(properties.Principal).toBe('cloudfront.amazonaws.com');
      expect(JSON.stringify(properties.SourceArn)).toContain(logicalIdOf(built, 'Site/Distribution'));
    }
  });

  it(`sends ${apiPathPattern} uncached to the API stage with the viewer headers except Host, allowing POST`, () => {
    const behavior = cacheBehavior(built, apiPathPattern);
    expect(valueAt(behavior, 'AllowedMethods')).toEqual(
      expect.arrayContaining(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']),
    );
    expect(valueAt(behavior, 'CachePolicyId')).toBe(managedCachingDisabled);
    expect(valueAt(behavior, 'OriginRequestPolicyId')).toBe(managedAllViewerExceptHostHeader);
    const originId = valueAt(behavior, 'TargetOriginId');
    const origin = asList(distributionConfig(built).Origins).find(
      (candidate) => valueAt(candidate, 'Id') === originId,
    );
    const restApiId = logicalIdOf(built, 'WebsiteApi/Api');
    expect(JSON.stringify(valueAt(origin, 'DomainName'))).toContain(restApiId);
    expect(JSON.stringify(valueAt(origin, 'DomainName'))).toContain('.execute-api.');
    expect(JSON.stringify(valueAt(origin, 'OriginPath'))).toContain(
      logicalIdOf(built, 'WebsiteApi/Api/DeploymentStage.live'),
    );
    expect(valueAt(origin, 'CustomOriginConfig', 'OriginProtocolPolicy')).toBe('https-only');
  });

  it('applies the document headers to pages and the asset headers to assets and the API', () => {
    const documentPolicy = refTo(logicalIdOf(built, 'Site/SecurityHeaders'));
    const assetPolicy = refTo(logicalIdOf(built, 'Site/AssetHeaders'));
    expect(valueAt(distributionConfig(built), 'DefaultCacheBehavior', 'ResponseHeadersPolicyId')).toEqual(
      documentPolicy,
    );
    expect(valueAt(cacheBehavior(built, '/assets/*'), 'ResponseHeadersPolicyId')).toEqual(assetPolicy);
    expect(valueAt(cacheBehavior(built, apiPathPattern), 'ResponseHeadersPolicyId')).toEqual(assetPolicy);
  });

  it('keeps no log of viewers’ requests, in standard logging of either kind', () => {
    expect(valueAt(distributionConfig(built), 'Logging')).toBeUndefined();
    for (const type of [
      'AWS::Logs::DeliverySource',
      'AWS::Logs::Delivery',
      'AWS::CloudFront::RealtimeLogConfig',
    ])
      expect(resourcesOfType(built.template, type)).toEqual([]);
  });

  it('keeps the content bucket’s access log, without ACLs, for the request logs’ days', () => {
    const logBucket = resourcesOfType(built.template, 'AWS::S3::Bucket').find(
      ({ logicalId }) => logicalId === logicalIdOf(built, 'Site/AccessLogs'),
    );
    expect(logBucket?.properties).toMatchObject({
      LifecycleConfiguration: {
        Rules: [{ ExpirationInDays: requestLogRetentionDays, Status: 'Enabled' }],
      },
      OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }] },
      PublicAccessBlockConfiguration: { BlockPublicPolicy: true },
    });
  });

  it('points the domain and the editor’s at the distribution over IPv4 and IPv6', () => {
    for (const [type, name] of [
      ['A', 'fernly.example.'],
      ['AAAA', 'fernly.example.'],
      ['A', 'admin.fernly.example.'],
      ['AAAA', 'admin.fernly.example.'],
    ]) {
      built.template.hasResourceProperties('AWS::Route53::RecordSet', {
        Name: name,
        Type: type,
        HostedZoneId: production.context.hostedZoneId,
        AliasTarget: {
          DNSName: { 'Fn::GetAtt': [logicalIdOf(built, 'Site/Distribution'), 'DomainName'] },
          HostedZoneId: Match.anyValue(),
        },
      });
    }
  });
});

describe('response headers policies', () => {
  // What the build reported about the site production was synthesized with.
  const meta = () => readSiteMeta(production.context.siteMetaPath ?? '');
  const expected = () => documentHeaders(meta());
  const policyConfig = (policyPath: string) =>
    valueAt(
      resourcesOfType(built.template, 'AWS::CloudFront::ResponseHeadersPolicy').find(
        ({ logicalId }) => logicalId === logicalIdOf(built, policyPath),
      )?.properties,
      'ResponseHeadersPolicyConfig',
    );
  const config = () => policyConfig('Site/SecurityHeaders');
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
    const assets = policyConfig('Site/AssetHeaders');
    expect(valueAt(assets, 'SecurityHeadersConfig')).toEqual({
      ...hstsAndNosniff,
    });
    expect(valueAt(assets, 'CustomHeadersConfig', 'Items')).toEqual([
      { Header: 'Cross-Origin-Resource-Policy', Value: 'same-origin', Override: true },
    ]);
  });

  it('sends the shared CSP, with the build’s inline-script hashes and no unsafe-inline scripts', () => {
    const csp = valueAt(config(), 'SecurityHeadersConfig', 'ContentSecurityPolicy');
    expect(csp).toEqual({ ContentSecurityPolicy: expected()['Content-Security-Policy'], Override: true });
    const policy = stringAt(csp, 'ContentSecurityPolicy');
    const [hash] = meta().scriptHashes;
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
        Value: expected()[header],
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
      DestinationBucketName: refTo(logicalIdOf(built, 'Site/Content')),
      Prune: false,
      SystemMetadata: { 'cache-control': cacheControlFor('/assets/app.js') },
    });
    expect(cacheControlFor('/assets/app.js')).toBe('public, max-age=31536000, immutable');
  });

  it('uploads the pages after the assets, revalidated on every visit, and invalidates the distribution', () => {
    const pages = pagesDeployment();
    expect(pages?.properties).toMatchObject({
      DestinationBucketName: refTo(logicalIdOf(built, 'Site/Content')),
      Prune: true,
      Exclude: ['assets/*'],
      SystemMetadata: { 'cache-control': cacheControlFor('/index.html') },
      DistributionId: refTo(logicalIdOf(built, 'Site/Distribution')),
      DistributionPaths: ['/*'],
    });
    expect(asList(valueAt(pages?.resource, 'DependsOn'))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^SiteUploadAssets/)]),
    );
  });

  it('packs the site without its assets folder into the pages upload', () => {
    const key = stringAt(pagesDeployment()?.properties, 'SourceObjectKeys', 0);
    const staged = join(built.assemblyDir, `asset.${key.replace(/\.zip$/, '')}`);
    const files = readdirSync(staged, { recursive: true }).map(String).sort();
    expect(files).toEqual(
      expect.arrayContaining(['404.html', 'index.html', join('homepage1', 'index.html')]),
    );
    expect(files.filter((file) => file.startsWith('assets'))).toEqual([]);
  });
});

describe('the API behaviour', () => {
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
    const apiFunction = logicalIdOf(built, 'Site/ApiViewerRequest');
    expect(valueAt(association, 'FunctionARN')).toEqual({ 'Fn::GetAtt': [apiFunction, 'FunctionARN'] });
  });
});

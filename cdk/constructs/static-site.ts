// The website: a private bucket behind CloudFront, with the routing function, security headers and
// cache lifetimes the local server uses too, and the API on /api/* of the same origin; the editor
// at /admin on a host of its own, an alias of the same distribution (decision 0060).
import { join } from 'node:path';
import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { RestApiBase } from 'aws-cdk-lib/aws-apigateway';
import type { ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  Function as CloudFrontFunction,
  ImportSource,
  KeyValueStore,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HttpVersion,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { FunctionUrlOrigin, RestApiOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { ManagedPolicy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { FunctionUrl } from 'aws-cdk-lib/aws-lambda';
import { ARecord, AaaaRecord, type IHostedZone, RecordTarget } from 'aws-cdk-lib/aws-route53';
import { CloudFrontTarget } from 'aws-cdk-lib/aws-route53-targets';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { editorSignInBasePath } from '../../contract/editor-sign-in-route.ts';
import { apiBasePath } from '../../contract/operations.ts';
import { requestLogRetentionDays } from '../../contract/request-logs.ts';
import { cacheControlFor } from '../../edge/cache-control.ts';
import { distributionErrorResponses } from '../../edge/not-found.ts';
import { editorHostOf, editorViewerRequestCode, stageEditorOrigin } from '../../edge/editor-origin.ts';
import {
  adminHeaders,
  adminPathPattern,
  assetHeaders,
  documentHeaders,
  type SiteMeta,
} from '../../edge/security-headers.ts';
import { NotFoundOrigin } from './not-found-origin.ts';
import { responseHeadersBehaviors } from '../response-headers.ts';
import {
  assetsDir,
  assetsPrefix,
  listSiteFiles,
  planSiteUploads,
  type SiteUploadPlan,
} from '../site-uploads.ts';
import { importDocument, type StoreItem } from '../../edge/experiments/store.ts';

interface StaticSiteDomain {
  readonly domainName: string;
  /** In us-east-1, as CloudFront requires. */
  readonly certificate: ICertificate;
  readonly hostedZone: IHostedZone;
}

export interface StaticSiteProps {
  /** The built site (`dist/site`). */
  readonly siteDir: string;
  /** What the build reported about the pages (`dist/site-meta.json`): the CSP script hashes. */
  readonly siteMeta: SiteMeta;
  /** The CloudFront Function file the local server runs too. */
  readonly viewerRequestFunctionPath: string;
  /** What that function's KeyValueStore starts with: the experiments switched on (edge/experiments/store.ts). */
  readonly experimentStoreItems: readonly StoreItem[];
  /** The not-found origin's entry (edge/not-found-handler.ts), the lock file its bundle is built with. */
  readonly notFoundOriginEntry: string;
  readonly depsLockFilePath: string;
  /** Served on /api/* of the site's origin. */
  readonly api: RestApiBase;
  /** Sent with every request to the API, e.g. the secret its web ACL requires. */
  readonly apiOriginHeaders: Readonly<Record<string, string>>;
  /** The editor's GitHub sign-in helper (editor-sign-in.ts), served on its paths under /api. */
  readonly editorSignInUrl: FunctionUrl;
  /** The CloudFront Function that names the visitor's address to the API (edge/api-viewer-request.js). */
  readonly apiViewerRequestFunctionPath: string;
  /** Without it the site is served on the distribution's own cloudfront.net name. */
  readonly domain: StaticSiteDomain | undefined;
  /** Production keeps its buckets when the stack goes; another stage's are emptied and removed. */
  readonly keepContentOnDelete: boolean;
  /** False deploys the distribution without the site, before its address is known. */
  readonly uploadFiles: boolean;
  /** The CloudFront-scope web ACL every request passes first (edge-firewall-stack.ts). */
  readonly webAclArn: string;
}

export class StaticSite extends Construct {
  readonly bucket: Bucket;
  readonly logBucket: Bucket;
  readonly distribution: Distribution;
  readonly viewerRequestFunction: CloudFrontFunction;
  /** On the editor's behaviours: its own host serves them, any other is sent there (decision 0060). */
  readonly editorViewerRequestFunction: CloudFrontFunction;
  readonly experimentStore: KeyValueStore;
  /** Attach to whoever runs `npm run experiment -- --stage`: this stage's store and nothing else. */
  readonly experimentSwitchPolicy: ManagedPolicy;
  readonly apiViewerRequestFunction: CloudFrontFunction;
  readonly notFoundOrigin: NotFoundOrigin;
  /** Pages and every other file outside /assets/: the CSP and the rules of a rendered document. */
  readonly documentHeadersPolicy: ResponseHeadersPolicy;
  /** Hashed assets and the API: HSTS, nosniff and CORP, nothing only a document reads. */
  readonly assetHeadersPolicy: ResponseHeadersPolicy;
  readonly pagesCachePolicy: CachePolicy;
  readonly assetsCachePolicy: CachePolicy;

  constructor(scope: Construct, id: string, props: StaticSiteProps) {
    super(scope, id);

    // Checked before anything is built, so a missing build fails with a clear message.
    const uploadPlan = planSiteUploads(listSiteFiles(props.siteDir), cacheControlFor);

    const removal = props.keepContentOnDelete
      ? { removalPolicy: RemovalPolicy.RETAIN }
      : { removalPolicy: RemovalPolicy.DESTROY, autoDeleteObjects: true };
    // The content bucket's access log: the requests CloudFront and the deployments make to it, which
    // carry no visitor's address, query string or cookie (its behaviours forward none to the bucket).
    this.logBucket = new Bucket(this, 'AccessLogs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      lifecycleRules: [{ expiration: Duration.days(requestLogRetentionDays) }],
      ...removal,
    });

    this.bucket = new Bucket(this, 'Content', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      versioned: true,
      encryption: BucketEncryption.S3_MANAGED,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: this.logBucket,
      serverAccessLogsPrefix: 's3/',
      // Versions let a bad deployment be rolled back; a month of them is enough for that.
      lifecycleRules: [{ noncurrentVersionExpiration: Duration.days(30) }],
      ...removal,
    });

    // Filled from the entries at each deploy that changes them; `npm run experiment` may change it
    // between deploys without a rebuild (decision 0040).
    this.experimentStore = new KeyValueStore(this, 'Experiments', {
      comment: 'Experiments switched on, read by the viewer-request function',
      source: ImportSource.fromInline(importDocument(props.experimentStoreItems)),
    });
    // Exactly the calls tools/experiment/key-value-store.ts makes: the store's ETag, the experiment's
    // key, the change that names the ETag; and this stack's outputs, where it finds the store.
    this.experimentSwitchPolicy = new ManagedPolicy(this, 'ExperimentSwitchPolicy', {
      description: "Runs npm run experiment on this stage: reads and changes the experiments' KeyValueStore",
      statements: [
        new PolicyStatement({
          actions: [
            'cloudfront-keyvaluestore:DescribeKeyValueStore',
            'cloudfront-keyvaluestore:GetKey',
            'cloudfront-keyvaluestore:UpdateKeys',
          ],
          resources: [this.experimentStore.keyValueStoreArn],
        }),
        new PolicyStatement({
          actions: ['cloudformation:DescribeStacks'],
          resources: [Stack.of(this).stackId],
        }),
      ],
    });
    this.viewerRequestFunction = new CloudFrontFunction(this, 'ViewerRequest', {
      comment: 'Maps clean, case-insensitive page URLs to their index.html (edge/viewer-request.js)',
      code: FunctionCode.fromFile({ filePath: props.viewerRequestFunctionPath }),
      runtime: FunctionRuntime.JS_2_0,
      keyValueStore: this.experimentStore,
    });

    // An ID no longer than ApiViewerRequest's, so CDK names the function after the stage's stack
    // as the execution policy expects (cdk/least-privilege/stage-resources.ts), never shortened.
    this.editorViewerRequestFunction = new CloudFrontFunction(this, 'EditorRequest', {
      comment: 'Serves the editor on its own host only (edge/editor-viewer-request.js)',
      code: FunctionCode.fromInline(editorViewerRequestCode(stageEditorOrigin(props.domain?.domainName))),
      runtime: FunctionRuntime.JS_2_0,
    });
    const onEditorHost = [
      { function: this.editorViewerRequestFunction, eventType: FunctionEventType.VIEWER_REQUEST },
    ];

    // The same split as the local server's (edge/security-headers.ts, securityHeadersFor).
    this.documentHeadersPolicy = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Document headers from edge/security-headers.ts with the build’s script hashes',
      ...responseHeadersBehaviors(documentHeaders(props.siteMeta)),
    });
    const adminHeadersPolicy = new ResponseHeadersPolicy(this, 'AdminHeaders', {
      comment: 'The content editor at /admin: its own policy from edge/security-headers.ts',
      ...responseHeadersBehaviors(adminHeaders(props.siteMeta)),
    });
    this.assetHeadersPolicy = new ResponseHeadersPolicy(this, 'AssetHeaders', {
      comment: 'Asset and API headers from edge/security-headers.ts',
      ...responseHeadersBehaviors(assetHeaders),
    });

    // Pages keep their names across deployments: browsers revalidate every time (the origin's
    // Cache-Control), the edge keeps a copy for a minute to shield the bucket, and each
    // deployment invalidates the edge.
    this.pagesCachePolicy = new CachePolicy(this, 'PagesCache', {
      comment: 'Pages: a minute at the edge; invalidated on deployment',
      minTtl: Duration.minutes(1),
      defaultTtl: Duration.minutes(1),
      maxTtl: Duration.minutes(5),
      queryStringBehavior: CacheQueryStringBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    // Hashed file names change whenever the content does, so a copy never goes stale.
    this.assetsCachePolicy = new CachePolicy(this, 'AssetsCache', {
      comment: 'Hashed assets: a year, immutable',
      minTtl: Duration.days(365),
      defaultTtl: Duration.days(365),
      maxTtl: Duration.days(365),
      queryStringBehavior: CacheQueryStringBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    this.apiViewerRequestFunction = new CloudFrontFunction(this, 'ApiViewerRequest', {
      comment: 'Names the visitor address CloudFront saw to the API (edge/api-viewer-request.js)',
      code: FunctionCode.fromFile({ filePath: props.apiViewerRequestFunctionPath }),
      runtime: FunctionRuntime.JS_2_0,
    });

    // A key the bucket does not hold gets the 404 page from the not-found origin; the API's
    // behaviour has no such fallback, so its errors stay its own.
    this.notFoundOrigin = new NotFoundOrigin(this, 'NotFound', {
      siteDir: props.siteDir,
      entry: props.notFoundOriginEntry,
      depsLockFilePath: props.depsLockFilePath,
    });
    const siteOrigin = this.notFoundOrigin.behind(S3BucketOrigin.withOriginAccessControl(this.bucket));
    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Fernly website and API',
      webAclId: props.webAclArn,
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      // The default cloudfront.net certificate has a fixed policy; with our own, TLS 1.2 or newer.
      ...(props.domain === undefined
        ? {}
        : {
            // The editor's host is an alias of the same distribution (decision 0060).
            domainNames: [props.domain.domainName, editorHostOf(props.domain.domainName)],
            certificate: props.domain.certificate,
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }),
      // No log of viewers' requests: nobody reads one, and it would hold every visitor's address,
      // the query strings the API masks and the editor sign-in's code and state (decision 0064).
      enableLogging: false,
      defaultBehavior: {
        origin: siteOrigin,
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        compress: true,
        cachePolicy: this.pagesCachePolicy,
        responseHeadersPolicy: this.documentHeadersPolicy,
        functionAssociations: [
          { function: this.viewerRequestFunction, eventType: FunctionEventType.VIEWER_REQUEST },
        ],
      },
      additionalBehaviors: {
        // The editor: its own function and headers, the pages' caching.
        [adminPathPattern]: {
          origin: siteOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          compress: true,
          cachePolicy: this.pagesCachePolicy,
          responseHeadersPolicy: adminHeadersPolicy,
          functionAssociations: onEditorHost,
        },
        // Asset paths have an extension, which the viewer-request function leaves alone, so it
        // is not attached here.
        [`/${assetsPrefix}*`]: {
          origin: siteOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          compress: true,
          cachePolicy: this.assetsCachePolicy,
          responseHeadersPolicy: this.assetHeadersPolicy,
        },
        // The editor's sign-in helper (decision 0052), on the editor's host only (0060): listed
        // before the API's pattern, which would match it too. GET only, never cached (its answers
        // carry a state or a token); the query and the state cookie reach it, Host does not (a
        // function URL answers only its own).
        [`${editorSignInBasePath}/*`]: {
          origin: FunctionUrlOrigin.withOriginAccessControl(props.editorSignInUrl),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          compress: true,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: this.assetHeadersPolicy,
          functionAssociations: onEditorHost,
        },
        // Same origin as the pages, so the browser needs no CORS.
        [`${apiBasePath}/*`]: {
          origin: new RestApiOrigin(props.api, { customHeaders: { ...props.apiOriginHeaders } }),
          // A redirect would turn a POST into a GET, so plain HTTP is refused instead.
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          compress: true,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // Host must be API Gateway's own name; everything else (Content-Type, User-Agent,
          // X-Forwarded-For) the handlers and the WAF read.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: this.assetHeadersPolicy,
          functionAssociations: [
            { function: this.apiViewerRequestFunction, eventType: FunctionEventType.VIEWER_REQUEST },
          ],
        },
      },
      // Custom error responses would apply to every behaviour, /api/* included (edge/not-found.ts).
      errorResponses: distributionErrorResponses.map((response) => ({
        httpStatus: response.originStatus,
        responseHttpStatus: response.responseStatus,
        responsePagePath: response.pagePath,
      })),
    });

    if (props.domain !== undefined) {
      const target = RecordTarget.fromAlias(new CloudFrontTarget(this.distribution));
      const recordName = `${props.domain.domainName}.`;
      new ARecord(this, 'AliasIpv4', { zone: props.domain.hostedZone, recordName, target });
      new AaaaRecord(this, 'AliasIpv6', { zone: props.domain.hostedZone, recordName, target });
      const editorRecordName = `${editorHostOf(props.domain.domainName)}.`;
      new ARecord(this, 'EditorAliasIpv4', {
        zone: props.domain.hostedZone,
        recordName: editorRecordName,
        target,
      });
      new AaaaRecord(this, 'EditorAliasIpv6', {
        zone: props.domain.hostedZone,
        recordName: editorRecordName,
        target,
      });
    }

    if (props.uploadFiles) this.uploadSite(props.siteDir, uploadPlan);
  }

  private uploadSite(siteDir: string, uploadPlan: SiteUploadPlan): void {
    // Assets first and never pruned, so pages (old and new) never reference a missing file.
    const assetsUpload = new BucketDeployment(this, 'UploadAssets', {
      sources: [Source.asset(join(siteDir, assetsDir))],
      destinationBucket: this.bucket,
      destinationKeyPrefix: assetsPrefix,
      cacheControl: [CacheControl.fromString(uploadPlan.assetsCacheControl)],
      prune: false,
      memoryLimit: 512,
    });
    const pagesUpload = new BucketDeployment(this, 'UploadPages', {
      sources: [Source.asset(siteDir, { exclude: [assetsDir] })],
      destinationBucket: this.bucket,
      // Keeps the pages upload from pruning the assets.
      exclude: [`${assetsPrefix}*`],
      cacheControl: [CacheControl.fromString(uploadPlan.pagesCacheControl)],
      prune: true,
      memoryLimit: 512,
      distribution: this.distribution,
      distributionPaths: ['/*'],
    });
    pagesUpload.node.addDependency(assetsUpload);
  }
}

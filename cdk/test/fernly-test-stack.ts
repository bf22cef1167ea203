// Builds the stack the way app.ts does, against the fixture site, once per test file: bundling
// the handlers is the slow part of a synth.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { BUNDLING_STACKS } from 'aws-cdk-lib/cx-api';
import type { DeployContext } from '../deploy-context.ts';
import { FernlyStack } from '../fernly-stack.ts';
import type { AlarmTarget } from '../alarm-target.ts';
import { acknowledgeNagFindings } from '../nag-acknowledgements.ts';
import { applyStagePermissionsBoundary } from '../least-privilege/permissions-boundary.ts';
import { parseStage, type Stage } from '../stage.ts';
import { isJsonObject, toJsonValue } from '../../contract/json-value.ts';

const cdkDir = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));
const repositoryRoot = (path: string) => cdkDir(`../${path}`);

export const fixtureSiteDir = cdkDir('test/fixtures/site');
export const fixtureSiteMetaPath = cdkDir('test/fixtures/site-meta.json');

/** The feature flags of cdk.json, so tests synthesize what `cdk synth` does. */
export function featureFlags(): Record<string, unknown> {
  const cdkJson = toJsonValue(JSON.parse(readFileSync(cdkDir('cdk.json'), 'utf8')));
  const context = isJsonObject(cdkJson) ? cdkJson.context : undefined;
  if (!isJsonObject(context)) throw new Error('cdk/cdk.json has no context');
  return context;
}

/**
 * A test app's context: the flags of cdk.json, and the handlers bundled only when a test reads the
 * bundle. Bundling both handlers is most of a synth's time; without it the templates are the same
 * but for the code's asset hash.
 */
export function testAppContext(options: { readonly bundle?: boolean } = {}): Record<string, unknown> {
  return options.bundle === true ? featureFlags() : { ...featureFlags(), [BUNDLING_STACKS]: [] };
}

export const deployContextWithDomain: DeployContext = {
  siteDomain: {
    domainName: 'fernly.example',
    certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0a1b2c3d-4e5f-6789-abcd-ef0123456789',
    hostedZoneId: 'Z0123456789ABCDEFGHIJ',
  },
  senderAddress: 'no-reply@fernly.example',
  supportAddress: 'support@fernly.example',
  ownersAddress: 'owners@fernly.example',
  mailDomain: 'fernly.example',
  appOrigin: 'https://app.fernly.example',
};

/** Bundling and synthesis take ~30 s of CPU; on a shared, busy machine the wall time is longer. */
export const stackBuildTimeoutMs = 600_000;

export interface TestStack {
  readonly app: App;
  readonly stack: FernlyStack;
  readonly template: Template;
}

/** The built site a test stack serves: the fixture unless a test built its own. */
export interface TestSite {
  readonly siteDir: string;
  readonly siteMetaPath: string;
}

const fixtureSite: TestSite = { siteDir: fixtureSiteDir, siteMetaPath: fixtureSiteMetaPath };

export function buildTestStack(
  deployContext: DeployContext,
  site: TestSite = fixtureSite,
  options: { readonly bundle?: boolean } = {},
): TestStack {
  const app = new App({ context: testAppContext(options) });
  const stack = addTestStack(app, deployContext, parseStage(undefined), { site });
  return { app, stack, template: Template.fromStack(stack) };
}

/**
 * Adds one stage's stack to `app`, as app.ts does for `-c stage=<name>`. Add every stack before
 * reading any template: reading one synthesizes the whole app.
 */
export function addTestStack(
  app: App,
  deployContext: DeployContext,
  stage: Stage,
  options: { alarmTarget?: AlarmTarget; site?: TestSite; uploadSiteFiles?: boolean } = {},
): FernlyStack {
  const site = options.site ?? fixtureSite;
  const stack = new FernlyStack(app, stage.stackName, {
    stage,
    alarmTarget: options.alarmTarget,
    deployContext,
    uploadSiteFiles: options.uploadSiteFiles,
    paths: {
      siteDir: site.siteDir,
      siteMetaPath: site.siteMetaPath,
      lambdasDir: repositoryRoot('lambdas'),
      depsLockFilePath: repositoryRoot('package-lock.json'),
      viewerRequestFunctionPath: repositoryRoot('edge/viewer-request.js'),
      apiViewerRequestFunctionPath: repositoryRoot('edge/api-viewer-request.js'),
      notFoundOriginEntry: repositoryRoot('edge/not-found-handler.ts'),
      originSecretRotationEntry: repositoryRoot('lambdas/origin-secret/rotate.ts'),
      editorSignInEntry: repositoryRoot('lambdas/editor-sign-in/function-url-handler.ts'),
    },
  });
  acknowledgeNagFindings(stack);
  applyStagePermissionsBoundary(stack, stage);
  return stack;
}

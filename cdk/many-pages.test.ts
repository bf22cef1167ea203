// The CSP must not grow with the site (docs/decisions/0011-csp-for-a-growing-site.md): the site as
// staging's synth job built it for the run (cdk/test/synthesize-stages.ts), and the same site with
// 300 more blog posts, built here meanwhile in a temporary copy for the same addresses; the served
// policy must be the same to the byte, every page's inline code must be allowed by it, and the
// site's construct must still synthesize with it (CloudFront refuses a CSP over 1,783 characters).
import { readFile, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { RestApi } from 'aws-cdk-lib/aws-apigateway';
import { Code, Function as LambdaFunction, FunctionUrlAuthType, Runtime } from 'aws-cdk-lib/aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cspHash, inlineScripts, inlineStyles } from '../web/prerender/site-files.ts';
import { checkedExperiments } from '../edge/experiments/definitions.ts';
import { experiments } from '../edge/experiments/experiments.ts';
import { filledStore } from '../edge/experiments/store.ts';
import {
  contentSecurityPolicy,
  maxContentSecurityPolicyLength,
  readSiteMeta,
} from '../edge/security-headers.ts';
import {
  buildWithGeneratedPosts,
  directoryStats,
  type GeneratedBuild,
} from '../tools/bench/generated-site.ts';
import { StaticSite } from './constructs/static-site.ts';
import { siteBuildEnvironment } from './site-build-check.ts';
import {
  repositoryPath,
  stackBuildTimeoutMs,
  synthesizedTestStack,
  testAppContext,
  type TestSite,
} from './test/fernly-test-stack.ts';
import { synthesizedStage } from './test/synthesized-stages.ts';
import { recordedSynthJob } from './test/workflow-synth.ts';
import { resourcesOfType, valueAt } from './test/template-query.ts';

const extraPosts = 300;
let normal: TestSite & { readonly pageCount: number };
let grown: GeneratedBuild | undefined;
/** Removes the grown site's copy, once its build has ended, whether or not the setup did. */
let removeGrown = (): Promise<void> => Promise.resolve();
/** Where both sites are served from. */
let siteOrigin = '';

beforeAll(async () => {
  // Built for the addresses staging's synth job builds its site for, beside that build.
  const { siteAddresses } = await recordedSynthJob('staging', tmpdir());
  siteOrigin = siteAddresses.siteOrigin;
  const building = buildWithGeneratedPosts(extraPosts, undefined, siteBuildEnvironment(siteAddresses));
  removeGrown = async () => (await building.catch(() => undefined))?.remove();
  const [{ context }, build] = await Promise.all([synthesizedStage('staging'), building]);
  grown = build;
  const site = { siteDir: context.siteDir ?? '', siteMetaPath: context.siteMetaPath ?? '' };
  normal = { ...site, pageCount: (await directoryStats(site.siteDir)).pages };
}, stackBuildTimeoutMs);

afterAll(() => removeGrown());

function grownSite(): GeneratedBuild {
  if (grown === undefined) throw new Error('The site with more posts was not built');
  return grown;
}

/**
 * The site's construct alone in a stack, serving `site`: what the site's size can change. The API
 * and the sign-in helper it routes to stand in for the stack's own.
 */
function siteStackServing(site: TestSite) {
  const stack = new Stack(new App({ context: testAppContext() }), 'ManyPagesTest');
  const api = new RestApi(stack, 'Api');
  api.root.addMethod('POST');
  const signIn = new LambdaFunction(stack, 'SignIn', {
    runtime: Runtime.NODEJS_22_X,
    handler: 'index.handler',
    code: Code.fromInline('export const handler = async () => ({ statusCode: 404 });'),
  });
  new StaticSite(stack, 'Site', {
    siteDir: site.siteDir,
    siteMeta: readSiteMeta(site.siteMetaPath),
    viewerRequestFunctionPath: repositoryPath('edge/viewer-request.js'),
    experimentStoreItems: filledStore(checkedExperiments(experiments), { preview: false }),
    notFoundOriginEntry: repositoryPath('edge/not-found-handler.ts'),
    depsLockFilePath: repositoryPath('package-lock.json'),
    api,
    apiOriginHeaders: {},
    editorSignInUrl: signIn.addFunctionUrl({ authType: FunctionUrlAuthType.AWS_IAM }),
    apiViewerRequestFunctionPath: repositoryPath('edge/api-viewer-request.js'),
    domain: undefined,
    keepContentOnDelete: true,
    uploadFiles: true,
    webAclArn: 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/fernly-site/0f1e',
  });
  return synthesizedTestStack(stack);
}

async function htmlFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe(`the site with ${extraPosts} more posts`, () => {
  it('has a page for each of them', () => {
    expect(grownSite().pageCount - normal.pageCount).toBeGreaterThanOrEqual(extraPosts);
  });

  it('is served with the same CSP, byte for byte, well within CloudFront’s limit', () => {
    const policy = contentSecurityPolicy(readSiteMeta(grownSite().siteMetaPath));
    expect(policy).toBe(contentSecurityPolicy(readSiteMeta(normal.siteMetaPath)));
    expect(policy.length).toBeLessThan(maxContentSecurityPolicyLength / 2);
  });

  it('allows every inline script and style of every page by a hash in that CSP', async () => {
    const meta = readSiteMeta(grownSite().siteMetaPath);
    const unlisted: string[] = [];
    const files = await htmlFiles(grownSite().siteDir);
    for (const file of files) {
      const html = await readFile(file, 'utf8');
      for (const script of inlineScripts(html))
        if (!meta.scriptHashes.includes(cspHash(script)))
          unlisted.push(`${file}: script ${script.slice(0, 60)}`);
      for (const style of inlineStyles(html))
        if (!(meta.styleHashes ?? []).includes(cspHash(style))) unlisted.push(`${file}: a <style>`);
    }
    expect(files.length).toBeGreaterThan(extraPosts);
    expect(unlisted).toEqual([]);
  });

  it('paginates the blog index, each page linked to its neighbours and listed in the sitemap', async () => {
    const { siteDir } = grownSite();
    const second = await readFile(join(siteDir, 'blog-page/page/2/index.html'), 'utf8');
    expect(second).toContain(`<link rel="canonical" href="${siteOrigin}/blog-page/page/2"/>`);
    expect(second).toContain(`<link rel="prev" href="${siteOrigin}/blog-page"/>`);
    expect(second).toContain(`<link rel="next" href="${siteOrigin}/blog-page/page/3"/>`);
    expect(second).toMatch(/<a rel="next" href="\/blog-page\/page\/3"/);
    const first = await readFile(join(siteDir, 'blog-page/index.html'), 'utf8');
    expect(first).toContain(`<link rel="next" href="${siteOrigin}/blog-page/page/2"/>`);
    const sitemap = await readFile(join(siteDir, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain(`<loc>${siteOrigin}/blog-page/page/2</loc>`);
    const feed = await readFile(join(siteDir, 'feed.xml'), 'utf8');
    expect(feed.match(/<entry>/g)?.length).toBeGreaterThan(extraPosts);
  });

  it(
    'still synthesizes, with that CSP on the pages',
    () => {
      const { template } = siteStackServing(grownSite());
      const policies = resourcesOfType(template, 'AWS::CloudFront::ResponseHeadersPolicy').flatMap(
        ({ properties }) => {
          const csp = valueAt(
            properties,
            'ResponseHeadersPolicyConfig',
            'SecurityHeadersConfig',
            'ContentSecurityPolicy',
            'ContentSecurityPolicy',
          );
          return csp === undefined ? [] : [csp];
        },
      );
      // The pages' policy and /admin's own (edge/security-headers.ts), which hashes nothing of the pages.
      expect(policies).toHaveLength(2);
      expect(policies).toContain(contentSecurityPolicy(readSiteMeta(grownSite().siteMetaPath)));
    },
    stackBuildTimeoutMs,
  );
});

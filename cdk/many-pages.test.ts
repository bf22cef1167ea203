// The CSP must not grow with the site (docs/decisions/0011-csp-for-a-growing-site.md): the site
// is built twice in temporary copies, as it is and with 300 more blog posts, and the served
// policy must be the same to the byte, every page's inline code must be allowed by it, and the
// stack must still synthesize (CloudFront refuses a CSP over 1,783 characters).
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cspHash, inlineScripts, inlineStyles } from '../web/prerender/site-files.ts';
import {
  contentSecurityPolicy,
  maxContentSecurityPolicyLength,
  readSiteMeta,
} from '../edge/security-headers.ts';
import { buildWithGeneratedPosts, type GeneratedBuild } from '../tests/bench/generated-site.ts';
import { buildTestStack, deployContextWithDomain, stackBuildTimeoutMs } from './test/fernly-test-stack.ts';
import { resourcesOfType, valueAt } from './test/template-query.ts';

const extraPosts = 300;
let normal: GeneratedBuild;
let grown: GeneratedBuild;
/** What afterAll removes: only the builds that were made, even if the second one failed. */
const finished: GeneratedBuild[] = [];

beforeAll(async () => {
  // One after the other: the machine running the tests may have two cores.
  normal = await buildWithGeneratedPosts(0);
  finished.push(normal);
  grown = await buildWithGeneratedPosts(extraPosts);
  finished.push(grown);
}, stackBuildTimeoutMs);

afterAll(async () => {
  await Promise.all(finished.map((build) => build.remove()));
});

async function htmlFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe(`the site with ${extraPosts} more posts`, () => {
  it('has a page for each of them', () => {
    expect(grown.pageCount - normal.pageCount).toBeGreaterThanOrEqual(extraPosts);
  });

  it('is served with the same CSP, byte for byte, well within CloudFront’s limit', () => {
    const policy = contentSecurityPolicy(readSiteMeta(grown.siteMetaPath));
    expect(policy).toBe(contentSecurityPolicy(readSiteMeta(normal.siteMetaPath)));
    expect(policy.length).toBeLessThan(maxContentSecurityPolicyLength / 2);
  });

  it('allows every inline script and style of every page by a hash in that CSP', async () => {
    const meta = readSiteMeta(grown.siteMetaPath);
    const unlisted: string[] = [];
    const files = await htmlFiles(grown.siteDir);
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
    const second = await readFile(join(grown.siteDir, 'blog-page/page/2/index.html'), 'utf8');
    expect(second).toContain('<link rel="canonical" href="https://fernly.example/blog-page/page/2"/>');
    expect(second).toContain('<link rel="prev" href="https://fernly.example/blog-page"/>');
    expect(second).toContain('<link rel="next" href="https://fernly.example/blog-page/page/3"/>');
    expect(second).toMatch(/<a rel="next" href="\/blog-page\/page\/3"/);
    const first = await readFile(join(grown.siteDir, 'blog-page/index.html'), 'utf8');
    expect(first).toContain('<link rel="next" href="https://fernly.example/blog-page/page/2"/>');
    const sitemap = await readFile(join(grown.siteDir, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('<loc>https://fernly.example/blog-page/page/2</loc>');
    const feed = await readFile(join(grown.siteDir, 'feed.xml'), 'utf8');
    expect(feed.match(/<entry>/g)?.length).toBeGreaterThan(extraPosts);
  });

  it(
    'still synthesizes, with that CSP on the pages',
    () => {
      const { template } = buildTestStack(deployContextWithDomain, grown);
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
      expect(policies).toContain(contentSecurityPolicy(readSiteMeta(grown.siteMetaPath)));
    },
    stackBuildTimeoutMs,
  );
});

// Checks that edge/viewer-request.js is valid for CloudFront's cloudfront-js-2.0 runtime: it is run
// here in the bare sandbox the local server uses (edge/cloudfront-function-sandbox.ts: only the
// ECMAScript built-ins, console and the runtime's `cloudfront` module; no require, process,
// timers, fetch or Buffer), and must stay under the 10 KB code limit. The routing itself is also
// tested beside the function; this is the CloudFront side, with no experiment in its store.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  cloudFrontFunctionMaxBytes,
  isViewerResponse,
  loadCloudFrontFunction,
  viewerRequestEvent,
  viewerRequestFunctionPath,
} from '../edge/cloudfront-function-sandbox.ts';
import { notFoundPagePath } from '../edge/not-found.ts';
import { fixtureSiteDir } from './test/fernly-test-stack.ts';

const functionPath = viewerRequestFunctionPath;
const source = readFileSync(functionPath, 'utf8');
const viewerRequest = loadCloudFrontFunction(functionPath);

function runHandler(uri: string, querystring: Record<string, { value: string }> = {}) {
  const event = viewerRequestEvent('GET', uri, 'd111111abcdef8.cloudfront.net', { querystring });
  const result = viewerRequest(event);
  if (isViewerResponse(result)) throw new Error(`expected a request for ${uri}`);
  return { event: event.request, result };
}

function mappedUri(uri: string): string {
  return runHandler(uri).result.uri;
}

describe('edge/viewer-request.js on the cloudfront-js-2.0 runtime', () => {
  it('fits the 10 KB CloudFront Functions code limit', () => {
    expect(statSync(functionPath).size).toBeLessThan(cloudFrontFunctionMaxBytes);
  });

  it('imports nothing but the runtime’s own cloudfront module, on its first line, and requires nothing', () => {
    expect(source.startsWith("import cf from 'cloudfront';\n")).toBe(true);
    expect(source.slice(source.indexOf('\n'))).not.toMatch(/^\s*(import|export)\s/m);
    expect(source).not.toMatch(/\brequire\s*\(/);
  });

  it.each([
    ['/', '/index.html'],
    ['/HomePage1', '/homepage1/index.html'],
    ['/homepage1/', '/homepage1/index.html'],
    ['/HOMEPAGE1//', '/homepage1/index.html'],
    ['/Quay', '/quay/index.html'],
    ['/TOTUM', '/totum/index.html'],
    ['/perkBox/', '/perkbox/index.html'],
    ['/Privacy-Policy', '/privacy-policy/index.html'],
    ['/blog-page/Moving-With-ADHD', '/blog-page/moving-with-adhd/index.html'],
  ])('maps the page %s to %s', (uri, expected) => {
    expect(mappedUri(uri)).toBe(expected);
  });

  it.each([
    '/assets/Main-3F9A1C7E.js',
    '/assets/fonts/Inter.woff2',
    '/robots.txt',
    '/sitemap.xml',
    '/404.html',
  ])('leaves the file %s untouched, case included', (uri) => {
    expect(mappedUri(uri)).toBe(uri);
  });

  it('keeps the query string and the rest of the request', () => {
    const { event, result } = runHandler('/Quay', { utm_source: { value: 'newsletter' } });
    expect(result).toEqual({ ...event, uri: '/quay/index.html' });
  });

  it('routes a page that does not exist to a missing key, which CloudFront answers with the 404 page', () => {
    const served = (uri: string) => {
      const key = mappedUri(uri);
      return existsSync(join(fixtureSiteDir, key))
        ? { status: 200, key }
        : { status: 404, key: notFoundPagePath };
    };
    expect(served('/HomePage1')).toEqual({ status: 200, key: '/homepage1/index.html' });
    expect(served('/no-such-page')).toEqual({ status: 404, key: '/404.html' });
    expect(existsSync(join(fixtureSiteDir, notFoundPagePath))).toBe(true);
  });
});

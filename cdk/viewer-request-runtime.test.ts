// Checks that edge/viewer-request.js is valid for CloudFront's cloudfront-js-2.0 runtime: it is run
// here in a bare sandbox with only what that runtime offers (ECMAScript built-ins and console; no
// require, process, timers, fetch or Buffer), and must stay under the 10 KB code limit. The routing
// itself is also tested by the backend for the local server; this is the CloudFront side.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script, createContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { notFoundPagePath } from '../edge/not-found.ts';
import { fixtureSiteDir } from './test/fernly-test-stack.ts';

const functionPath = fileURLToPath(new URL('../edge/viewer-request.js', import.meta.url));
const source = readFileSync(functionPath, 'utf8');
const cloudFrontFunctionMaxBytes = 10 * 1024;

interface CloudFrontRequest {
  method: string;
  uri: string;
  querystring: Record<string, { value: string }>;
  headers: Record<string, { value: string }>;
  cookies: Record<string, { value: string }>;
}

function loadInSandbox(): {
  runHandler: (request: CloudFrontRequest) => unknown;
  globals: (name: string) => string;
} {
  const logged: unknown[] = [];
  const sandbox = createContext(
    { console: { log: (...values: unknown[]) => logged.push(values) } },
    { codeGeneration: { strings: false, wasm: false }, name: 'cloudfront-js-2.0' },
  );
  // A script, not a module: the runtime has no import or export, so either would fail to parse.
  new Script(source, { filename: functionPath }).runInContext(sandbox);
  const invoke = new Script('JSON.stringify(handler(JSON.parse(eventJson)))');
  return {
    runHandler: (request) => {
      sandbox.eventJson = JSON.stringify({
        version: '1.0',
        context: { eventType: 'viewer-request', distributionDomainName: 'd111111abcdef8.cloudfront.net' },
        viewer: { ip: '198.51.100.7' },
        request,
      });
      const result: unknown = invoke.runInContext(sandbox);
      const parsed: unknown = JSON.parse(typeof result === 'string' ? result : 'null');
      return parsed;
    },
    globals: (name) => String(new Script(`typeof ${name}`).runInContext(sandbox)),
  };
}

function request(uri: string, querystring: CloudFrontRequest['querystring'] = {}): CloudFrontRequest {
  return { method: 'GET', uri, querystring, headers: { host: { value: 'fernly.example' } }, cookies: {} };
}

const { runHandler, globals } = loadInSandbox();

function mappedUri(uri: string): unknown {
  const result = runHandler(request(uri));
  return typeof result === 'object' && result !== null && 'uri' in result ? result.uri : result;
}

describe('edge/viewer-request.js on the cloudfront-js-2.0 runtime', () => {
  it('fits the 10 KB CloudFront Functions code limit', () => {
    expect(statSync(functionPath).size).toBeLessThan(cloudFrontFunctionMaxBytes);
  });

  it('defines handler(event) and runs where Node-only globals do not exist', () => {
    expect(globals('handler')).toBe('function');
    for (const name of [
      'require',
      'module',
      'exports',
      'process',
      'Buffer',
      'setTimeout',
      'setInterval',
      'fetch',
    ]) {
      expect(globals(name)).toBe('undefined');
    }
  });

  it('uses no import, export or require, which the runtime does not offer', () => {
    expect(source).not.toMatch(/^\s*(import|export)\s/m);
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
    const original = request('/Quay', { utm_source: { value: 'newsletter' } });
    expect(runHandler(original)).toEqual({ ...original, uri: '/quay/index.html' });
  });

  it('routes a page that does not exist to a missing key, which CloudFront answers with the 404 page', () => {
    const served = (uri: string) => {
      const key = String(mappedUri(uri));
      return existsSync(join(fixtureSiteDir, key))
        ? { status: 200, key }
        : { status: 404, key: notFoundPagePath };
    };
    expect(served('/HomePage1')).toEqual({ status: 200, key: '/homepage1/index.html' });
    expect(served('/no-such-page')).toEqual({ status: 404, key: '/404.html' });
    expect(existsSync(join(fixtureSiteDir, notFoundPagePath))).toBe(true);
  });
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadCloudFrontFunction, viewerRequestEvent } from './cloudfront-function-sandbox.ts';

const directory = mkdtempSync(join(tmpdir(), 'cloudfront-function-'));
afterAll(() => {
  rmSync(directory, { recursive: true, force: true });
});

function functionFile(name: string, source: string): string {
  const path = join(directory, name);
  writeFileSync(path, source);
  return path;
}

describe('the CloudFront Function sandbox', () => {
  it('offers no Node.js require, process or timers, as the edge runtime does not', () => {
    const path = functionFile(
      'probe.js',
      `function handler(event) {
        event.request.headers.probe = { value: [typeof require, typeof process, typeof setTimeout, typeof fetch].join(',') };
        return event.request;
      }`,
    );
    const result = loadCloudFrontFunction(path)(viewerRequestEvent('GET', '/', 'fernly.example'));
    expect(result).toMatchObject({
      headers: { probe: { value: 'undefined,undefined,undefined,undefined' } },
    });
  });

  it('refuses code generation from strings', () => {
    const path = functionFile('eval.js', 'function handler(event) { return eval("event.request"); }');
    expect(() => loadCloudFrontFunction(path)(viewerRequestEvent('GET', '/', 'fernly.example'))).toThrow(
      /Code generation from strings disallowed/,
    );
  });

  it('passes a response built by the function back to the caller', () => {
    const path = functionFile(
      'redirect.js',
      `function handler() { return { statusCode: 301, statusDescription: 'Moved Permanently', headers: { location: { value: '/' } } }; }`,
    );
    expect(loadCloudFrontFunction(path)(viewerRequestEvent('GET', '/old', 'fernly.example'))).toEqual({
      statusCode: 301,
      statusDescription: 'Moved Permanently',
      headers: { location: { value: '/' } },
    });
  });

  it('offers the runtime’s KeyValueStore module, answering from the lookup it is given', () => {
    const path = functionFile(
      'kvs.js',
      `import cf from 'cloudfront';
      var store = cf.kvs();
      async function handler(event) {
        var missing = 'none';
        try { missing = await store.get('absent'); } catch (error) { missing = error.message; }
        var parsed = await store.get('json', { format: 'json' });
        event.request.headers.probe = {
          value: [await store.get('text'), parsed.n, await store.exists('text'), await store.exists('absent'), missing].join(','),
        };
        return event.request;
      }`,
    );
    const values = new Map([
      ['text', 'hello'],
      ['json', '{"n":7}'],
    ]);
    const result = loadCloudFrontFunction(path, { keyValueStore: (key) => values.get(key) })(
      viewerRequestEvent('GET', '/', 'fernly.example'),
    );
    expect(result).toMatchObject({
      headers: { probe: { value: 'hello,7,true,false,KeyNotFound: absent' } },
    });
  });

  it('refuses any import but the runtime’s own module, and reports a handler that fails', () => {
    const other = functionFile(
      'other.js',
      "import fs from 'fs';\nfunction handler(event) { return event.request; }",
    );
    expect(() => loadCloudFrontFunction(other)).toThrow(/offers one import/);
    const failing = functionFile('failing.js', 'async function handler() { throw new Error("no"); }');
    expect(() => loadCloudFrontFunction(failing)(viewerRequestEvent('GET', '/', 'fernly.example'))).toThrow(
      /handler failed: no/,
    );
  });

  it('refuses a file without a handler function and one over the size limit', () => {
    expect(() => loadCloudFrontFunction(functionFile('empty.js', 'var x = 1;'))).toThrow(
      /does not define function handler/,
    );
    const large = `function handler(event) { return event.request; }\n//${'x'.repeat(10 * 1024)}`;
    expect(() => loadCloudFrontFunction(functionFile('large.js', large))).toThrow(
      /larger than the 10240-byte/,
    );
  });
});

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

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readSiteMeta, securityHeaders, type SiteMeta } from './security-headers.ts';

const noThirdParties: SiteMeta['thirdPartyOrigins'] = { script: [], connect: [], img: [] };
const directory = mkdtempSync(join(tmpdir(), 'site-meta-'));
afterAll(() => {
  rmSync(directory, { recursive: true, force: true });
});

function directives(policy: string | undefined): Map<string, string[]> {
  return new Map(
    (policy ?? '').split('; ').map((directive) => {
      const [name = '', ...values] = directive.split(' ');
      return [name, values];
    }),
  );
}

describe('securityHeaders', () => {
  it('allows inline scripts only by their build-time hashes', () => {
    const headers = securityHeaders({ scriptHashes: ['sha256-AbC+/12='], thirdPartyOrigins: noThirdParties });
    const policy = directives(headers['Content-Security-Policy']);
    expect(policy.get('script-src')).toEqual(["'self'", "'sha256-AbC+/12='"]);
    expect(headers['Content-Security-Policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
  });

  it('adds the optional analytics origins to the matching directives only', () => {
    const headers = securityHeaders({
      scriptHashes: [],
      thirdPartyOrigins: {
        script: ['https://www.googletagmanager.com'],
        connect: ['https://region1.google-analytics.com'],
        img: ['https://www.google-analytics.com'],
      },
    });
    const policy = directives(headers['Content-Security-Policy']);
    expect(policy.get('script-src')).toEqual(["'self'", 'https://www.googletagmanager.com']);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://region1.google-analytics.com']);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'https://www.google-analytics.com']);
    expect(policy.get('default-src')).toEqual(["'self'"]);
  });

  it('sets HSTS eligible for preload and the isolation headers', () => {
    const headers = securityHeaders({ scriptHashes: [], thirdPartyOrigins: noThirdParties });
    expect(headers).toMatchObject({
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Resource-Policy': 'same-origin',
      'X-Frame-Options': 'DENY',
    });
    expect(headers['Permissions-Policy']).toContain('camera=()');
  });

  it('stays within the 1783-character limit of a CloudFront response headers policy CSP', () => {
    const hashes = Array.from({ length: 10 }, (_, index) => `sha256-${String(index).repeat(43)}=`);
    const policy = securityHeaders({ scriptHashes: hashes, thirdPartyOrigins: noThirdParties })[
      'Content-Security-Policy'
    ];
    expect(policy?.length).toBeLessThanOrEqual(1783);
  });
});

describe('readSiteMeta', () => {
  function metaFile(name: string, content: string): string {
    const path = join(directory, name);
    writeFileSync(path, content);
    return path;
  }

  it('reads the build metadata', () => {
    const meta = { scriptHashes: ['sha256-q1w2e3r4='], thirdPartyOrigins: noThirdParties };
    expect(readSiteMeta(metaFile('good.json', JSON.stringify(meta)))).toEqual(meta);
  });

  it('names the file and the problem when the metadata is missing or malformed', () => {
    expect(() => readSiteMeta(join(directory, 'missing.json'))).toThrow(/missing\.json.*npm run build/);
    const bad = metaFile(
      'bad.json',
      JSON.stringify({ scriptHashes: ["'unsafe-inline'"], thirdPartyOrigins: noThirdParties }),
    );
    expect(() => readSiteMeta(bad)).toThrow(/bad\.json is not valid site metadata/);
    const http = metaFile(
      'http.json',
      JSON.stringify({
        scriptHashes: [],
        thirdPartyOrigins: { ...noThirdParties, script: ['http://cdn.example/x.js'] },
      }),
    );
    expect(() => readSiteMeta(http)).toThrow(/thirdPartyOrigins/);
  });
});

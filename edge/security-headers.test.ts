import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  adminContentSecurityPolicy,
  assetHeaders,
  documentHeaders,
  maxContentSecurityPolicyLength,
  readSiteMeta,
  securityHeadersFor,
  type SiteMeta,
} from './security-headers.ts';

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

describe('securityHeadersFor', () => {
  const meta: SiteMeta = { scriptHashes: ['sha256-AbC+/12='], thirdPartyOrigins: noThirdParties };

  it.each(['/', '/quay/index.html', '/404.html', '/feed.xml', '/sitemap.xml', '/favicon.svg'])(
    'gives %s, which a browser can open as a document, the document headers',
    (path) => {
      expect(securityHeadersFor(meta, path)).toEqual(documentHeaders(meta));
    },
  );

  it('gives hashed assets HSTS, nosniff and CORP only: no CSP, framing or referrer rules', () => {
    const headers = securityHeadersFor(meta, '/assets/entry-client-Ab12.js');
    expect(headers).toEqual(assetHeaders);
    expect(Object.keys(headers).sort()).toEqual([
      'Cross-Origin-Resource-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
    ]);
  });

  it('puts every asset header on documents too', () => {
    expect(documentHeaders(meta)).toMatchObject(assetHeaders);
  });
});

describe('documentHeaders', () => {
  const meta: SiteMeta = { scriptHashes: ['sha256-AbC+/12='], thirdPartyOrigins: noThirdParties };
  const policy = directives(documentHeaders(meta)['Content-Security-Policy']);

  it('refuses everything by default, so each kind of resource is allowed on purpose', () => {
    expect(policy.get('default-src')).toEqual(["'none'"]);
  });

  it('allows inline scripts only by their build-time hashes', () => {
    expect(policy.get('script-src')).toEqual(["'self'", "'sha256-AbC+/12='"]);
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
  });

  it('allows stylesheets from the site and inline <style> elements only by their hashes', () => {
    expect(policy.get('style-src')).toEqual(["'self'"]);
    const inlined = directives(
      documentHeaders({ ...meta, styleHashes: ['sha256-StYlE+/9='] })['Content-Security-Policy'],
    );
    expect(inlined.get('style-src')).toEqual(["'self'", "'sha256-StYlE+/9='"]);
    expect(inlined.get('script-src')).toEqual(["'self'", "'sha256-AbC+/12='"]);
  });

  it.each([
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    ['worker-src', "'none'"],
    ['manifest-src', "'self'"],
  ])('sets %s to %s', (name, value) => {
    expect(policy.get(name)).toEqual([value]);
  });

  it('never allows unsafe-inline, unsafe-eval or a wildcard anywhere', () => {
    const policyText = documentHeaders(meta)['Content-Security-Policy'] ?? '';
    expect(policyText).not.toMatch(/unsafe-|\*|https?:(?:;| |$)/);
  });

  it('adds the optional analytics origins to the matching directives only', () => {
    const headers = documentHeaders({
      scriptHashes: [],
      thirdPartyOrigins: {
        script: ['https://www.googletagmanager.com'],
        connect: ['https://region1.google-analytics.com'],
        img: ['https://www.google-analytics.com'],
      },
    });
    const analytics = directives(headers['Content-Security-Policy']);
    expect(analytics.get('script-src')).toEqual(["'self'", 'https://www.googletagmanager.com']);
    expect(analytics.get('connect-src')).toEqual(["'self'", 'https://region1.google-analytics.com']);
    expect(analytics.get('img-src')).toEqual(["'self'", 'data:', 'https://www.google-analytics.com']);
    expect(analytics.get('default-src')).toEqual(["'none'"]);
    expect(analytics.get('style-src')).toEqual(["'self'"]);
  });

  it('sets HSTS eligible for preload and the isolation headers', () => {
    const headers = documentHeaders(meta);
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
    const hashes = (count: number) =>
      Array.from({ length: count }, (_, index) => `sha256-${String(index % 10).repeat(43)}=`);
    const policyText = documentHeaders({
      scriptHashes: hashes(24),
      styleHashes: hashes(2),
      thirdPartyOrigins: noThirdParties,
    })['Content-Security-Policy'];
    expect(policyText?.length).toBeLessThanOrEqual(maxContentSecurityPolicyLength);
  });
});

describe('the editor at /admin', () => {
  const meta: SiteMeta = { scriptHashes: ['sha256-AbC+/12='], thirdPartyOrigins: noThirdParties };
  const site = directives(documentHeaders(meta)['Content-Security-Policy']);

  it('has its own policy and is never indexed, under /admin and below it', () => {
    for (const path of ['/admin', '/admin/', '/admin/index.html', '/admin/config.js']) {
      const headers = securityHeadersFor(meta, path);
      expect(headers['Content-Security-Policy']).toBe(adminContentSecurityPolicy);
      expect(headers['X-Robots-Tag']).toBe('noindex, nofollow');
      expect(headers['X-Frame-Options']).toBe('DENY');
      expect(headers['Strict-Transport-Security']).toBe(assetHeaders['Strict-Transport-Security']);
    }
  });

  it('keeps its link to the GitHub sign-in window it opens, and only it', () => {
    expect(securityHeadersFor(meta, '/admin/')['Cross-Origin-Opener-Policy']).toBe(
      'same-origin-allow-popups',
    );
    for (const path of ['/', '/faqs', '/Admin'])
      expect(securityHeadersFor(meta, path)['Cross-Origin-Opener-Policy']).toBe('same-origin');
  });

  it('runs no inline script, no eval and nothing from another origin', () => {
    const admin = directives(adminContentSecurityPolicy);
    expect(admin.get('default-src')).toEqual(["'none'"]);
    expect(admin.get('script-src')).toEqual(["'self'"]);
    expect(admin.get('frame-ancestors')).toEqual(["'none'"]);
    expect(adminContentSecurityPolicy).not.toContain('unsafe-eval');
  });

  it('frames only the preview the editor writes itself, a blob: document, never another origin', () => {
    expect(directives(adminContentSecurityPolicy).get('frame-src')).toEqual(['blob:']);
    expect(directives(adminContentSecurityPolicy).get('base-uri')).toEqual(["'self'"]);
  });

  it("leaves the site's policy as it was: nothing of the editor's reaches a page", () => {
    for (const path of ['/', '/faqs', '/blog-page/starting-small', '/Admin']) {
      expect(securityHeadersFor(meta, path)['Content-Security-Policy']).toBe(
        documentHeaders(meta)['Content-Security-Policy'],
      );
    }
    for (const [name, values] of site) {
      for (const value of values) {
        expect(value, name).not.toMatch(/github|jsdelivr|unsafe-|blob:/);
      }
    }
    expect(site.get('font-src')).toBeUndefined();
  });
});

describe('readSiteMeta', () => {
  function metaFile(name: string, content: string): string {
    const path = join(directory, name);
    writeFileSync(path, content);
    return path;
  }

  it('reads the build metadata, with or without inline style hashes', () => {
    const meta = { scriptHashes: ['sha256-q1w2e3r4='], thirdPartyOrigins: noThirdParties };
    expect(readSiteMeta(metaFile('good.json', JSON.stringify(meta)))).toEqual(meta);
    const inlined = { ...meta, styleHashes: ['sha256-StYlE+/9='] };
    expect(readSiteMeta(metaFile('inlined.json', JSON.stringify(inlined)))).toEqual(inlined);
  });

  it('names the file and the problem when the metadata is missing or malformed', () => {
    expect(() => readSiteMeta(join(directory, 'missing.json'))).toThrow(/missing\.json.*npm run build/);
    const bad = metaFile(
      'bad.json',
      JSON.stringify({ scriptHashes: ["'unsafe-inline'"], thirdPartyOrigins: noThirdParties }),
    );
    expect(() => readSiteMeta(bad)).toThrow(/bad\.json is not valid site metadata/);
    const badStyle = metaFile(
      'bad-style.json',
      JSON.stringify({
        scriptHashes: [],
        styleHashes: ["'unsafe-inline'"],
        thirdPartyOrigins: noThirdParties,
      }),
    );
    expect(() => readSiteMeta(badStyle)).toThrow(/styleHashes/);
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

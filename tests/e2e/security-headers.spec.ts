// Reads the headers the site is actually served with and checks each rule of the MDN HTTP
// Observatory's A+ grade on its own, so a failure names the rule and the address. The policy
// comes from edge/security-headers.ts, which CloudFront's response headers policy uses too.
import { createHash } from 'node:crypto';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { maxContentSecurityPolicyLength } from '../../edge/security-headers.ts';
import { expect, test } from './fixtures.ts';
import { hydrated, siteRoutes } from './site-routes.ts';

type Policy = ReadonlyMap<string, readonly string[]>;

/** A serialized CSP as the CSP specification parses it: names lower-cased, a repeated directive ignored. */
function parsePolicy(serialized: string): Policy {
  const directives = new Map<string, string[]>();
  for (const part of serialized.split(';')) {
    const [name, ...values] = part.trim().split(/[\t\n\f\r ]+/);
    if (name === undefined || name === '') continue;
    const key = name.toLowerCase();
    if (!directives.has(key)) directives.set(key, values);
  }
  return directives;
}

/** The sources that govern `name`, following the specification's fallback to broader directives. */
function effectiveSources(policy: Policy, name: string): readonly string[] | undefined {
  const fallbacks: Record<string, string[]> = {
    'script-src': ['script-src', 'default-src'],
    'script-src-elem': ['script-src-elem', 'script-src', 'default-src'],
    'style-src-elem': ['style-src-elem', 'style-src', 'default-src'],
    'style-src-attr': ['style-src-attr', 'style-src', 'default-src'],
    'object-src': ['object-src', 'default-src'],
  };
  for (const candidate of fallbacks[name] ?? [name]) {
    const sources = policy.get(candidate);
    if (sources !== undefined) return sources;
  }
  return undefined;
}

const lower = (sources: readonly string[] | undefined) =>
  (sources ?? []).map((source) => source.toLowerCase());

function cspHash(content: string): string {
  return `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;
}

interface Served {
  readonly label: string;
  readonly response: APIResponse;
}

/** The one Content-Security-Policy of a response; two would both apply and confuse every reader. */
function servedPolicy({ label, response }: Served): string {
  const policies = response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === 'content-security-policy');
  expect.soft(policies, `${label}: exactly one Content-Security-Policy header`).toHaveLength(1);
  return policies[0]?.value ?? '';
}

/** Every Observatory A+ rule, each in its own soft expectation so one run reports all misses. */
function expectObservatoryHeaders(served: Served): void {
  const { label, response } = served;
  const header = (name: string) => response.headers()[name];
  const serialized = servedPolicy(served);
  const policy = parsePolicy(serialized);

  expect
    .soft(lower(policy.get('default-src')).join(' '), `${label}: CSP default-src is 'none' or 'self' alone`)
    .toMatch(/^'(none|self)'$/);
  // Script elements follow script-src-elem when present; eval() and the like follow script-src.
  const scripts = lower(effectiveSources(policy, 'script-src-elem'));
  const scriptSrc = lower(effectiveSources(policy, 'script-src'));
  expect.soft(scripts, `${label}: CSP allows scripts from somewhere (script-src)`).not.toHaveLength(0);
  expect
    .soft([...scripts, ...scriptSrc], `${label}: CSP script-src has no 'unsafe-inline'`)
    .not.toContain("'unsafe-inline'");
  expect.soft(scriptSrc, `${label}: CSP script-src has no 'unsafe-eval'`).not.toContain("'unsafe-eval'");
  expect
    .soft(
      [...scripts, ...scriptSrc].filter((source) => /^(\*|data:|https?:|blob:)$/.test(source)),
      `${label}: CSP script-src allows no wildcard, scheme or data: source`,
    )
    .toEqual([]);
  expect
    .soft(lower(effectiveSources(policy, 'style-src-elem')), `${label}: CSP style-src has no 'unsafe-inline'`)
    .not.toContain("'unsafe-inline'");
  expect
    .soft(lower(effectiveSources(policy, 'object-src')), `${label}: CSP object-src is 'none'`)
    .toEqual(["'none'"]);
  expect.soft(lower(policy.get('base-uri')), `${label}: CSP base-uri is 'none'`).toEqual(["'none'"]);
  expect.soft(lower(policy.get('form-action')), `${label}: CSP form-action is 'self'`).toEqual(["'self'"]);
  expect
    .soft(lower(policy.get('frame-ancestors')), `${label}: CSP frame-ancestors is 'none'`)
    .toEqual(["'none'"]);
  expect
    .soft(
      serialized.length,
      `${label}: CSP fits CloudFront's ${maxContentSecurityPolicyLength}-character limit`,
    )
    .toBeLessThanOrEqual(maxContentSecurityPolicyLength);

  const hsts = (header('strict-transport-security') ?? '')
    .split(';')
    .map((part) => part.trim().toLowerCase());
  const maxAge = Number(/^max-age=(\d+)$/.exec(hsts.find((part) => part.startsWith('max-age=')) ?? '')?.[1]);
  expect.soft(maxAge, `${label}: HSTS max-age is at least two years`).toBeGreaterThanOrEqual(63_072_000);
  expect.soft(hsts, `${label}: HSTS includes subdomains`).toContain('includesubdomains');
  expect.soft(hsts, `${label}: HSTS asks for preload`).toContain('preload');
  expect.soft(header('x-content-type-options'), `${label}: X-Content-Type-Options`).toBe('nosniff');
  expect
    .soft(
      header('referrer-policy') ?? '(none)',
      `${label}: Referrer-Policy is strict-origin-when-cross-origin or stricter`,
    )
    .toMatch(/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/);
  expect
    .soft(header('cross-origin-opener-policy'), `${label}: Cross-Origin-Opener-Policy`)
    .toBe('same-origin');
  expect
    .soft(header('cross-origin-resource-policy'), `${label}: Cross-Origin-Resource-Policy`)
    .toBe('same-origin');
  expect.soft(header('x-frame-options'), `${label}: X-Frame-Options for older browsers`).toBe('DENY');

  const cookies = response.headersArray().filter((entry) => entry.name.toLowerCase() === 'set-cookie');
  for (const { value } of cookies) {
    expect.soft(value, `${label}: Set-Cookie is Secure`).toMatch(/;\s*secure\s*(;|$)/i);
    expect
      .soft(value, `${label}: Set-Cookie has SameSite`)
      .toMatch(/;\s*samesite=(strict|lax|none)\s*(;|$)/i);
  }
}

const htmlPages = [
  ...siteRoutes().map((route) => ({ path: route.path, status: 200 })),
  { path: '/no-such-page', status: 404 },
];

const executableScriptTypes = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** The text of every inline script the browser would run; JSON data blocks are not subject to CSP. */
function inlineExecutableScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].flatMap(
    ([, attributes = '', body = '']) => {
      const type = /\btype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.trim().toLowerCase() ?? '';
      return /\bsrc\s*=/i.test(attributes) || !executableScriptTypes.has(type) ? [] : [body];
    },
  );
}

function inlineStyles(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, body = '']) => body);
}

/**
 * A script the pages load, and a stylesheet file if any page or script still loads one (with the
 * page CSS inlined, only code-split parts may have one), both found in what the site serves.
 */
async function discoverAssets(request: APIRequestContext): Promise<{ script: string; stylesheet?: string }> {
  const pages = await Promise.all(htmlPages.map(async ({ path }) => (await request.get(path)).text()));
  const html = pages.join('\n');
  const script = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (script === undefined) throw new Error('No page refers to a script in /assets/');
  const linked = /"(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
  const imported = /assets\/[\w.-]+\.css/.exec(await (await request.get(script)).text())?.[0];
  const stylesheet = linked ?? (imported === undefined ? undefined : `/${imported}`);
  return stylesheet === undefined ? { script } : { script, stylesheet };
}

test.describe('security headers', () => {
  test.skip(({ isMobile }) => isMobile, 'the headers do not depend on the browser: desktop checks them once');

  for (const { path, status } of htmlPages) {
    test(`${path} is served with every header of an Observatory A+ and hashes for its inline code`, async ({
      request,
    }) => {
      const response = await request.get(path);
      expect(response.status(), `${path} status`).toBe(status);
      await test.step('each Observatory rule', () => {
        expectObservatoryHeaders({ label: path, response });
      });
      await test.step('a CSP hash for every inline script and style', async () => {
        const policy = parsePolicy(servedPolicy({ label: path, response }));
        const html = await response.text();
        const scriptSources = effectiveSources(policy, 'script-src-elem') ?? [];
        for (const script of inlineExecutableScripts(html)) {
          expect
            .soft(scriptSources, `${path}: CSP hash of the inline script "${script.slice(0, 80)}…"`)
            .toContain(cspHash(script));
        }
        const styleSources = effectiveSources(policy, 'style-src-elem') ?? [];
        for (const style of inlineStyles(html)) {
          expect
            .soft(styleSources, `${path}: CSP hash of the inline style "${style.slice(0, 80)}…"`)
            .toContain(cspHash(style));
        }
        const styleAttributes = html.match(/<[^>]+\sstyle\s*=/gi) ?? [];
        if (styleAttributes.length > 0) {
          expect
            .soft(
              lower(effectiveSources(policy, 'style-src-attr')),
              `${path}: ${styleAttributes.length} style attributes need style-src-attr 'unsafe-inline'`,
            )
            .toContain("'unsafe-inline'");
        }
      });
    });
  }

  test('a script and any stylesheet file carry the asset headers and no document ones', async ({
    request,
  }) => {
    const { script, stylesheet } = await discoverAssets(request);
    if (stylesheet === undefined) {
      test.info().annotations.push({
        type: 'no stylesheet file',
        description: 'every page inlines its CSS and no script loads a stylesheet',
      });
    }
    for (const asset of [script, ...(stylesheet === undefined ? [] : [stylesheet])]) {
      const response = await request.get(asset);
      expect(response.status(), `${asset} status`).toBe(200);
      const header = (name: string) => response.headers()[name];
      const hsts = header('strict-transport-security') ?? '';
      expect.soft(hsts, `${asset}: HSTS for two years with preload`).toMatch(/max-age=63072000/);
      expect.soft(hsts.toLowerCase(), `${asset}: HSTS asks for preload`).toContain('preload');
      expect.soft(header('x-content-type-options'), `${asset}: nosniff`).toBe('nosniff');
      expect.soft(header('cross-origin-resource-policy'), `${asset}: CORP`).toBe('same-origin');
      expect.soft(header('cache-control'), `${asset}: cached for a year`).toContain('immutable');
      for (const documentOnly of ['content-security-policy', 'x-frame-options', 'permissions-policy']) {
        expect.soft(header(documentOnly), `${asset}: no ${documentOnly}`).toBeUndefined();
      }
    }
  });

  test('cookies the site sets are Secure with the SameSite the spec gives them', async ({
    page,
    context,
  }) => {
    await page.goto('/quay');
    await page.waitForFunction(hydrated);
    await page.getByRole('region', { name: 'Cookie choice' }).getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByRole('region', { name: 'Cookie choice' })).toHaveCount(0);

    const cookies = await context.cookies();
    // Chromium treats 127.0.0.1 and localhost as secure contexts, so Secure cookies are kept there.
    expect(
      cookies.map((cookie) => cookie.name).sort(),
      'the consent and affiliate cookies were stored',
    ).toEqual(['affiliateSource', 'analytics_consent']);
    for (const cookie of cookies) {
      expect.soft(cookie.secure, `${cookie.name} is Secure`).toBe(true);
    }
    const sameSite = Object.fromEntries(cookies.map((cookie) => [cookie.name, cookie.sameSite]));
    expect(sameSite, 'SameSite of each cookie').toEqual({
      analytics_consent: 'Lax',
      affiliateSource: 'None',
    });
  });
});

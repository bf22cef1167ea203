// Reads the headers the site is actually served with and checks each rule of the MDN HTTP
// Observatory's A+ grade on its own, so a failure names the rule and the address. The policy
// comes from edge/security-headers.ts, which CloudFront's response headers policy uses too. That
// the policy blocks nothing the pages need in a browser is tests/e2e/csp.spec.ts's.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { maxContentSecurityPolicyLength } from '../../edge/security-headers.ts';
import { siteRoutes } from '../e2e/site-routes.ts';
import { get, header, text, type Served } from './served.ts';

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

/** The one Content-Security-Policy of a response; two would both apply and confuse every reader. */
function servedPolicy(label: string, served: Served): string {
  const policies = served.headerLines.filter((line) => line.name === 'content-security-policy');
  expect.soft(policies, `${label}: exactly one Content-Security-Policy header`).toHaveLength(1);
  return policies[0]?.value ?? '';
}

/** Every Observatory A+ rule, each in its own soft expectation so one run reports all misses. */
function expectObservatoryHeaders(label: string, served: Served): void {
  const serialized = servedPolicy(label, served);
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

  const hsts = (header(served, 'strict-transport-security') ?? '')
    .split(';')
    .map((part) => part.trim().toLowerCase());
  const maxAge = Number(/^max-age=(\d+)$/.exec(hsts.find((part) => part.startsWith('max-age=')) ?? '')?.[1]);
  expect.soft(maxAge, `${label}: HSTS max-age is at least two years`).toBeGreaterThanOrEqual(63_072_000);
  expect.soft(hsts, `${label}: HSTS includes subdomains`).toContain('includesubdomains');
  expect.soft(hsts, `${label}: HSTS asks for preload`).toContain('preload');
  expect.soft(header(served, 'x-content-type-options'), `${label}: X-Content-Type-Options`).toBe('nosniff');
  expect
    .soft(
      header(served, 'referrer-policy') ?? '(none)',
      `${label}: Referrer-Policy is strict-origin-when-cross-origin or stricter`,
    )
    .toMatch(/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/);
  expect
    .soft(header(served, 'cross-origin-opener-policy'), `${label}: Cross-Origin-Opener-Policy`)
    .toBe('same-origin');
  expect
    .soft(header(served, 'cross-origin-resource-policy'), `${label}: Cross-Origin-Resource-Policy`)
    .toBe('same-origin');
  expect.soft(header(served, 'x-frame-options'), `${label}: X-Frame-Options for older browsers`).toBe('DENY');

  for (const { value } of served.headerLines.filter((line) => line.name === 'set-cookie')) {
    expect.soft(value, `${label}: Set-Cookie is Secure`).toMatch(/;\s*secure\s*(;|$)/i);
    expect
      .soft(value, `${label}: Set-Cookie has SameSite`)
      .toMatch(/;\s*samesite=(strict|lax|none)\s*(;|$)/i);
  }
}

/** Each inline script and style of a page has its hash in the policy it is served with. */
function expectInlineCodeHashed(path: string, served: Served): void {
  const policy = parsePolicy(servedPolicy(path, served));
  const html = text(served);
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
async function discoverAssets(): Promise<{ script: string; stylesheet?: string }> {
  const pages = await Promise.all(htmlPages.map(async ({ path }) => text(await get(path))));
  const html = pages.join('\n');
  const script = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (script === undefined) throw new Error('No page refers to a script in /assets/');
  const linked = /"(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
  const imported = /assets\/[\w.-]+\.css/.exec(text(await get(script)))?.[0];
  const stylesheet = linked ?? (imported === undefined ? undefined : `/${imported}`);
  return stylesheet === undefined ? { script } : { script, stylesheet };
}

describe('security headers', () => {
  for (const { path, status } of htmlPages) {
    it(`${path} is served with every header of an Observatory A+ and hashes for its inline code`, async () => {
      const served = await get(path);
      expect(served.status, `${path} status`).toBe(status);
      expectObservatoryHeaders(path, served);
      expectInlineCodeHashed(path, served);
    });
  }

  it('a script and any stylesheet file carry the asset headers and no document ones', async ({
    annotate,
  }) => {
    const { script, stylesheet } = await discoverAssets();
    if (stylesheet === undefined)
      await annotate('every page inlines its CSS and no script loads a stylesheet', 'no stylesheet file');
    for (const asset of [script, ...(stylesheet === undefined ? [] : [stylesheet])]) {
      const served = await get(asset);
      expect(served.status, `${asset} status`).toBe(200);
      const hsts = header(served, 'strict-transport-security') ?? '';
      expect.soft(hsts, `${asset}: HSTS for two years with preload`).toMatch(/max-age=63072000/);
      expect.soft(hsts.toLowerCase(), `${asset}: HSTS asks for preload`).toContain('preload');
      expect.soft(header(served, 'x-content-type-options'), `${asset}: nosniff`).toBe('nosniff');
      expect.soft(header(served, 'cross-origin-resource-policy'), `${asset}: CORP`).toBe('same-origin');
      expect.soft(header(served, 'cache-control'), `${asset}: cached for a year`).toContain('immutable');
      for (const documentOnly of ['content-security-policy', 'x-frame-options', 'permissions-policy']) {
        expect.soft(header(served, documentOnly), `${asset}: no ${documentOnly}`).toBeUndefined();
      }
    }
  });
});

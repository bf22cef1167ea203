// The security headers of every static response. CloudFront's response headers policy (cdk/) and
// the local server both take them from here, so what is tested locally is what is deployed.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { isAssetPath } from './cache-control.ts';
import { editorPath } from '../contract/editor-path.ts';

const origin = z.url({ protocol: /^https$/ }).refine((value) => new URL(value).origin === value, {
  message: 'must be a bare https origin such as https://www.googletagmanager.com',
});

const cspHash = z.string().regex(/^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/);

const siteMetaSchema = z.object({
  scriptHashes: z.array(cspHash),
  // Absent while the pages link their CSS; present once the build inlines it into <style>.
  styleHashes: z.array(cspHash).optional(),
  thirdPartyOrigins: z.object({
    script: z.array(origin),
    connect: z.array(origin),
    img: z.array(origin),
  }),
  /** The repository the editor's configuration names (`owner/name`), when the build knew it (web/admin/admin-files.ts). */
  editorRepository: z
    .string()
    .regex(/^[\w.-]+\/[\w.-]+$/)
    .optional(),
  /**
   * The addresses the build wrote into the pages: canonical URLs, sitemap and feed (siteOrigin),
   * cookie domain (productDomain), calls to action (appOrigin) and the contact address. A deploy
   * checks them against its stage's.
   */
  addresses: z
    .object({
      siteOrigin: z
        .url({ protocol: /^https?$/ })
        .refine((value) => new URL(value).origin === value, { message: 'must be a bare origin' }),
      productDomain: z.string().min(1),
      appOrigin: z.url(),
      supportEmail: z.string().min(1),
    })
    .optional(),
});

/** What the site build reports in `dist/site-meta.json` that the headers depend on. */
export type SiteMeta = z.infer<typeof siteMetaSchema>;

export function readSiteMeta(path: string): SiteMeta {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read the site metadata ${path} (run npm run build): ${String(error)}`);
  }
  const parsed = siteMetaSchema.safeParse(json);
  if (!parsed.success)
    throw new Error(`${path} is not valid site metadata: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/**
 * CloudFront's limit on the Content-Security-Policy of a response headers policy. Every distinct
 * inline script or style adds a hash, so the served policy is checked against it before deploying.
 */
export const maxContentSecurityPolicyLength = 1783;

/** Two years, the minimum the HSTS preload list accepts being one. */
const hstsMaxAgeSeconds = 63_072_000;

const quoted = (hashes: readonly string[] | undefined) => (hashes ?? []).map((hash) => `'${hash}'`);

/**
 * Everything is refused unless a directive below allows it, so a new kind of resource fails in
 * the end-to-end CSP test instead of passing silently through a broad default.
 */
export function contentSecurityPolicy(meta: SiteMeta): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'none'"],
    // Scripts run only from our origin or with a build-time hash: no 'unsafe-inline'.
    ['script-src', "'self'", ...quoted(meta.scriptHashes), ...meta.thirdPartyOrigins.script],
    // Stylesheets from our origin and inline <style> elements by their build-time hash. React
    // sets style props through the CSSOM, which CSP does not govern, so no attribute is allowed.
    ['style-src', "'self'", ...quoted(meta.styleHashes)],
    // Vite turns images under its 4 KB inline limit into data: URLs; an image cannot run code.
    ['img-src', "'self'", 'data:', ...meta.thirdPartyOrigins.img],
    ['media-src', "'self'"],
    // The web app manifest every page links (web/src/shared/site-icons.ts), which a browser fetches
    // under this directive when it offers to add the site to a home screen.
    ['manifest-src', "'self'"],
    ['connect-src', "'self'", ...meta.thirdPartyOrigins.connect],
    // Workers would otherwise fall back to script-src; the site starts none.
    ['worker-src', "'none'"],
    ['object-src', "'none'"],
    // No <base> element is ever needed; 'none' stops injected markup from redirecting relative URLs.
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/**
 * What every response carries, documents and assets alike: HTTPS only, no MIME sniffing, and no
 * embedding of our files by other sites.
 */
export const assetHeaders: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': `max-age=${hstsMaxAgeSeconds}; includeSubDomains; preload`,
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/**
 * The headers of anything a browser may open as a document: the asset headers plus the CSP and
 * the rules that govern a rendered page. Scripts, styles and images under /assets/ do not need
 * them (a CSP on a script file does nothing), so they stay off those responses.
 */
export function documentHeaders(meta: SiteMeta): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(meta),
    ...assetHeaders,
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
  };
}

/**
 * The editor at /admin (decision 0050) is an app of its own: Sveltia CMS injects its styles as
 * <style> elements and talks to GitHub's API, so it gets a policy of its own instead of widening
 * the site's. It runs no inline script and no eval, loads nothing from a CDN, and is never indexed.
 */
export const adminContentSecurityPolicy = [
  ['default-src', "'none'"],
  ['script-src', "'self'"],
  ['style-src', "'self'", "'unsafe-inline'"],
  // Uploads are previewed from blob: URLs; signed-in editors' GitHub avatars.
  ['img-src', "'self'", 'data:', 'blob:', 'https://avatars.githubusercontent.com'],
  ['media-src', "'self'", 'blob:'],
  // The editor's UI and icon fonts are served from /admin/fonts/ (web/admin/admin-files.ts).
  ['font-src', "'self'", 'data:'],
  // blob: is how the editor reads back an image just chosen for upload.
  ['connect-src', "'self'", 'blob:', 'https://api.github.com', 'https://www.githubstatus.com'],
  // The preview pane (web/admin/preview.tsx) is a frame the editor writes as a blob: document,
  // which names the editor's own origin as its base.
  ['frame-src', 'blob:'],
  ['worker-src', "'none'"],
  ['object-src', "'none'"],
  ['base-uri', "'self'"],
  ['form-action', "'none'"],
  ['frame-ancestors', "'none'"],
]
  .map((directive) => directive.join(' '))
  .join('; ');

/**
 * The editor's headers: a document's, with its own policy, and kept out of search engines. Its
 * GitHub sign-in runs in a window it opens (decision 0052), which passes through github.com:
 * `same-origin` would cut that window off from the editor there (the editor would see it as
 * closed), so the editor alone allows its popups to keep their opener. Its CSP needs nothing for
 * that: the window is a navigation on the site's own origin, and postMessage is not governed by CSP.
 */
export function adminHeaders(meta: SiteMeta): Record<string, string> {
  return {
    ...documentHeaders(meta),
    'Content-Security-Policy': adminContentSecurityPolicy,
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'X-Robots-Tag': 'noindex, nofollow',
  };
}

/** CloudFront's path pattern for the editor's cache behaviour, case-sensitive as CloudFront matches it. */
export const adminPathPattern = `${editorPath}*`;

/** Whether CloudFront would pick the editor's behaviour for this path (see adminPathPattern). */
export function isAdminPath(path: string): boolean {
  return path.startsWith(adminPathPattern.slice(0, -1));
}

/**
 * The headers for one path, split as CloudFront splits its cache behaviours: hashed files under
 * /assets/ get the asset headers, the editor at /admin its own, everything else (pages, the 404 page, sitemap, feed, the SVG
 * favicon, which a browser can open as a document that runs script) the document headers.
 */
export function securityHeadersFor(meta: SiteMeta, path: string): Readonly<Record<string, string>> {
  if (isAssetPath(path)) return assetHeaders;
  return isAdminPath(path) ? adminHeaders(meta) : documentHeaders(meta);
}

// The security headers of every static response. CloudFront's response headers policy (cdk/) and
// the local server both take them from here, so what is tested locally is what is deployed.
import { readFileSync } from 'node:fs';
import { z } from 'zod';

const origin = z.url({ protocol: /^https$/ }).refine((value) => new URL(value).origin === value, {
  message: 'must be a bare https origin such as https://www.googletagmanager.com',
});

const siteMetaSchema = z.object({
  scriptHashes: z.array(z.string().regex(/^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/)),
  thirdPartyOrigins: z.object({
    script: z.array(origin),
    connect: z.array(origin),
    img: z.array(origin),
  }),
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

/** Two years, the minimum the HSTS preload list accepts being one. */
const hstsMaxAgeSeconds = 63_072_000;

export function contentSecurityPolicy(meta: SiteMeta): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // Scripts run only from our origin or with a build-time hash: no 'unsafe-inline'.
    [
      'script-src',
      "'self'",
      ...meta.scriptHashes.map((hash) => `'${hash}'`),
      ...meta.thirdPartyOrigins.script,
    ],
    // React's style props render as style attributes; they cannot run code, so they are allowed.
    ['style-src', "'self'", "'unsafe-inline'"],
    // QR codes for the download dialog are generated in the page as data: URLs.
    ['img-src', "'self'", 'data:', ...meta.thirdPartyOrigins.img],
    ['font-src', "'self'"],
    ['media-src', "'self'"],
    ['connect-src', "'self'", ...meta.thirdPartyOrigins.connect],
    ['manifest-src', "'self'"],
    ['worker-src', "'self'"],
    ['frame-src', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

export function securityHeaders(meta: SiteMeta): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(meta),
    'Strict-Transport-Security': `max-age=${hstsMaxAgeSeconds}; includeSubDomains; preload`,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
  };
}

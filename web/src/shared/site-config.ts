import { z } from 'zod';

// Built inside a function, not at module level, so the client bundle (which only reads the
// pre-validated `siteConfig`) tree-shakes zod away entirely.
function siteConfigSchema() {
  const origin = z
    .url({ protocol: /^https?$/ })
    .refine((value) => new URL(value).origin === value, 'must be an origin: scheme and host only, no path');
  const profile = z.url({ protocol: /^https$/ });
  return z.object({
    productDomain: z
      .string()
      .regex(
        /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
        'must be a lower-case domain name such as fernly.example',
      ),
    siteOrigin: origin,
    appOrigin: origin,
    supportEmail: z.email(),
    social: z.object({
      facebook: profile,
      instagram: profile,
      youtube: profile,
      linkedin: profile,
      tiktok: profile,
    }),
    // A Google Analytics 4 measurement id; anything else would load a tag that reports nowhere.
    analyticsId: z
      .string()
      .regex(/^G-[A-Z0-9]{4,20}$/, 'must be a Google Analytics measurement id such as G-ABC123DEF4')
      .optional(),
  });
}

export type SiteConfig = z.infer<ReturnType<typeof siteConfigSchema>>;

/** The environment variable behind each value, so an error names the variable to fix. */
const variableForPath = new Map<string, string>([
  ['productDomain', 'PRODUCT_DOMAIN'],
  ['siteOrigin', 'SITE_ORIGIN'],
  ['appOrigin', 'APP_ORIGIN'],
  ['supportEmail', 'SUPPORT_EMAIL'],
  ['social.facebook', 'SOCIAL_FACEBOOK'],
  ['social.instagram', 'SOCIAL_INSTAGRAM'],
  ['social.youtube', 'SOCIAL_YOUTUBE'],
  ['social.linkedin', 'SOCIAL_LINKEDIN'],
  ['social.tiktok', 'SOCIAL_TIKTOK'],
  ['analyticsId', 'ANALYTICS_ID'],
]);

export type Environment = Readonly<Record<string, string | undefined>>;

export class SiteConfigError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(`Invalid site configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'SiteConfigError';
    this.problems = problems;
  }
}

/** An empty variable means "not set": CI systems often define variables with no value. */
function read(env: Environment, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

/**
 * Fernly's defaults overridden by the build environment. Throws one error listing every bad
 * variable by name, so the build stops before a page is rendered with a broken link in it.
 */
export function parseSiteConfig(env: Environment): SiteConfig {
  const candidate = {
    productDomain: read(env, 'PRODUCT_DOMAIN') ?? 'fernly.example',
    siteOrigin: read(env, 'SITE_ORIGIN') ?? 'https://fernly.example',
    appOrigin: read(env, 'APP_ORIGIN') ?? 'https://app.fernly.example',
    supportEmail: read(env, 'SUPPORT_EMAIL') ?? 'support@fernly.example',
    social: {
      facebook: read(env, 'SOCIAL_FACEBOOK') ?? 'https://www.facebook.com/fernlyapp',
      instagram: read(env, 'SOCIAL_INSTAGRAM') ?? 'https://www.instagram.com/fernlyapp',
      youtube: read(env, 'SOCIAL_YOUTUBE') ?? 'https://www.youtube.com/@fernlyapp',
      linkedin: read(env, 'SOCIAL_LINKEDIN') ?? 'https://www.linkedin.com/company/fernlyapp',
      tiktok: read(env, 'SOCIAL_TIKTOK') ?? 'https://www.tiktok.com/@fernlyapp',
    },
    analyticsId: read(env, 'ANALYTICS_ID'),
  };
  const result = siteConfigSchema().safeParse(candidate);
  if (result.success) return result.data;
  throw new SiteConfigError(
    result.error.issues.map((issue) => {
      const path = issue.path.join('.');
      return `${variableForPath.get(path) ?? path}: ${issue.message}`;
    }),
  );
}

// web/vite.config.ts validates the build environment once and inlines the result here, so the
// browser gets plain values; outside Vite (unit tests, tools) the environment is read directly.
declare const __FERNLY_SITE_CONFIG__: SiteConfig | undefined;

export const siteConfig: SiteConfig =
  typeof __FERNLY_SITE_CONFIG__ === 'undefined' ? parseSiteConfig(process.env) : __FERNLY_SITE_CONFIG__;

// What the site keeps on a visitor's device, each item once with how long it lasts (the privacy
// policy lists them from here), and what its first-party cookies have in common: how they are
// written, where they are scoped and how they are read back.

import { maxExperimentDays } from '../../../edge/experiments/definition-shape.ts';

export interface SiteCookieFacts {
  readonly name: string;
  readonly maxAgeSeconds: number;
  /** Required: a cookie without it gets the browser's default, which differs between browsers. */
  readonly sameSite: 'Strict' | 'Lax' | 'None';
  /** Kept to this site's own host: the web app on the product domain never receives it. */
  readonly hostOnly?: true;
}

/** Every cookie the site writes itself. */
export const siteCookies = {
  // Two years, the longest the ICO considers reasonable for remembering a consent choice. Lax, as
  // the spec sets it: sent when a visitor arrives by a link, never with a cross-site subrequest.
  consent: { name: 'analytics_consent', maxAgeSeconds: 63_072_000, sameSite: 'Lax' },
  // 30 days: the attribution window our partner agreements use. A member who follows a benefits
  // link often signs up days later, after a payday or a chat with a friend; a month covers that
  // without the discount outliving the partner link that earned it. SameSite=None, as the spec
  // and the earlier site set it, so the web app can read it in any context.
  partner: { name: 'affiliateSource', maxAgeSeconds: 30 * 24 * 60 * 60, sameSite: 'None' },
  // The variant of each experiment the visitor is in, `<experiment>.<variant>` joined by `~`, so
  // they see one variant throughout (decision 0041). As long as an experiment may run, deleted at
  // Reject, and read only by this site's edge function (edge/viewer-request.js), which knows the
  // name too.
  experimentVariants: {
    name: 'experiment_variants',
    maxAgeSeconds: maxExperimentDays * 24 * 60 * 60,
    sameSite: 'Lax',
    hostOnly: true,
  },
} as const satisfies Readonly<Record<string, SiteCookieFacts>>;

/** What the site keeps in the browser's local storage, under these keys. */
export const siteStorageKeys = {
  /** The consent choice again, `yes` or `no`, for the earlier site's scripts. */
  consent: 'gaAccept',
  /** The latest visit record, with up to `visitRecordHistoryLimit` earlier ones. */
  visitRecords: 'trackingData',
} as const;

/** The contract's `history.maxItems`: enough to see a visitor's path without an unbounded blob. */
export const visitRecordHistoryLimit = 10;

/** How long Google's _ga cookies live, when a visitor accepts them. gtag's own default is two years. */
export const analyticsCookieMonths = 13;

const localHostnames = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * The `Domain` attribute for a cookie set on `hostname`: the product domain on it and its
 * subdomains, so the web app on the app subdomain reads the same cookie; none on localhost or
 * any other host (a preview URL), where a browser would reject a Domain that does not match.
 */
export function cookieDomainAttribute(hostname: string, productDomain: string): string[] {
  const host = hostname.toLowerCase();
  const domain = productDomain.toLowerCase();
  const onProductDomain = !localHostnames.has(host) && (host === domain || host.endsWith(`.${domain}`));
  return onProductDomain ? [`Domain=${domain}`] : [];
}

export interface CookieOptions extends Omit<SiteCookieFacts, 'name'> {
  /** The page's `location.hostname`, which decides whether the cookie spans the product domain. */
  readonly hostname: string;
  readonly productDomain: string;
}

/**
 * The `document.cookie` assignment for a site cookie. Always `Secure`: the site is served over
 * HTTPS only (HSTS), and browsers treat localhost and 127.0.0.1 as secure, so local runs keep it.
 */
export function siteCookie(name: string, value: string, options: CookieOptions): string {
  return [
    `${name}=${value}`,
    `Max-Age=${options.maxAgeSeconds}`,
    'Path=/',
    ...(options.hostOnly ? [] : cookieDomainAttribute(options.hostname, options.productDomain)),
    'Secure',
    `SameSite=${options.sameSite}`,
  ].join('; ');
}

/**
 * Every value of cookie `name` in a `document.cookie` string, most specific path first. A name can
 * appear twice when a host-only and a domain-wide cookie of that name both exist.
 */
export function cookieValues(cookieString: string, name: string): string[] {
  return cookieString.split(';').flatMap((pair) => {
    const separator = pair.indexOf('=');
    return separator !== -1 && pair.slice(0, separator).trim() === name
      ? [pair.slice(separator + 1).trim()]
      : [];
  });
}

// Which partner sent a visitor, kept in a cookie so the discount follows them around the site
// and into the web app on the same product domain.

export const affiliateSources = ['quay', 'totum', 'perkbox'] as const;
export type AffiliateSource = (typeof affiliateSources)[number];

export const affiliateCookieName = 'affiliateSource';

// 30 days: the attribution window our partner agreements use. A member who follows a benefits
// link often signs up days later, after a payday or a chat with a friend; a month covers that
// without the discount outliving the partner link that earned it. The privacy policy quotes it.
export const affiliateCookieMaxAgeSeconds = 30 * 24 * 60 * 60;

const localHostnames = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export function isAffiliateSource(value: string): value is AffiliateSource {
  return affiliateSources.some((source) => source === value);
}

/** The partner whose landing page this is (`/Quay`, `/QUAY/`, `/quay`), or null for any other path. */
export function affiliateSourceFromPath(pathname: string): AffiliateSource | null {
  const segment = pathname.replace(/\/+$/, '').toLowerCase();
  const match = /^\/([a-z]+)$/.exec(segment);
  const candidate = match?.[1];
  return candidate !== undefined && isAffiliateSource(candidate) ? candidate : null;
}

/**
 * The `document.cookie` assignment that remembers the source. On the product domain (and its
 * subdomains) the cookie carries `Domain` so the web app on the app subdomain sees it too; on
 * localhost and any other host (a preview URL) it is host-only, because a browser rejects a
 * cookie whose Domain does not match the page.
 */
export function affiliateCookie(source: AffiliateSource, hostname: string, productDomain: string): string {
  const host = hostname.toLowerCase();
  const domain = productDomain.toLowerCase();
  const onProductDomain = !localHostnames.has(host) && (host === domain || host.endsWith(`.${domain}`));
  const attributes = [
    `${affiliateCookieName}=${source}`,
    `Max-Age=${affiliateCookieMaxAgeSeconds}`,
    'Path=/',
    ...(onProductDomain ? [`Domain=${domain}`] : []),
    'Secure',
    'SameSite=None',
  ];
  return attributes.join('; ');
}

/** The stored source from a `document.cookie` string; unknown values are ignored. */
export function readAffiliateSource(cookieString: string): AffiliateSource | null {
  for (const pair of cookieString.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1) continue;
    const name = pair.slice(0, separator).trim();
    const value = pair
      .slice(separator + 1)
      .trim()
      .toLowerCase();
    if (name === affiliateCookieName && isAffiliateSource(value)) return value;
  }
  return null;
}

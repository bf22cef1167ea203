// What the site's first-party cookies (consent, affiliate source) have in common: how they are
// written, where they are scoped and how they are read back.

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

export interface CookieOptions {
  readonly maxAgeSeconds: number;
  /** Required: a cookie without it gets the browser's default, which differs between browsers. */
  readonly sameSite: 'Strict' | 'Lax' | 'None';
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
    ...cookieDomainAttribute(options.hostname, options.productDomain),
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

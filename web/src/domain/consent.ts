// Analytics consent: a cookie the whole product domain can read (so the web app honours the same
// choice) plus a localStorage flag kept for compatibility with the earlier site's scripts.

export type ConsentChoice = 'granted' | 'denied';
export type ConsentState = ConsentChoice | null;

export const consentCookieName = 'analytics_consent';
export const consentStorageKey = 'gaAccept';
/** Two years, the longest the ICO considers reasonable for remembering a consent choice. */
export const consentMaxAgeSeconds = 63_072_000;

const localHostnames = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * The `document.cookie` assignment that stores the choice. On the product domain and its
 * subdomains it carries `Domain` so app.<domain> sees it too; on localhost and any other host a
 * browser would reject that Domain, so the cookie stays host-only there.
 */
export function consentCookie(choice: ConsentChoice, hostname: string, productDomain: string): string {
  const host = hostname.toLowerCase();
  const domain = productDomain.toLowerCase();
  const onProductDomain = !localHostnames.has(host) && (host === domain || host.endsWith(`.${domain}`));
  return [
    `${consentCookieName}=${choice}`,
    `Max-Age=${consentMaxAgeSeconds}`,
    'Path=/',
    'SameSite=Lax',
    ...(onProductDomain ? [`Domain=${domain}`] : []),
  ].join('; ');
}

export function consentStorageValue(choice: ConsentChoice): 'yes' | 'no' {
  return choice === 'granted' ? 'yes' : 'no';
}

function cookieValue(cookieString: string, name: string): string | undefined {
  for (const pair of cookieString.split(';')) {
    const separator = pair.indexOf('=');
    if (separator !== -1 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return undefined;
}

/**
 * The stored choice: the cookie wins (it is what the app shares); the localStorage flag covers a
 * visitor whose cookie expired or was cleared on its own. Anything unrecognised counts as no choice,
 * so the bar asks again rather than assuming consent.
 */
export function readConsent(cookieString: string, storedGaAccept: string | null): ConsentState {
  const fromCookie = cookieValue(cookieString, consentCookieName);
  if (fromCookie === 'granted' || fromCookie === 'denied') return fromCookie;
  if (storedGaAccept === 'yes') return 'granted';
  if (storedGaAccept === 'no') return 'denied';
  return null;
}

// Analytics consent: a cookie the whole product domain can read (so the web app honours the same
// choice) plus a localStorage flag kept for compatibility with the earlier site's scripts.
import { cookieValues, siteCookie } from '../../shared/cookies.ts';

export type ConsentChoice = 'granted' | 'denied';
export type ConsentState = ConsentChoice | null;

export const consentCookieName = 'analytics_consent';
export const consentStorageKey = 'gaAccept';
/** Two years, the longest the ICO considers reasonable for remembering a consent choice. */
export const consentMaxAgeSeconds = 63_072_000;

/** The `document.cookie` assignment that stores the choice, readable by the app subdomain too. */
export function consentCookie(choice: ConsentChoice, hostname: string, productDomain: string): string {
  // Lax, as the spec sets it: sent when a visitor arrives by a link, never with a cross-site
  // subrequest, which has no use for it.
  return siteCookie(consentCookieName, choice, {
    maxAgeSeconds: consentMaxAgeSeconds,
    sameSite: 'Lax',
    hostname,
    productDomain,
  });
}

export function consentStorageValue(choice: ConsentChoice): 'yes' | 'no' {
  return choice === 'granted' ? 'yes' : 'no';
}

/**
 * The stored choice: the cookie wins (it is what the app shares); the localStorage flag covers a
 * visitor whose cookie expired or was cleared on its own. Anything unrecognised counts as no choice,
 * so the bar asks again rather than assuming consent.
 */
export function readConsent(cookieString: string, storedGaAccept: string | null): ConsentState {
  const fromCookie = cookieValues(cookieString, consentCookieName).find(
    (value): value is ConsentChoice => value === 'granted' || value === 'denied',
  );
  if (fromCookie !== undefined) return fromCookie;
  if (storedGaAccept === 'yes') return 'granted';
  if (storedGaAccept === 'no') return 'denied';
  return null;
}

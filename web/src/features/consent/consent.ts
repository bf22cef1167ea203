// Analytics consent: a cookie the whole product domain can read (so the web app honours the same
// choice) plus a localStorage flag kept for compatibility with the earlier site's scripts.
import { cookieValues, siteCookie, siteCookies } from '../../shared/cookies.ts';
import type { ConsentChoice, ConsentState } from '../../shared/visit.ts';

/** The `document.cookie` assignment that stores the choice, readable by the app subdomain too. */
export function consentCookie(choice: ConsentChoice, hostname: string, productDomain: string): string {
  const { name, ...lifetime } = siteCookies.consent;
  return siteCookie(name, choice, { ...lifetime, hostname, productDomain });
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
  const fromCookie = cookieValues(cookieString, siteCookies.consent.name).find(
    (value): value is ConsentChoice => value === 'granted' || value === 'denied',
  );
  if (fromCookie !== undefined) return fromCookie;
  if (storedGaAccept === 'yes') return 'granted';
  if (storedGaAccept === 'no') return 'denied';
  return null;
}

// Where a consent choice lives in the browser: read when a page is shown, stored the moment a
// consent control is tapped (consent-enhancement.ts).
import { siteStorageKeys } from '../../shared/cookies.ts';
import type { ConsentChoice, ConsentState } from '../../shared/visit.ts';
import { consentCookie, consentStorageValue, readConsent } from './consent.ts';

function readStoredFlag(): string | null {
  try {
    return window.localStorage.getItem(siteStorageKeys.consent);
  } catch {
    // Storage can be switched off (Safari private browsing, strict privacy settings); the cookie still works.
    return null;
  }
}

export function readStoredConsent(): ConsentState {
  return readConsent(document.cookie, readStoredFlag());
}

/**
 * Stores the choice for this site and the web app. A Reject also deletes the visit history kept
 * so far: the consent bar promises that nothing is kept after it.
 */
export function storeConsent(choice: ConsentChoice, productDomain: string): void {
  document.cookie = consentCookie(choice, window.location.hostname, productDomain);
  try {
    window.localStorage.setItem(siteStorageKeys.consent, consentStorageValue(choice));
    if (choice === 'denied') window.localStorage.removeItem(siteStorageKeys.visitRecords);
  } catch {
    // The cookie alone carries the choice when storage is unavailable, and then nothing was kept.
  }
}

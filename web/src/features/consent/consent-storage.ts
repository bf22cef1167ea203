// Where a consent choice lives in the browser. Shared by the boot script, which stores a choice
// tapped before the app has started, and by the app's consent hook.
import {
  consentCookie,
  consentStorageKey,
  consentStorageValue,
  readConsent,
  type ConsentChoice,
  type ConsentState,
} from './consent.ts';
import { trackingStorageKey } from '../tracking/tracking.ts';

function readStoredFlag(): string | null {
  try {
    return window.localStorage.getItem(consentStorageKey);
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
    window.localStorage.setItem(consentStorageKey, consentStorageValue(choice));
    if (choice === 'denied') window.localStorage.removeItem(trackingStorageKey);
  } catch {
    // The cookie alone carries the choice when storage is unavailable, and then nothing was kept.
  }
}

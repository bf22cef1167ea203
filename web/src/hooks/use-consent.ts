import { useCallback, useEffect, useSyncExternalStore } from 'react';
import {
  consentCookie,
  consentStorageKey,
  consentStorageValue,
  readConsent,
  type ConsentChoice,
  type ConsentState,
} from '../domain/consent.ts';
import { siteConfig } from '../site-config.ts';

// One store for the whole page, so the bar, the privacy-page toggle, analytics and tracking all
// see a choice the moment it is made. `undefined` means "not read yet": the pre-rendered HTML and
// the first client render agree on it, and the bar stays hidden until the stored choice is known.
let current: ConsentState | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function publish(next: ConsentState) {
  current = next;
  for (const listener of listeners) listener();
}

function readStoredFlag(): string | null {
  try {
    return window.localStorage.getItem(consentStorageKey);
  } catch {
    // Storage can be switched off (Safari private browsing, strict privacy settings); the cookie still works.
    return null;
  }
}

/** The stored choice as known right now; tracking code outside React reads it too. */
export function currentConsent(): ConsentState | undefined {
  return current;
}

export function useConsent(): {
  consent: ConsentState;
  /** False until the stored choice has been read after hydration. */
  known: boolean;
  setConsent: (choice: ConsentChoice) => void;
} {
  const state = useSyncExternalStore(
    subscribe,
    () => current,
    () => undefined,
  );

  useEffect(() => {
    if (current === undefined) publish(readConsent(document.cookie, readStoredFlag()));
  }, []);

  const setConsent = useCallback((choice: ConsentChoice) => {
    document.cookie = consentCookie(choice, window.location.hostname, siteConfig.productDomain);
    try {
      window.localStorage.setItem(consentStorageKey, consentStorageValue(choice));
    } catch {
      // The cookie alone carries the choice when storage is unavailable.
    }
    publish(choice);
  }, []);

  return { consent: state ?? null, known: state !== undefined, setConsent };
}

import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { appStartEvents } from '../../shared/app-start.ts';
import { readStoredConsent, storeConsent } from './consent-storage.ts';
import type { ConsentChoice, ConsentState } from './consent.ts';
import { siteConfig } from '../../shared/site-config.ts';

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

// A choice tapped while the app was still starting is stored by the boot script; take it over
// the moment it happens, so nothing the app does next runs on a stale choice.
if (typeof window !== 'undefined') {
  addEventListener(appStartEvents.consentStored, () => {
    publish(readStoredConsent());
  });
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
    if (current === undefined) publish(readStoredConsent());
  }, []);

  const setConsent = useCallback((choice: ConsentChoice) => {
    storeConsent(choice, siteConfig.productDomain);
    publish(choice);
  }, []);

  return { consent: state ?? null, known: state !== undefined, setConsent };
}

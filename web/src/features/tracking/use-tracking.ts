import { rootRouteId, useRouterState } from '@tanstack/react-router';
import { useCallback, useEffect, useRef } from 'react';
import { saveTrackingData } from '../../api/calls.ts';
import { affiliateSourceFromPath, readAffiliateSource } from '../partners/affiliate.ts';
import {
  buildTrackingRecord,
  parseStoredTrackingRecord,
  trackingPage,
  trackingStorageKey,
  type TrackingAction,
  type TrackingRecord,
} from './tracking.ts';
import { currentConsent, useConsent } from '../consent/use-consent.ts';

function readStoredRecord(): TrackingRecord | null {
  try {
    return parseStoredTrackingRecord(window.localStorage.getItem(trackingStorageKey));
  } catch {
    return null;
  }
}

/**
 * Builds, keeps and sends one tracking record, unless the visitor has chosen Reject: then nothing
 * is stored or sent (the privacy policy promises this under the PECR statistics exception).
 */
function recordTrackingEvent(
  action: TrackingAction,
  referrer: string,
  isPage: boolean,
): TrackingRecord | null {
  if (currentConsent() === 'denied') return null;
  const { pathname, search } = window.location;
  const record = buildTrackingRecord({
    previous: readStoredRecord(),
    referrer,
    search,
    userAgent: navigator.userAgent,
    now: new Date(),
    action,
    page: trackingPage(pathname, isPage),
    // A partner page names its partner before its own effect has set the cookie.
    affiliateSource: affiliateSourceFromPath(pathname) ?? readAffiliateSource(document.cookie),
  });
  try {
    window.localStorage.setItem(trackingStorageKey, JSON.stringify(record));
  } catch {
    // Without storage the visit is still sent; only the history of earlier visits is lost.
  }
  saveTrackingData(record).catch((error: unknown) => {
    // A warning, not an error: a lost visit statistic is no fault the visitor can act on, and the
    // end-to-end tests fail on console errors, which must stay reserved for real faults.
    console.warn('Could not save the tracking record', error);
  });
  return record;
}

/** Records a WebsiteVisit on the first page load and after each in-site navigation. Call once, in the root layout. */
export function useTrackPageVisits(): void {
  const { consent, known } = useConsent();
  const href = useRouterState({ select: (state) => state.location.href });
  // An unknown address renders the root route's 404 alone, or a route whose loader found nothing.
  const isPage = useRouterState({
    select: (state) =>
      state.matches.at(-1)?.routeId !== rootRouteId &&
      state.matches.every((match) => match.status !== 'notFound'),
  });
  const lastTracked = useRef<string | null>(null);

  useEffect(() => {
    // Wait for the stored choice, so a visitor who chose Reject is never recorded, even once.
    if (!known || lastTracked.current === href) return;
    const previous = lastTracked.current;
    lastTracked.current = href;
    if (consent === 'denied') return;
    // After an in-site navigation document.referrer still names the first page's referrer.
    recordTrackingEvent(
      'WebsiteVisit',
      previous === null ? document.referrer : new URL(previous, window.location.origin).href,
      isPage,
    );
  }, [href, known, consent, isPage]);
}

/** For calls to action, which only pages have: records the event and returns the latest record (null after Reject). */
export function useTrackEvent(): (action: TrackingAction) => TrackingRecord | null {
  return useCallback((action: TrackingAction) => recordTrackingEvent(action, document.referrer, true), []);
}

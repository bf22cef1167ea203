// Visit records, made by the page's own script (web/src/boot.ts): one WebsiteVisit per page shown,
// on the first load and after each in-site navigation, and one DownloadClicked per call to action.
import { saveTrackingData } from '../../api/calls.ts';
import { readStoredConsent } from '../consent/consent-storage.ts';
import { affiliateSourceFromPath, readAffiliateSource } from '../partners/affiliate.ts';
import {
  buildTrackingRecord,
  notFoundPageAttribute,
  parseStoredTrackingRecord,
  trackingPage,
  trackingStorageKey,
  type TrackingAction,
  type TrackingRecord,
} from './tracking.ts';

function readStoredRecord(): TrackingRecord | null {
  try {
    return parseStoredTrackingRecord(window.localStorage.getItem(trackingStorageKey));
  } catch {
    return null;
  }
}

/** The page a record is about. */
export interface ShownPage {
  readonly pathname: string;
  readonly search: string;
  readonly isPage: boolean;
}

/** The page the visitor sees now. */
export function shownPage(): ShownPage {
  const { pathname, search } = window.location;
  return { pathname, search, isPage: document.querySelector(`[${notFoundPageAttribute}]`) === null };
}

/**
 * Builds, keeps and sends one tracking record, unless the visitor has chosen Reject: then nothing
 * is stored or sent (the privacy policy promises this under the PECR statistics exception).
 */
export function recordTrackingEvent(
  action: TrackingAction,
  referrer: string,
  { pathname, search, isPage }: ShownPage = shownPage(),
): TrackingRecord | null {
  if (readStoredConsent() === 'denied') return null;
  const record = buildTrackingRecord({
    previous: readStoredRecord(),
    referrer,
    search,
    userAgent: navigator.userAgent,
    now: new Date(),
    action,
    page: trackingPage(pathname, isPage),
    // A partner page names its partner before its cookie is set.
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

let pendingVisit: (() => void) | null = null;

/** Records the visit a page waits to record, now: before its first call to action, or as it is left. */
export function recordPendingVisit(): void {
  pendingVisit?.();
}

/**
 * Records a page's WebsiteVisit once the browser is idle, so building and sending it stays out of
 * the work that shows the page; a call to action or leaving the page records it at once, first
 * (recordPendingVisit). A Reject tapped before then means it is never recorded.
 */
export function recordVisitWhenIdle(
  referrer: string,
  page: ShownPage,
  whenIdle: (start: () => void) => void,
): void {
  recordPendingVisit();
  const visit = () => {
    if (pendingVisit !== visit) return;
    pendingVisit = null;
    recordTrackingEvent('WebsiteVisit', referrer, page);
  };
  pendingVisit = visit;
  whenIdle(visit);
}

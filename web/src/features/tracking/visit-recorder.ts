// Visit records, made by the page's own script (web/src/site/page-script.ts): one WebsiteVisit per
// page shown, on the first load and after each in-site navigation, and one DownloadClicked per
// call to action.
import { saveTrackingData } from '../../api/calls.ts';
import {
  shownPage,
  type PageBehaviour,
  type PageScript,
  type ShownPage,
} from '../../shared/page-script-protocol.ts';
import { siteStorageKeys } from '../../shared/cookies.ts';
import type { Visit } from '../../shared/visit.ts';
import { markedVariant, recordedVariant } from './experiment-variant.ts';
import {
  buildVisitRecord,
  parseStoredVisitRecord,
  visitRecordPage,
  type VisitAction,
  type VisitRecord,
} from './visit-record.ts';

function readStoredRecord(): VisitRecord | null {
  try {
    return parseStoredVisitRecord(window.localStorage.getItem(siteStorageKeys.visitRecords));
  } catch {
    return null;
  }
}

/**
 * Builds, keeps and sends one visit record of the page with its visit, unless the visitor has
 * chosen Reject, however late: then nothing is stored or sent (the privacy policy promises this
 * under the PECR statistics exception).
 */
function recordTrackingEvent(
  action: VisitAction,
  { pathname, search, isPage, referrer }: ShownPage,
  visit: Visit,
  script: PageScript,
): VisitRecord | null {
  if (script.visit().consent === 'denied') return null;
  const record = buildVisitRecord({
    previous: readStoredRecord(),
    referrer,
    search,
    userAgent: navigator.userAgent,
    now: new Date(),
    action,
    page: visitRecordPage(pathname, isPage),
    partner: visit.partner,
    shownVariant: recordedVariant(markedVariant(document.documentElement.dataset), document.cookie),
  });
  try {
    window.localStorage.setItem(siteStorageKeys.visitRecords, JSON.stringify(record));
  } catch {
    // Without storage the visit is still sent; only the history of earlier visits is lost.
  }
  saveTrackingData(record).catch((error: unknown) => {
    // A warning, not an error: a lost visit statistic is no fault the visitor can act on, and the
    // end-to-end tests fail on console errors, which must stay reserved for real faults.
    console.warn('Could not save the visit record', error);
  });
  return record;
}

let pendingVisit: (() => void) | null = null;

/** Records the visit a page waits to record, now: before its first call to action, or as it is left. */
function recordPendingVisit(): void {
  pendingVisit?.();
}

/**
 * Records a call to action's click, after the visit of its page: the record, or null when the
 * visitor has said no to visit statistics.
 */
export function recordClick(script: PageScript): VisitRecord | null {
  const visit = script.visit();
  recordPendingVisit();
  return recordTrackingEvent('DownloadClicked', shownPage(document.referrer, false), visit, script);
}

/**
 * A page's WebsiteVisit is recorded once the browser is idle, so building and sending it stays
 * out of the work that shows the page; a call to action or leaving the page records it at once,
 * first. A Reject tapped before then means it is never recorded. A visit keeps the page it was
 * shown on, even when the router has shown the next before the browser was idle.
 */
export const visitRecordBehaviour: PageBehaviour = {
  listen(script) {
    addEventListener('pagehide', () => {
      script.visit();
      recordPendingVisit();
    });
  },
  show(visit, page, script) {
    recordPendingVisit();
    const record = () => {
      if (pendingVisit !== record) return;
      pendingVisit = null;
      recordTrackingEvent('WebsiteVisit', page, visit, script);
    };
    pendingVisit = record;
    script.whenIdle(record);
  },
};

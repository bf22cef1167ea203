// The page script's part of field speed (decision 0045): once the browser is idle after the load,
// and only where a visit record may be sent, it loads the field vitals' module
// (field-vitals-island.tsx); it keeps the figures that module reports and sends them once, as the
// visitor leaves the page (the page hidden, or `pagehide`), unless the visitor has chosen Reject
// by then.
import { saveWebVitals } from '../../api/calls.ts';
import type { PageBehaviour } from '../../shared/page-script-protocol.ts';
import {
  fieldVitalEvent,
  fieldVitalsCollector,
  isFieldVital,
  type FieldVitalsCollector,
} from './field-vitals.ts';
import { visitRecordPage } from './visit-record.ts';

/** The module's name on the boot script (`data-island-field-vitals`). */
const fieldVitalsModule = 'field-vitals';

let collector: FieldVitalsCollector | null = null;

/** A warning, as for the visit record: lost speed figures are no fault the visitor can act on. */
function warn(error: unknown): void {
  console.warn('Field vitals lost', error);
}

/**
 * Web vitals measure the document's own load, so they belong to the page it was loaded on: the
 * pages the router shows after an in-site link add to its INP and CLS, not to their own.
 */
export const fieldVitalsBehaviour: PageBehaviour = {
  listen(script) {
    addEventListener(fieldVitalEvent, (event) => {
      if (event instanceof CustomEvent && isFieldVital(event.detail)) collector?.add(event.detail);
    });
    const leave = () => {
      const report = collector?.takeReport(script.visit().consent) ?? null;
      if (report === null) return;
      saveWebVitals(report).catch(warn);
    };
    // A phone switching to another app only hides the page; a page unloaded is hidden, then gets `pagehide`.
    addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') leave();
    });
    addEventListener('pagehide', leave);
  },
  show(_visit, page, script) {
    if (!page.prerendered) return;
    collector = fieldVitalsCollector(
      visitRecordPage(page.pathname, page.isPage),
      new Date(performance.timeOrigin),
    );
    script.whenIdle(() => {
      if (script.visit().consent === 'denied') return;
      script.loadIsland(fieldVitalsModule).catch(warn);
    });
  },
};

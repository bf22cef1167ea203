// Field speed: how fast the page a visitor loaded was for them, by the `web-vitals` library's
// figures (LCP, INP, CLS, TTFB), which a module of their own measures (field-vitals-island.tsx).
// The page script keeps each figure's latest value here and sends them once, as the visitor
// leaves the page, only where a visit record may be sent (decision 0045).
import type { RequestBody } from '../../../../contract/operations.ts';
import type { ConsentState } from '../../shared/visit.ts';

type WebVitalsReport = RequestBody<'saveWebVitals'>;

/**
 * The window event by which the field vitals' module hands each figure to the page script (the
 * detail is a FieldVital). Not among pageScriptEvents: that module would then bring the protocol's
 * whole chunk along.
 */
export const fieldVitalEvent = 'fernly:field-vital';

const fieldVitalNames = ['lcp', 'inp', 'cls', 'ttfb'] as const;
type FieldVitalName = (typeof fieldVitalNames)[number];

/** One figure as measured so far, with the element at fault (none for TTFB). */
export interface FieldVital {
  readonly name: FieldVitalName;
  readonly value: number;
  readonly element?: string;
}

/** What the field vitals' module dispatches (pageScriptEvents.fieldVital), checked as it crosses bundles. */
export function isFieldVital(value: unknown): value is FieldVital {
  return (
    typeof value === 'object' &&
    value !== null &&
    'name' in value &&
    fieldVitalNames.some((name) => name === value.name) &&
    'value' in value &&
    typeof value.value === 'number' &&
    (!('element' in value) || typeof value.element === 'string')
  );
}

export interface FieldVitalsCollector {
  /** Keeps a figure's latest value: the library reports each one again as it changes. */
  add(vital: FieldVital): void;
  /**
   * The report to send as the visitor leaves the page: once per page load, with the figures
   * measured by then, and null when there is none yet, when it has been taken already, or when the
   * visitor has chosen Reject (then nothing is ever sent, as with the visit records).
   */
  takeReport(consent: ConsentState): WebVitalsReport | null;
}

/** The figures of one page load: `page` as statistics count it (visitRecordPage), `loadedAt` its start. */
export function fieldVitalsCollector(page: string, loadedAt: Date): FieldVitalsCollector {
  const figures = new Map<FieldVitalName, FieldVital>();
  let taken = false;
  return {
    add(vital) {
      figures.set(vital.name, vital);
    },
    takeReport(consent) {
      if (taken || consent === 'denied' || figures.size === 0) return null;
      taken = true;
      const report: WebVitalsReport = { page, timestamp: loadedAt.toISOString() };
      for (const { name, value, element } of figures.values()) {
        if (name === 'ttfb') report.ttfb = value;
        else report[name] = element === undefined ? { value } : { value, element };
      }
      return report;
    },
  };
}

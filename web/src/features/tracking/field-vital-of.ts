// What the field vitals' module (field-vitals-island.tsx) makes of each figure `web-vitals`
// reports: the contract's shape and limits (saveWebVitals), so a figure the API would refuse never
// costs the page's other figures their report.
import { webVitalLimits } from '../../../../contract/web-vital-limits.gen.ts';
import type { FieldVital } from './field-vitals.ts';

/** What this reads of a figure `web-vitals/attribution` reports (its `*MetricWithAttribution`). */
export type MeasuredVital =
  | { readonly name: 'LCP'; readonly value: number; readonly attribution: { readonly target?: string } }
  | {
      readonly name: 'INP';
      readonly value: number;
      readonly attribution: { readonly interactionTarget?: string };
    }
  | {
      readonly name: 'CLS';
      readonly value: number;
      readonly attribution: { readonly largestShiftTarget?: string };
    }
  | { readonly name: 'TTFB'; readonly value: number };

const { milliseconds, layoutShift, faultyElement: elementLimits } = webVitalLimits;

/** The selector the attribution build names, cut to the contract's length; none when it names none. */
function faultyElement(selector: string | undefined): { readonly element?: string } {
  const element = selector?.slice(0, elementLimits.maxLength) ?? '';
  return element.length >= elementLimits.minLength ? { element } : {};
}

/**
 * The figure to keep, or null for one outside the contract's range: a browser's odd figure is left
 * out rather than changed into one nobody measured.
 */
export function fieldVitalOf(metric: MeasuredVital): FieldVital | null {
  const range = metric.name === 'CLS' ? layoutShift : milliseconds;
  const { value } = metric;
  if (!Number.isFinite(value) || value < range.minimum || value > range.maximum) return null;
  switch (metric.name) {
    case 'LCP':
      return { name: 'lcp', value, ...faultyElement(metric.attribution.target) };
    case 'INP':
      return { name: 'inp', value, ...faultyElement(metric.attribution.interactionTarget) };
    case 'CLS':
      return { name: 'cls', value, ...faultyElement(metric.attribution.largestShiftTarget) };
    case 'TTFB':
      return { name: 'ttfb', value };
  }
}

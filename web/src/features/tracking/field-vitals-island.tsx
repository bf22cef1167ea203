// The field vitals' module: `web-vitals` (its attribution build, which names the element at fault),
// loaded by the page script once the browser is idle and only where a visit record may be sent
// (field-vitals-recorder.ts). It draws nothing: the build loads modules by their `-island.tsx`
// name. Each figure goes back to the page script as it changes, which sends them as the visitor
// leaves (decision 0045).
import { onCLS, onINP, onLCP, onTTFB } from 'web-vitals/attribution';
import { fieldVitalOf, type MeasuredVital } from './field-vital-of.ts';
import { fieldVitalEvent } from './field-vitals.ts';

function report(metric: MeasuredVital): void {
  const vital = fieldVitalOf(metric);
  if (vital !== null) dispatchEvent(new CustomEvent(fieldVitalEvent, { detail: vital }));
}

export function start(): void {
  // Every change, not only the final figures: the page script sends at the first `pagehide` or
  // hiding of the page, and must hold the latest figures then.
  const options = { reportAllChanges: true };
  onLCP(report, options);
  onINP(report, options);
  onCLS(report, options);
  onTTFB(report, options);
}

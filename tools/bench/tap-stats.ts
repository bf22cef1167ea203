import { textTable } from './text-table.ts';
// Pure parts of `npm run bench:taps`: percentiles, the per-control table and the budget verdict.

/**
 * When a tap is made: `visible`, the moment the control first shows (while the rest of the page may
 * still be arriving), or a number of milliseconds after the first paint.
 */
export type TapMoment = 'visible' | number;

/** The moments a run taps at unless told otherwise: as soon as each control shows, then after the first paint. */
export const defaultTapMoments: readonly TapMoment[] = ['visible', 0, 300, 1000, 3000];

/** `--moments visible,0,300`: each a whole number of milliseconds after the first paint, or `visible`. */
export function parseTapMoments(option: string | undefined): TapMoment[] {
  if (option === undefined) return [...defaultTapMoments];
  const moments = option.split(',').map((part): TapMoment | null => {
    const moment = part.trim();
    if (moment === 'visible') return moment;
    return /^\d+$/.test(moment) ? Number(moment) : null;
  });
  if (moments.length === 0 || moments.some((moment) => moment === null))
    throw new Error(
      `--moments takes "visible" and whole milliseconds after the first paint, e.g. visible,0,300,1000,3000; got "${option}"`,
    );
  return moments.filter((moment) => moment !== null);
}

/** How a moment reads in the run's log: `as soon as it shows` or `+300 ms`. */
export function tapMomentLabel(moment: TapMoment): string {
  return moment === 'visible' ? 'as soon as it shows' : `+${moment} ms`;
}

/** One tap: how long until its response showed (null: none within the wait) and whether it lasted. */
export interface TapSample {
  readonly control: string;
  readonly moment: TapMoment;
  readonly responseMs: number | null;
  /** The page ended in the state the same tap gives on a hydrated page. */
  readonly tookEffect: boolean;
  /**
   * The page was already in the state the tap asked for when the finger came down (a Play on a
   * clip that had just started by itself), so there was nothing to show: no response is due.
   */
  readonly alreadyThere?: boolean;
  readonly detail?: string;
}

export interface TapRow {
  readonly control: string;
  readonly taps: number;
  readonly p50: number | null;
  readonly p95: number | null;
  readonly max: number | null;
  /** Taps with no response within the wait or a final state other than the hydrated page's. */
  readonly lost: number;
}

/** Nearest-rank percentile (p in 0–100): always one of the measured values, never interpolated. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  if (p < 0 || p > 100) throw new RangeError(`percentile must be within 0–100, got ${p}`);
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? null;
}

export function summarizeTaps(samples: readonly TapSample[]): TapRow[] {
  const controls = [...new Set(samples.map((sample) => sample.control))];
  return controls.map((control) => {
    const own = samples.filter((sample) => sample.control === control);
    const times = own.flatMap((sample) => (sample.responseMs === null ? [] : [sample.responseMs]));
    return {
      control,
      taps: own.length,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      max: times.length > 0 ? Math.max(...times) : null,
      lost: own.filter(
        (sample) => !sample.tookEffect || (sample.responseMs === null && sample.alreadyThere !== true),
      ).length,
    };
  });
}

export interface TapBudget {
  readonly p95AtMostMs: number;
}

/** Why the run fails: a p95 over budget or any tap lost; empty when every control passes. */
export function judgeTaps(rows: readonly TapRow[], budget: TapBudget): string[] {
  return rows.flatMap((row) => {
    const misses: string[] = [];
    if (row.lost > 0) misses.push(`${row.control}: ${row.lost} of ${row.taps} taps did not take effect`);
    if (row.p95 !== null && row.p95 > budget.p95AtMostMs) {
      misses.push(`${row.control}: p95 ${Math.round(row.p95)} ms > ${budget.p95AtMostMs} ms`);
    }
    return misses;
  });
}

const milliseconds = (value: number | null) => (value === null ? '–' : `${Math.round(value)} ms`);

/** A plain-text table, one row per control, with ✗ on a figure that misses the budget. */
export function formatTapTable(rows: readonly TapRow[], budget: TapBudget): string {
  const header = ['Control', 'Taps', 'p50', 'p95', 'Max', 'Lost'];
  const body = rows.map((row) => [
    row.control,
    String(row.taps),
    milliseconds(row.p50),
    `${milliseconds(row.p95)}${row.p95 !== null && row.p95 > budget.p95AtMostMs ? ' ✗' : ''}`,
    milliseconds(row.max),
    `${row.lost}${row.lost > 0 ? ' ✗' : ''}`,
  ]);
  return textTable(header, body);
}

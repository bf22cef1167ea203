import { textTable } from './text-table.ts';
// The arithmetic and wording of the site benchmark, kept apart from Chromium and Lighthouse so it
// can be tested: medians of several runs, the comparison with the budgets, and the printed table.

export const presets = ['mobile', 'desktop'] as const;
export type Preset = (typeof presets)[number];

type Unit = 'score' | 'ms' | 'shift' | 'bytes' | 'count';

/** Every figure the bench reports, in table order, with the column heading it prints under. */
export const metrics = {
  performance: { label: 'Perf', name: 'performance', unit: 'score' },
  accessibility: { label: 'A11y', name: 'accessibility', unit: 'score' },
  bestPractices: { label: 'BP', name: 'best practices', unit: 'score' },
  seo: { label: 'SEO', name: 'SEO', unit: 'score' },
  fcp: { label: 'FCP', name: 'FCP', unit: 'ms' },
  lcp: { label: 'LCP', name: 'LCP', unit: 'ms' },
  tbt: { label: 'TBT', name: 'TBT', unit: 'ms' },
  cls: { label: 'CLS', name: 'CLS', unit: 'shift' },
  speedIndex: { label: 'SI', name: 'Speed Index', unit: 'ms' },
  bootup: { label: 'Boot-up', name: 'JavaScript boot-up time', unit: 'ms' },
  mainThread: { label: 'Main', name: 'main-thread work', unit: 'ms' },
  transferBytes: { label: 'Transfer', name: 'transfer size', unit: 'bytes' },
  scriptBytes: { label: 'JS', name: 'JavaScript transfer size', unit: 'bytes' },
  requests: { label: 'Reqs', name: 'requests', unit: 'count' },
} as const satisfies Record<string, { label: string; name: string; unit: Unit }>;

export type MetricKey = keyof typeof metrics;
export const metricKeys = Object.keys(metrics).filter((key): key is MetricKey => key in metrics);

/** A figure is null when Lighthouse could not measure it in that run (it says why in the run). */
export type RunMetrics = Readonly<Record<MetricKey, number | null>>;

export type Limit = { readonly atLeast: number } | { readonly atMost: number };
export type MetricBudgets = Readonly<Partial<Record<MetricKey, Limit>>>;
export interface PresetBudgets {
  readonly everyRoute: MetricBudgets;
  /** Replaces the every-route limit of the metrics it names, for that route only. */
  readonly routes: Readonly<Record<string, MetricBudgets>>;
}
export type SiteBudgets = Readonly<Record<Preset, PresetBudgets>>;

export interface BudgetMiss {
  readonly route: string;
  readonly preset: Preset;
  readonly metric: MetricKey;
  readonly value: number | null;
  readonly limit: Limit;
}

/** The middle value; the mean of the two middle values for an even count; null for none. */
export function median(values: readonly number[]): number | null {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle];
  if (upper === undefined) return null;
  if (sorted.length % 2 === 1) return upper;
  const lower = sorted[middle - 1] ?? upper;
  return (lower + upper) / 2;
}

/** Builds a full set of metrics from one function of the metric. */
export function mapMetrics(read: (key: MetricKey) => number | null): RunMetrics {
  return {
    performance: read('performance'),
    accessibility: read('accessibility'),
    bestPractices: read('bestPractices'),
    seo: read('seo'),
    fcp: read('fcp'),
    lcp: read('lcp'),
    tbt: read('tbt'),
    cls: read('cls'),
    speedIndex: read('speedIndex'),
    bootup: read('bootup'),
    mainThread: read('mainThread'),
    transferBytes: read('transferBytes'),
    scriptBytes: read('scriptBytes'),
    requests: read('requests'),
  };
}

/** The median of each metric on its own, over the runs that measured it. */
export function medianMetrics(runs: readonly RunMetrics[]): RunMetrics {
  return mapMetrics((key) => median(runs.map((run) => run[key]).filter((value) => value !== null)));
}

const timingKeys = ['fcp', 'lcp', 'tbt', 'speedIndex'] as const satisfies readonly MetricKey[];

/**
 * The index of the run whose timings sit closest to the medians (relative distance summed over
 * FCP, LCP, TBT and Speed Index), so its diagnostics explain the median rather than an outlier.
 */
export function representativeRun(runs: readonly RunMetrics[], medians: RunMetrics): number {
  let best = -1;
  let bestDistance = Infinity;
  runs.forEach((run, index) => {
    let distance = 0;
    for (const key of timingKeys) {
      const value = run[key];
      const middle = medians[key];
      if (middle === null) continue;
      distance += value === null ? Infinity : Math.abs(value - middle) / Math.max(middle, 1);
    }
    if (distance < bestDistance) {
      best = index;
      bestDistance = distance;
    }
  });
  return best === -1 ? 0 : best;
}

/** The limits that apply to one route: the every-route budgets with that route's overrides. */
export function budgetsFor(budgets: PresetBudgets, route: string): MetricBudgets {
  return { ...budgets.everyRoute, ...budgets.routes[route] };
}

/** Route overrides that name no measured route: a typo there would silently budget nothing. */
export function unknownBudgetRoutes(budgets: SiteBudgets, routes: readonly string[]): string[] {
  return presets.flatMap((preset) =>
    Object.keys(budgets[preset].routes)
      .filter((route) => !routes.includes(route))
      .map((route) => `${preset} ${route}`),
  );
}

export function withinLimit(value: number | null, limit: Limit): boolean {
  if (value === null) return false;
  return 'atLeast' in limit ? value >= limit.atLeast : value <= limit.atMost;
}

export function compareWithBudgets(
  route: string,
  preset: Preset,
  medians: RunMetrics,
  budgets: MetricBudgets,
): BudgetMiss[] {
  return metricKeys.flatMap((metric) => {
    const limit = budgets[metric];
    if (limit === undefined || withinLimit(medians[metric], limit)) return [];
    return [{ route, preset, metric, value: medians[metric], limit }];
  });
}

export function formatValue(metric: MetricKey, value: number | null): string {
  if (value === null) return 'n/a';
  switch (metrics[metric].unit) {
    case 'score':
    case 'count':
      return Number.isInteger(value) ? String(value) : value.toFixed(1);
    case 'ms':
      return `${Math.round(value)} ms`;
    case 'shift':
      return value.toFixed(3);
    case 'bytes':
      return `${(value / 1024).toFixed(1)} KB`;
  }
}

export function formatLimit(metric: MetricKey, limit: Limit): string {
  return 'atLeast' in limit
    ? `≥ ${formatValue(metric, limit.atLeast)}`
    : `≤ ${formatValue(metric, limit.atMost)}`;
}

/** One line a reader can act on: where, which preset, what, how much, and the budget. */
export function formatMiss(miss: BudgetMiss): string {
  const value = miss.value === null ? 'not measured' : formatValue(miss.metric, miss.value);
  return `${miss.route} (${miss.preset}): ${metrics[miss.metric].name} ${value}, budget ${formatLimit(miss.metric, miss.limit)}`;
}

export interface TableRow {
  readonly route: string;
  readonly medians: RunMetrics;
  readonly misses: readonly BudgetMiss[];
}

/** A plain-text table of the medians; a figure over its budget is marked with ✗. */
export function formatTable(rows: readonly TableRow[]): string {
  const header = ['Route', ...metricKeys.map((key) => metrics[key].label)];
  const body = rows.map((row) => [
    row.route,
    ...metricKeys.map((key) => {
      const missed = row.misses.some((miss) => miss.metric === key);
      return `${formatValue(key, row.medians[key])}${missed ? ' ✗' : ''}`;
    }),
  ]);
  return textTable(header, body);
}

// The app's start-up judged against the floor of any page that starts React at all (issue 20):
// the same page with React alone rendering one tiny island, measured in the same run. Ratios
// rather than absolute figures, because Lighthouse's simulated timings scale with how busy the
// machine is, and a floor measured beside the app moves with it.
import { formatValue, type MetricKey, type RunMetrics } from './lighthouse-summary.ts';

export const floorBudgets = {
  /** JavaScript boot-up (Lighthouse's bootup-time): at most this many times React alone's. */
  bootupRatio: 2.5,
  /** Main-thread work (mainthread-work-breakdown): at most this many times React alone's. */
  mainThreadRatio: 1.5,
  /** Total blocking time: at most this much above React alone's. */
  tbtMarginMs: 30,
} as const;

export interface FloorVerdict {
  readonly route: string;
  readonly metric: MetricKey;
  readonly app: number | null;
  readonly floor: number | null;
  readonly within: boolean;
  /** One line a reader can act on: the figures, how they compare, and the budget. */
  readonly line: string;
}

function ratioVerdict(
  route: string,
  metric: MetricKey,
  app: number | null,
  floor: number | null,
  limit: number,
) {
  const within = app !== null && floor !== null && floor > 0 && app <= floor * limit;
  const ratio = app !== null && floor !== null && floor > 0 ? `${(app / floor).toFixed(2)}×` : 'n/a';
  return {
    route,
    metric,
    app,
    floor,
    within,
    line:
      `${route}: ${metric === 'bootup' ? 'JS boot-up' : 'main-thread work'} ${formatValue(metric, app)} ` +
      `is ${ratio} React alone's ${formatValue(metric, floor)} (budget ≤ ${limit}×) ${within ? '✓' : '✗'}`,
  };
}

/** The three comparisons of one route: boot-up and main thread by ratio, TBT by margin. */
export function compareWithFloor(route: string, app: RunMetrics, reactAlone: RunMetrics): FloorVerdict[] {
  const tbtWithin =
    app.tbt !== null && reactAlone.tbt !== null && app.tbt <= reactAlone.tbt + floorBudgets.tbtMarginMs;
  const difference =
    app.tbt === null || reactAlone.tbt === null
      ? 'n/a against'
      : app.tbt >= reactAlone.tbt
        ? `${Math.round(app.tbt - reactAlone.tbt)} ms above`
        : `${Math.round(reactAlone.tbt - app.tbt)} ms below`;
  return [
    ratioVerdict(route, 'bootup', app.bootup, reactAlone.bootup, floorBudgets.bootupRatio),
    ratioVerdict(route, 'mainThread', app.mainThread, reactAlone.mainThread, floorBudgets.mainThreadRatio),
    {
      route,
      metric: 'tbt',
      app: app.tbt,
      floor: reactAlone.tbt,
      within: tbtWithin,
      line:
        `${route}: TBT ${formatValue('tbt', app.tbt)} is ${difference} React alone's ` +
        `${formatValue('tbt', reactAlone.tbt)} (budget ≤ ${floorBudgets.tbtMarginMs} ms) ${tbtWithin ? '✓' : '✗'}`,
    },
  ];
}

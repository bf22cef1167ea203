// The site benchmark's budgets (issue 6), judged on the median of the runs of each route and
// preset. A route entry replaces the every-route limit of the metrics it names.
import type { MetricBudgets, SiteBudgets } from './lighthouse-summary.ts';

const everyRoute = {
  performance: { atLeast: 98 },
  accessibility: { atLeast: 100 },
  bestPractices: { atLeast: 100 },
  seo: { atLeast: 100 },
  cls: { atMost: 0.01 },
  tbt: { atMost: 50 },
} as const satisfies MetricBudgets;

export const siteBudgets: SiteBudgets = {
  // Simulated slow 4G and a 4× slower CPU: the mid-range phone the landing page is built for.
  mobile: {
    everyRoute,
    routes: {
      '/': { performance: { atLeast: 100 }, lcp: { atMost: 1500 } },
    },
  },
  desktop: { everyRoute, routes: {} },
};

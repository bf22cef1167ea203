import { describe, expect, it } from 'vitest';
import {
  budgetsFor,
  compareWithBudgets,
  formatMiss,
  formatTable,
  mapMetrics,
  median,
  medianMetrics,
  representativeRun,
  unknownBudgetRoutes,
  type RunMetrics,
  type SiteBudgets,
} from './lighthouse-summary.ts';

function run(overrides: Partial<RunMetrics>): RunMetrics {
  return {
    ...mapMetrics(() => 0),
    performance: 100,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    ...overrides,
  };
}

describe('median', () => {
  it('takes the middle of an odd count whatever the order', () => {
    expect(median([2900, 1200, 1500, 4100, 1300])).toBe(1500);
  });

  it('averages the two middle values of an even count', () => {
    expect(median([40, 10, 30, 20])).toBe(25);
  });

  it('has no median without values', () => {
    expect(median([])).toBeNull();
  });
});

describe('medianMetrics', () => {
  it('takes each metric on its own, so the result need not be any one run', () => {
    const medians = medianMetrics([
      run({ lcp: 1000, tbt: 90 }),
      run({ lcp: 3000, tbt: 10 }),
      run({ lcp: 2000, tbt: 50 }),
    ]);
    expect(medians.lcp).toBe(2000);
    expect(medians.tbt).toBe(50);
  });

  it('skips the runs that could not measure a metric', () => {
    const medians = medianMetrics([run({ lcp: null }), run({ lcp: 1200 }), run({ lcp: 1400 })]);
    expect(medians.lcp).toBe(1300);
  });
});

describe('representativeRun', () => {
  it('picks the run whose timings sit closest to the medians', () => {
    const runs = [
      run({ fcp: 900, lcp: 1100, tbt: 300, speedIndex: 1000 }),
      run({ fcp: 1000, lcp: 1500, tbt: 40, speedIndex: 1200 }),
      run({ fcp: 1100, lcp: 1600, tbt: 30, speedIndex: 1300 }),
    ];
    expect(representativeRun(runs, medianMetrics(runs))).toBe(1);
  });

  it('never picks a run that measured nothing', () => {
    const runs = [mapMetrics(() => null), run({ fcp: 1000, lcp: 1500, tbt: 40, speedIndex: 1200 })];
    expect(representativeRun(runs, medianMetrics(runs))).toBe(1);
  });
});

const budgets: SiteBudgets = {
  mobile: {
    everyRoute: { performance: { atLeast: 98 }, tbt: { atMost: 50 } },
    routes: { '/': { performance: { atLeast: 100 }, lcp: { atMost: 1500 } } },
  },
  desktop: { everyRoute: { performance: { atLeast: 98 } }, routes: {} },
};

describe('budgetsFor', () => {
  it('lets a route override the every-route limit and add its own', () => {
    expect(budgetsFor(budgets.mobile, '/')).toEqual({
      performance: { atLeast: 100 },
      tbt: { atMost: 50 },
      lcp: { atMost: 1500 },
    });
  });

  it('gives other routes the every-route limits', () => {
    expect(budgetsFor(budgets.mobile, '/faqs')).toEqual(budgets.mobile.everyRoute);
  });
});

describe('unknownBudgetRoutes', () => {
  it('names an override for a route the site does not have', () => {
    const typo: SiteBudgets = { ...budgets, desktop: { everyRoute: {}, routes: { '/faq': {} } } };
    expect(unknownBudgetRoutes(typo, ['/', '/faqs'])).toEqual(['desktop /faq']);
  });
});

describe('compareWithBudgets', () => {
  it('reports a score below its floor and a time above its ceiling', () => {
    const misses = compareWithBudgets(
      '/',
      'mobile',
      run({ performance: 99, lcp: 1501, tbt: 50 }),
      budgetsFor(budgets.mobile, '/'),
    );
    expect(misses).toEqual([
      { route: '/', preset: 'mobile', metric: 'performance', value: 99, limit: { atLeast: 100 } },
      { route: '/', preset: 'mobile', metric: 'lcp', value: 1501, limit: { atMost: 1500 } },
    ]);
  });

  it('accepts values exactly on the budget', () => {
    const medians = run({ performance: 98, tbt: 50 });
    expect(compareWithBudgets('/faqs', 'mobile', medians, budgets.mobile.everyRoute)).toEqual([]);
  });

  it('counts a metric no run could measure as a miss', () => {
    const misses = compareWithBudgets(
      '/faqs',
      'desktop',
      run({ performance: null }),
      budgets.desktop.everyRoute,
    );
    expect(misses.map((miss) => miss.metric)).toEqual(['performance']);
  });
});

describe('formatMiss', () => {
  it('names the route, preset, metric, value and budget', () => {
    expect(
      formatMiss({
        route: '/',
        preset: 'mobile',
        metric: 'lcp',
        value: 1913.4,
        limit: { atMost: 1500 },
      }),
    ).toBe('/ (mobile): LCP 1913 ms, budget ≤ 1500 ms');
    expect(
      formatMiss({
        route: '/faqs',
        preset: 'desktop',
        metric: 'cls',
        value: null,
        limit: { atMost: 0.01 },
      }),
    ).toBe('/faqs (desktop): CLS not measured, budget ≤ 0.010');
  });
});

describe('formatTable', () => {
  it('prints a row per route with units and marks each figure over budget', () => {
    const medians = run({
      performance: 83,
      fcp: 1688,
      lcp: 1913,
      tbt: 653,
      cls: 0,
      speedIndex: 1688.4,
      bootup: 431,
      mainThread: 1973,
      transferBytes: 185_651,
      scriptBytes: 134_634,
      requests: 10,
    });
    const table = formatTable([
      {
        route: '/',
        medians,
        misses: compareWithBudgets('/', 'mobile', medians, budgetsFor(budgets.mobile, '/')),
      },
      { route: '/faqs', medians: run({ tbt: 20 }), misses: [] },
    ]);
    const [header, rule, home, faqs] = table.split('\n');
    expect(header?.split(/\s+/)).toEqual([
      'Route',
      'Perf',
      'A11y',
      'BP',
      'SEO',
      'FCP',
      'LCP',
      'TBT',
      'CLS',
      'SI',
      'Boot-up',
      'Main',
      'Transfer',
      'JS',
      'Reqs',
    ]);
    expect(rule).toMatch(/^-+( +-+){14}$/);
    expect(home).toMatch(
      /^\/ +83 ✗ +100 +100 +100 +1688 ms +1913 ms ✗ +653 ms ✗ +0\.000 +1688 ms +431 ms +1973 ms/,
    );
    expect(home).toMatch(/181\.3 KB +131\.5 KB +10$/);
    expect(faqs).not.toContain('✗');
    // Right-aligned figures end in the same column on every line.
    expect(new Set([header, home, faqs].map((line) => line?.length))).toEqual(new Set([home?.length]));
  });
});

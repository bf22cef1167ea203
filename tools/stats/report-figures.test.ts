// A figure is its entry in report/report-figures.ts plus its SQL column (docs/decisions/0074):
// here a count and a rate are added to the list by a mock of that module and nothing else, their
// column answered by a stand-in engine, and every format shows them; the rate, which partners do
// not see, is left out of a partner's report and of the partner figures. A second test holds each
// count's SQL column to its name.
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { FigureDefinition } from '../../report/report-figures.ts';
import type { AggregateRow, ReportEngine, ResultRow } from '../../report/report-query.ts';

const registry = '../../report/report-figures.ts';

const helpViews = {
  name: 'helpViews',
  column: 'help_views',
  label: 'Help page views',
  format: 'count',
  funnel: true,
  partners: true,
  headline: true,
  lowerIsBetter: false,
  perPeriod: true,
  charted: false,
} as const satisfies FigureDefinition;

const helpRate = {
  name: 'helpRate',
  label: 'Help page views per visitor',
  format: 'rate',
  of: ['helpViews', 'visitors'],
  funnel: true,
  partners: false,
  headline: true,
  lowerIsBetter: false,
} as const satisfies FigureDefinition;

// Test files share a worker's modules (vitest.config.ts): the report's modules are loaded afresh
// over the mock, and afresh again without it once these tests are done.
vi.resetModules();
vi.doMock(registry, async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../report/report-figures.ts')>();
  return { ...actual, reportFigures: [...actual.reportFigures, helpViews, helpRate] };
});
afterAll(() => {
  vi.doUnmock(registry);
  vi.resetModules();
});
const { aggregateRow } = await import('../../report/aggregate-row-fixture.ts');
const { formatCsv } = await import('./format-csv.ts');
const { reportEmail } = await import('../../report/format-email.ts');
const { formatHtml } = await import('./format-html.ts');
const { formatTable } = await import('../../report/format-table.ts');
const { runReportQuery } = await import('../../report/report-query.ts');
const { buildReport, reportJson } = await import('../../report/report.ts');
const { partnerFigures } = await import('../../report/partner-figures.ts');
const { reportFigures } = await import('../../report/report-figures.ts');

/** A result row as an engine answers it: every value text, the new column beside the others. */
function answered(row: AggregateRow, helpViewsCount: number): ResultRow {
  return {
    ...Object.fromEntries(
      Object.entries(row).map(([column, value]) => [column, value === null ? null : String(value)]),
    ),
    [helpViews.column]: String(helpViewsCount),
  };
}

/** Answers every query with the same rows, as the SQL with the new column would. */
const engine: ReportEngine = {
  run: () =>
    Promise.resolve([
      answered(aggregateRow('total', { visitors: 200, visits: 240 }), 30),
      answered(aggregateRow('total', { phase: 'previous', visitors: 100, visits: 120 }), 20),
      answered(aggregateRow('partner', { partner: 'quay', visitors: 200, visits: 240 }), 30),
      answered(aggregateRow('period', { period: '2026-11-28', visitors: 200, visits: 240 }), 30),
    ]),
};

const query = { from: '2026-11-28', to: '2026-11-28', by: 'day', partner: null } as const;
const owners = buildReport(await runReportQuery(engine, query), { ...query, minCount: 0 });
const partners = buildReport(await runReportQuery(engine, { ...query, partner: 'quay' }), {
  ...query,
  partner: 'quay',
  minCount: 10,
});

describe('a figure added to report-figures.ts', () => {
  it('is in the JSON, its rate worked out from its counts', () => {
    const json = reportJson(owners);
    expect(json.totals).toMatchObject({
      helpViews: { current: 30, previous: 20, change: 0.5 },
      helpRate: { current: 0.15, previous: 0.2, change: -0.05 },
    });
    expect(json.byDay).toEqual([expect.objectContaining({ day: '2026-11-28', helpViews: 30 })]);
  });

  it('is in the terminal table, the CSV and the HTML dashboard', () => {
    expect(formatTable(owners)).toMatch(/\nHelp page views +30 +20 +\+50\.0%\n/);
    expect(formatTable(owners)).toMatch(/\nHelp page views per visitor +15\.0% +20\.0% +-5\.0 pts\n/);
    const csv = formatCsv(owners);
    expect(csv).toContain('totals,All visitors,Help page views,30,20,+50.0%');
    expect(csv).toContain("totals,All visitors,Help page views per visitor,15.0%,20.0%,'-5.0 pts");
    expect(csv).toContain('byPartner,quay,Help page views,30,0,–');
    expect(csv).toContain('byDay,2026-11-28,Help page views,30,,');
    const html = formatHtml(owners);
    expect(html).toContain('Help page views');
    expect(html).toContain('Help page views per visitor');
  });

  it('opens the weekly mail, in its HTML and its text', () => {
    const email = reportEmail(owners);
    expect(email.html).toContain('Help page views per visitor');
    expect(email.text).toMatch(/\nHelp page views +30 +20 +\+50\.0%\n/);
  });

  it('is in the partner figures when partners see it, and left out of them when not', async () => {
    const lines = await partnerFigures(engine, '2026-11-28', 10);
    const figures = new Set(lines.filter((line) => line.audience === 'quay').map((line) => line.figure));
    expect(figures).toContain('Help page views');
    expect(figures).not.toContain('Help page views per visitor');
    expect(lines.some((line) => line.figure === 'Help page views per visitor')).toBe(false);
    expect(reportJson(partners).totals).not.toHaveProperty('helpRate');
    expect(formatCsv(partners)).not.toContain('Help page views per visitor');
  });
});

describe('each count of report-figures.ts', () => {
  it('is answered in a column of its own name, as SQL spells it', () => {
    const figures: readonly FigureDefinition[] = reportFigures;
    const counts = figures.flatMap((figure) => (figure.format === 'count' ? [figure] : []));
    expect(counts.length).toBeGreaterThan(5);
    for (const figure of counts)
      expect(figure.column).toBe(figure.name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`));
  });
});

import { describe, expect, it } from 'vitest';
import { aggregateRow } from './aggregate-row-fixture.ts';
import type { AggregateRow } from './report-query.ts';
import { buildReport, reportJson, shownCount, type ReportOptions } from './report.ts';

const options: ReportOptions = {
  from: '2026-11-01',
  to: '2026-11-28',
  by: 'day',
  partner: null,
  minCount: 10,
};

const row = aggregateRow;

const rows: AggregateRow[] = [
  row('total', 200, 40),
  row('page', 150, 30, { page: '/' }),
  row('page', 9, 1, { page: '/faqs' }),
  row('page', 41, 9, { page: '/quay' }),
  row('partner', 41, 9, { partner: 'quay' }),
  row('partner', 159, 31, { partner: null }),
  row('period', 120, 25, { period: '2026-11-02' }),
  row('period', 80, 15, { period: '2026-11-01' }),
];

describe('the threshold rule', () => {
  it('shows a count below the threshold as "<10" and keeps the rest', () => {
    expect(shownCount(9, 10)).toBe('<10');
    expect(shownCount(0, 10)).toBe('<10');
    expect(shownCount(10, 10)).toBe(10);
    expect(shownCount(3, 5)).toBe('<5');
  });

  it('leaves hidden counts out of shares and click-through', () => {
    const report = buildReport(rows, options);
    expect(report.byPage).toEqual([
      { page: '/', visits: 150, downloads: 30, clickThrough: 0.2, share: 0.75 },
      // Visits shown, downloads hidden: a click-through would give the hidden count away.
      { page: '/quay', visits: 41, downloads: '<10', clickThrough: null, share: 0.205 },
      { page: '/faqs', visits: '<10', downloads: '<10', clickThrough: null, share: null },
    ]);
  });

  it('applies to the totals too, as in a report for one small partner', () => {
    const report = buildReport([row('total', 7, 2), row('page', 7, 2, { page: '/quay' })], {
      ...options,
      partner: 'quay',
    });
    expect(report.totals).toEqual({ visits: '<10', downloads: '<10', clickThrough: null });
    expect(report.byPage).toEqual([
      { page: '/quay', visits: '<10', downloads: '<10', clickThrough: null, share: null },
    ]);
  });

  it('follows --min-count', () => {
    const report = buildReport(rows, { ...options, minCount: 50 });
    expect(report.byPage.map((page) => page.visits)).toEqual([150, '<50', '<50']);
  });
});

describe('buildReport', () => {
  it('gives no click-through for new against returning browsers, whose downloads are all returning', () => {
    const report = buildReport(
      [
        row('total', 40, 20),
        row('visitor', 20, 0, { visitor: 'new' }),
        row('visitor', 20, 20, { visitor: 'returning' }),
      ],
      options,
    );
    expect(report.byVisitor).toEqual([
      { visitor: 'new', visits: 20, downloads: '<10', clickThrough: null, share: 0.5 },
      { visitor: 'returning', visits: 20, downloads: 20, clickThrough: null, share: 0.5 },
    ]);
  });

  it('keeps partner null for visitors who came through none, and sorts periods by date', () => {
    const report = buildReport(rows, options);
    expect(report.byPartner.map((partner) => partner.partner)).toEqual([null, 'quay']);
    expect(report.byPeriod.map((period) => period.period)).toEqual(['2026-11-01', '2026-11-02']);
    expect(report.totals).toEqual({ visits: 200, downloads: 40, clickThrough: 0.2 });
  });

  it('reports zeros as hidden counts when there are no records', () => {
    const report = buildReport([row('total', 0, 0)], options);
    expect(report.totals).toEqual({ visits: '<10', downloads: '<10', clickThrough: null });
    expect(report.byPage).toEqual([]);
  });
});

describe('reportJson', () => {
  it('has the shape the owners’ tools read, the period named after its unit', () => {
    const json = reportJson(buildReport(rows, options));
    expect(Object.keys(json)).toEqual([
      'from',
      'to',
      'partner',
      'minCount',
      'totals',
      'byPage',
      'byPartner',
      'byCampaign',
      'byReferrer',
      'byDevice',
      'byVisitor',
      'byDay',
    ]);
    expect(json.byDay).toEqual([
      { day: '2026-11-01', visits: 80, downloads: 15, clickThrough: 0.188, share: 0.4 },
      { day: '2026-11-02', visits: 120, downloads: 25, clickThrough: 0.208, share: 0.6 },
    ]);
    const weekly = reportJson(
      buildReport([row('period', 12, 0, { period: '2026-10-26' })], { ...options, by: 'week' }),
    );
    expect(weekly.byWeek).toEqual([
      { week: '2026-10-26', visits: 12, downloads: '<10', clickThrough: null, share: null },
    ]);
  });
});

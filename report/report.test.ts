import { describe, expect, it } from 'vitest';
import { aggregateRow } from './aggregate-row-fixture.ts';
import type { AggregateRow } from './report-query.ts';
import { buildReport, reportJson, shownCount, speedRating, type ReportOptions } from './report.ts';

const owners: ReportOptions = { from: '2026-11-15', to: '2026-11-28', by: 'day', partner: null, minCount: 0 };
const shared: ReportOptions = { ...owners, minCount: 10 };

const row = aggregateRow;
const funnel = (visitors: number, tapped: number, signUps: number): Partial<AggregateRow> => ({
  visitors,
  visits: visitors + 10,
  page_views: 2 * (visitors + 10),
  bounces: 5,
  taps: tapped,
  tapped_visitors: tapped,
  sign_ups: signUps,
});

const rows: AggregateRow[] = [
  row('total', funnel(200, 40, 12)),
  row('total', { ...funnel(100, 20, 4), phase: 'previous' }),
  row('landingPage', { page: '/', ...funnel(150, 30, 10) }),
  row('landingPage', { page: '/faqs', ...funnel(9, 1, 0) }),
  row('landingPage', { page: '/quay', ...funnel(41, 9, 2) }),
  row('landingPage', { page: '/quay', phase: 'previous', ...funnel(20, 10, 1) }),
  row('landingPage', { page: '/gone', phase: 'previous', ...funnel(80, 10, 3) }),
  row('partner', { partner: 'quay', ...funnel(41, 9, 2) }),
  row('partner', { partner: null, ...funnel(159, 31, 10) }),
  row('period', { period: '2026-11-16', ...funnel(120, 25, 7) }),
  row('period', { period: '2026-11-15', ...funnel(80, 15, 5) }),
  row('period', { period: '2026-11-01', phase: 'previous', ...funnel(100, 20, 4) }),
];

describe('the threshold rule', () => {
  it('shows a count below the threshold as "<10" and keeps the rest', () => {
    expect(shownCount(9, 10)).toBe('<10');
    expect(shownCount(0, 10)).toBe('<10');
    expect(shownCount(10, 10)).toBe(10);
    expect(shownCount(3, 5)).toBe('<5');
  });

  it('hides nothing in the owners’ own report', () => {
    const faqs = buildReport(rows, owners).byLandingPage.find((page) => page.page === '/faqs');
    expect(faqs?.visitors).toEqual({ current: 9, previous: 0, change: null });
    expect(faqs?.tappedVisitors?.current).toBe(1);
    expect(faqs?.tapRate?.current).toBe(0.111);
  });

  it('in a shared report, leaves hidden counts out of rates and changes', () => {
    const pages = buildReport(rows, shared).byLandingPage;
    const quay = pages.find((page) => page.page === '/quay');
    // Visitors shown, tapped visitors hidden: a tap rate would give the hidden count away.
    expect(quay?.visitors).toEqual({ current: 41, previous: 20, change: 1.05 });
    expect(quay?.tappedVisitors).toEqual({ current: '<10', previous: 10, change: null });
    expect(quay?.tapRate).toEqual({ current: null, previous: 0.5, change: null });
    expect(quay?.signUps).toEqual({ current: '<10', previous: '<10', change: null });
    const faqs = pages.find((page) => page.page === '/faqs');
    expect(faqs?.visitors?.current).toBe('<10');
    expect(faqs?.share.current).toBeNull();
  });

  it('applies to the totals too, as in a report for one small partner', () => {
    const report = buildReport([row('total', funnel(7, 2, 1))], { ...shared, partner: 'quay' });
    expect(report.totals.visitors?.current).toBe('<10');
    expect(report.totals.tapRate?.current).toBeNull();
  });
});

describe('buildReport', () => {
  it('puts each figure beside the previous period of equal length, with the change', () => {
    const report = buildReport(rows, owners);
    expect(report.previousFrom).toBe('2026-11-01');
    expect(report.previousTo).toBe('2026-11-14');
    expect(report.totals.visitors).toEqual({ current: 200, previous: 100, change: 1 });
    expect(report.totals.signUps).toEqual({ current: 12, previous: 4, change: 2 });
    // Rates change by their difference: 20% of visitors tapped, as before.
    expect(report.totals.tapRate).toEqual({ current: 0.2, previous: 0.2, change: 0 });
    expect(report.totals.signUpRate).toEqual({ current: 0.3, previous: 0.2, change: 0.1 });
    expect(report.totals.bounceRate).toEqual({ current: 0.024, previous: 0.045, change: -0.021 });
    expect(report.totals.pagesPerVisit).toEqual({ current: 2, previous: 2, change: 0 });
  });

  it('keeps a group seen only in the previous period, with nothing this period', () => {
    const gone = buildReport(rows, owners).byLandingPage.find((page) => page.page === '/gone');
    expect(gone?.visitors).toEqual({ current: 0, previous: 80, change: -1 });
  });

  it('sorts by visitors, keeps partner null for visits through none, and sorts periods by date', () => {
    const report = buildReport(rows, owners);
    expect(report.byLandingPage.map((page) => page.page)).toEqual(['/', '/quay', '/faqs', '/gone']);
    expect(report.byPartner.map((partner) => partner.partner)).toEqual([null, 'quay']);
    expect(report.byPeriod.map((period) => period.period)).toEqual(['2026-11-15', '2026-11-16']);
  });

  it('states how partners are credited', () => {
    expect(buildReport(rows, owners).partnerAttribution).toMatch(/30 days/);
  });

  it('rates field speed by Google’s thresholds and hides percentiles of few samples when shared', () => {
    expect(speedRating('lcp', 2500)).toBe('good');
    expect(speedRating('lcp', 2501)).toBe('needs improvement');
    expect(speedRating('inp', 501)).toBe('poor');
    expect(speedRating('cls', 0.1)).toBe('good');
    const speed = [
      row('speed', {
        page: '/quay',
        device: 'phone',
        metric: 'lcp',
        samples: 12,
        p75: 2900,
        element: 'img.hero',
      }),
      row('speed', {
        page: '/quay',
        device: 'phone',
        metric: 'lcp',
        samples: 11,
        p75: 2400,
        phase: 'previous',
      }),
      row('speed', { page: '/faqs', device: 'phone', metric: 'cls', samples: 3, p75: 0.3 }),
    ];
    expect(buildReport(speed, shared).speed).toEqual([
      {
        page: '/quay',
        screen: 'phone',
        metric: 'lcp',
        samples: 12,
        p75: 2900,
        rating: 'needs improvement',
        previousP75: 2400,
        element: 'img.hero',
      },
    ]);
    expect(buildReport(speed, owners).speed).toHaveLength(2);
  });
});

describe('records dropped past a network’s daily records', () => {
  const dropped = [
    ...rows,
    row('dropped', { dropped: 9_500 }),
    row('dropped', { phase: 'previous', dropped: 4 }),
  ];

  it('are counted beside the previous period in every visitor’s report, small counts hidden when shared', () => {
    expect(buildReport(dropped, owners).droppedRecords).toEqual({
      current: 9_500,
      previous: 4,
      change: 2374,
    });
    expect(buildReport(dropped, shared).droppedRecords).toEqual({
      current: 9_500,
      previous: '<10',
      change: null,
    });
    expect(buildReport(rows, owners).droppedRecords).toEqual({ current: 0, previous: 0, change: null });
  });

  it('are left out of a partner’s report, whose visits do not own them', () => {
    expect(buildReport(dropped, { ...shared, partner: 'quay' }).droppedRecords).toBeNull();
  });
});

describe('reportJson', () => {
  it('names the period breakdown after its unit', () => {
    const json = reportJson(buildReport(rows, owners));
    expect(Object.keys(json)).toEqual([
      'from',
      'to',
      'previousFrom',
      'previousTo',
      'partner',
      'minCount',
      'partnerAttribution',
      'totals',
      'byLandingPage',
      'byPartner',
      'byCampaign',
      'byReferrer',
      'byDevice',
      'byBrowser',
      'byPage',
      'speed',
      'droppedRecords',
      'byDay',
    ]);
    expect(json.byDay).toEqual([
      { day: '2026-11-15', visitors: 80, visits: 90, tappedVisitors: 15, signUps: 5 },
      { day: '2026-11-16', visitors: 120, visits: 130, tappedVisitors: 25, signUps: 7 },
    ]);
    const weekly = reportJson(
      buildReport([row('period', { period: '2026-10-26', visitors: 12 })], { ...shared, by: 'week' }),
    );
    expect(weekly.byWeek).toEqual([
      { week: '2026-10-26', visitors: 12, visits: '<10', tappedVisitors: '<10', signUps: '<10' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { aggregateRow } from '../../report/aggregate-row-fixture.ts';
import { longPage, longReferrer, sampleReport, sampleVerdict } from '../../report/dashboard-fixture.ts';
import { formatCsv } from './format-csv.ts';
import { formatHtml, formatVerdictHtml } from './format-html.ts';
import { fitTable, formatTable } from '../../report/format-table.ts';
import type { AggregateRow } from '../../report/report-query.ts';
import { buildReport, type ReportOptions } from '../../report/report.ts';

const row = aggregateRow;
const funnel = (visitors: number, tapped: number, signUps: number): Partial<AggregateRow> => ({
  visitors,
  visits: visitors,
  page_views: visitors * 2,
  bounces: 0,
  taps: tapped,
  tapped_visitors: tapped,
  sign_ups: signUps,
});

const rows = [
  row('total', funnel(120, 30, 12)),
  row('total', { ...funnel(100, 20, 10), phase: 'previous' }),
  row('landingPage', { page: '/quay', ...funnel(100, 25, 11) }),
  row('landingPage', { page: '/<script>', ...funnel(20, 5, 1) }),
  row('partner', { partner: 'quay', ...funnel(100, 25, 11) }),
  row('partner', { partner: null, ...funnel(20, 5, 1) }),
  row('campaign', {
    campaign_source: 'quay',
    campaign_medium: 'benefits',
    campaign_name: 'spring, "early"',
    ...funnel(100, 25, 11),
  }),
  row('period', { period: '2026-11-22', ...funnel(70, 20, 8) }),
  row('period', { period: '2026-11-23', ...funnel(50, 10, 4) }),
  row('speed', { page: '/quay', device: 'phone', metric: 'lcp', samples: 14, p75: 2140, element: 'h1' }),
];
const options: ReportOptions = {
  from: '2026-11-22',
  to: '2026-11-23',
  by: 'day',
  partner: null,
  minCount: 10,
};
const report = buildReport(rows, options);

const widest = (text: string) => Math.max(...text.split('\n').map((line) => line.length));

describe('the table format', () => {
  it('opens with the totals against the previous period, then the days, the lists and field speed', () => {
    const text = formatTable(report);
    expect(text).toContain('Visit statistics, 2026-11-22 to 2026-11-23 (UTC days), all visitors');
    expect(text).toContain('previous period of equal length, 2026-11-20 to 2026-11-21');
    expect(text).toMatch(/\nVisitors +120 +100 +\+20\.0%\n/);
    expect(text).toMatch(/\n2026-11-22 +70 +70 +20 +<10\n/);
    expect(text).toMatch(/\n\/<script> +20 +– +<10 +– +<10\n/);
    expect(text).toContain('By referrer\n  no records');
    const order = [
      'Totals',
      'Visitors, app opens and sign-ups per day',
      'By landing page',
      'Every page viewed',
      'Field speed',
      'About these figures',
    ];
    const at = order.map((heading) => text.indexOf(`\n${heading}\n`));
    expect(at.every((index) => index > 0)).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
  });

  it('shows every count in the owners’ own report', () => {
    const text = formatTable(buildReport(rows, { ...options, minCount: 0 }));
    expect(text).not.toContain('<10');
    expect(text).toContain('every count is shown');
  });

  it('fits in 100 columns, long labels and the verdict included, and lists every row', () => {
    const month = sampleReport();
    const text = formatTable(month, [sampleVerdict()]);
    expect(widest(text)).toBeLessThanOrEqual(100);
    // A label too long for the width wraps onto the next line rather than widening the table.
    expect(text).toMatch(/\n\/blog-page\/starting-small-[a-z-]*\s.*\n[a-z-]*too-much\n/);
    for (const list of [
      month.byLandingPage.map((one) => one.page),
      month.byReferrer.map((one) => one.referrer),
    ]) {
      for (const label of list) expect(text).toContain(label.slice(0, 16));
    }
    expect(text).toContain(longReferrer.slice(0, 20));
    expect(text).toContain('Tap rate (95% interval)');
  });

  it('says under the totals how many records were dropped past a network’s daily limit, and why', () => {
    const text = formatTable(sampleReport());
    expect(text).toMatch(
      /\nLog-ins +210 +190 +\+10\.5%\n\nRecords dropped past a network’s daily limit: 1,240 \(was 35, \+3442\.9%\)\nA network \(an IPv4 address or an IPv6 \/64\) stores at most 500 records a UTC day;/,
    );
    expect(formatTable(buildReport(rows, { ...options, minCount: 0 }))).toMatch(
      /\nLog-ins +0 +0 +–\n\nNo records were dropped: no network sent more than its 500 records a UTC day\.\n\nVisitors, app opens/,
    );
    // Only the owners' own report shows them: not a partner's, nor one to share.
    for (const shared of [sampleReport({ partner: 'quay', minCount: 10 }), sampleReport({ minCount: 10 })]) {
      expect(formatTable(shared)).not.toContain('dropped');
    }
  });

  it('shows each experiment’s verdict a column a variant, each count by viewer key beside it, and its warnings', () => {
    const text = formatTable(sampleReport(), [sampleVerdict()]);
    const verdict = text.slice(text.indexOf('\nExperiments\n'), text.indexOf('\nField speed\n'));
    expect(verdict).toContain(
      [
        'Variant                                 home          homepage1',
        '-------------------------  -----------------  -----------------',
        'Page                                       /         /HomePage1',
        'Visitors (by viewer key)           640 (628)          665 (590)',
      ].join('\n'),
    );
    // Short of the minimum sample, no difference and no chance best: only how many more are needed.
    expect(verdict).toContain(
      [
        'Difference (95% interval)            control          too early',
        'Chance best                        too early          too early',
      ].join('\n'),
    );
    expect(verdict).toMatch(
      /\n\nWarning: the visitors of homepage1 are more often on a network another of them used than the other\nvariants' /,
    );
    expect(verdict).toMatch(/\n\nToo early for a verdict: 5,146 more visitors needed/);
  });

  it('fits a narrower terminal too', () => {
    for (const width of [60, 78, 132]) {
      expect(widest(formatTable(sampleReport(), [sampleVerdict()], width))).toBeLessThanOrEqual(width);
    }
  });
});

describe('a table that must fit a width', () => {
  const headers = ['Page', 'Visitors', 'Opened the app', 'Tap rate'];
  const body = [
    [longPage, '520', '130', '25.0%'],
    ['/', '4,200', '1,050', '25.0%'],
  ];

  it('wraps its labels to keep every figure beside them', () => {
    const lines = fitTable(headers, body, 1, 60);
    expect(widest(lines.join('\n'))).toBeLessThanOrEqual(60);
    expect(lines.filter((line) => line.startsWith('Page'))).toHaveLength(1);
    expect(lines.join('\n')).toContain('4,200');
  });

  it('cuts its figures into blocks, each with the labels, when wrapping would leave labels too narrow', () => {
    const lines = fitTable(headers, body, 1, 46);
    expect(widest(lines.join('\n'))).toBeLessThanOrEqual(46);
    expect(lines.filter((line) => line.startsWith('Page'))).toHaveLength(2);
    expect(lines.filter((line) => line.startsWith('/ ')).length).toBe(2);
  });
});

describe('the CSV format', () => {
  it('writes one row per figure of each group, quoting what needs it', () => {
    const lines = formatCsv(report).split('\r\n');
    expect(lines[0]).toBe('breakdown,group,figure,current,previous,change');
    expect(lines[1]).toBe('totals,All visitors,Visitors,120,100,+20.0%');
    expect(lines).toContain('byLandingPage,/<script>,Sign-ups,<10,<10,–');
    expect(lines).toContain('byPartner,(none),Visitors,20,<10,–');
    expect(lines).toContain('byCampaign,"quay / benefits / spring, ""early""",Tap rate,25.0%,–,–');
  });
});

describe('the HTML format', () => {
  const month = formatHtml(sampleReport(), [sampleVerdict()]);

  it('is one page that fetches and runs nothing', () => {
    expect(month).toMatch(/^<!doctype html>\n<html lang="en-GB">/);
    expect(month).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    // A referrer's origin is a label, shown as a cell's text: never an attribute.
    expect(month).not.toMatch(/(?:src|href)=|url\(|(?<!>)https?:\/\/(?!www\.w3\.org\/)/);
    expect(month).toContain(`<span class="label">${longReferrer}</span>`);
    expect(month).not.toMatch(/<script|<link|<img|<iframe/);
  });

  it('reads in the dashboard’s order: figures, chart, lists, experiments, field speed', () => {
    const headings = [...month.matchAll(/<h2[^>]*>([^<]+)<\/h2>/g)].map((match) => match[1]);
    expect(headings).toEqual([
      'Totals',
      'Visitors, app opens and sign-ups per day',
      'Pages, partners, campaigns, referrers and devices',
      'Experiments',
      'Field speed',
      'About these figures',
    ]);
    expect([...month.matchAll(/<ul class="tiles">\n(<li>.*\n){8}<\/ul>/g)]).toHaveLength(1);
  });

  it('gives every table a caption and header cells, and a chart that is one image named by its description', () => {
    const tables = [...month.matchAll(/<table[^>]*>\n<caption>/g)];
    expect(tables.length).toBe([...month.matchAll(/<table/g)].length);
    // The totals, the chart's figures, each list twice (its top and every figure), the verdict,
    // field speed twice.
    expect(tables).toHaveLength(1 + 1 + 7 * 2 + 1 + 2);
    expect(month).toMatch(
      /<div class="chart" role="img" aria-label="Column charts, one above the other on scales of their own, of visitors, opened the app and sign-ups per day, [^"]+ The figures are in the table “By day”.">/,
    );
    expect(month).toContain('<th scope="row">/&lt;script&gt;</th>');
    expect(month).not.toContain('/<script>');
  });

  it('letters the chart in HTML, so its text keeps the page’s size at any width', () => {
    const svgs = [...month.matchAll(/<svg[^>]*>.*?<\/svg>/gs)].map((match) => match[0]);
    expect(svgs).toHaveLength(3);
    for (const svg of svgs) {
      expect(svg).not.toMatch(/<text|<foreignObject/);
      expect(svg).toContain('preserveAspectRatio="none"');
    }
    expect(month).toMatch(/<div class="axis"><span class="start" style="left:0%">29 Oct<\/span>/);
    expect(month).toMatch(/<div class="scale"><span style="bottom:0%">0<\/span>/);
  });

  it('sets every font size in rem between 12 and 18 px, and follows the reader’s dark setting', () => {
    const sizes = [...month.matchAll(/font-size: ([^;}]+)/g)].map((match) => match[1] ?? '');
    expect(sizes.length).toBeGreaterThan(5);
    for (const size of sizes) {
      expect(size).toMatch(/^[\d.]+rem$/);
      expect(Number.parseFloat(size) * 16).toBeGreaterThanOrEqual(12);
      expect(Number.parseFloat(size) * 16).toBeLessThanOrEqual(18);
    }
    expect(month).toContain('@media (prefers-color-scheme: dark)');
    expect(month).toContain('<meta name="color-scheme" content="light dark">');
  });

  it('shows a list’s first ten rows, then every row in the full table', () => {
    const pages = /<table class="top">\n<caption>By landing page<\/caption>[\s\S]*?<\/table>\n([^\n]*)/.exec(
      month,
    );
    expect([...(pages?.[0] ?? '').matchAll(/<tr><th scope="row">/g)]).toHaveLength(10);
    expect(pages?.[1]).toBe('<p class="muted">The first 10 of 13; every row is in the full table.</p>');
    expect(month).toContain(`<th scope="row">${longPage}</th>`);
  });

  it('shows the verdict of each experiment given, a column a variant', () => {
    const verdict = sampleVerdict();
    expect(month).toContain(`<caption>${verdict.title.replace(/"/g, '&quot;')}</caption>`);
    expect(month).toContain('<th scope="col" class="figure">homepage1</th>');
    expect(month).toContain(
      '<tr><th scope="row">Visitors <span class="second">(by viewer key)</span></th><td class="figure">640 <span class="second">(628)</span></td><td class="figure">665 <span class="second">(590)</span></td></tr>',
    );
    // The warning stands out from the figures and the conclusion, and comes before the conclusion.
    expect(month).toMatch(
      /<\/table><\/div>\n<p class="warning">Warning: the visitors of homepage1 are more often on a network another of them used[^<]*<\/p>\n<p class="conclusion">Too early for a verdict: /,
    );
    expect(formatHtml(sampleReport())).not.toContain('Experiments');
    expect(formatVerdictHtml(verdict, '2026-12-01', '2026-12-14')).toContain(
      '<th scope="col" class="figure">home</th>',
    );
  });

  it('shows the records dropped past a network’s daily limit under the tiles, or says none were', () => {
    expect(month).toMatch(
      /<\/ul>\n<div class="dropped"><span class="name">Records dropped past a network’s daily limit<\/span><span class="value">1,240<\/span><span><span class="change worse">\+3442\.9%<\/span> <span class="was">from 35<\/span><\/span><p class="note">A network \(an IPv4 address or an IPv6 \/64\) stores at most 500 records a UTC day;[^<]*<\/p><\/div>\n<details>/,
    );
    expect(formatHtml(buildReport(rows, { ...options, minCount: 0 }))).toMatch(
      /<\/ul>\n<p class="muted none">No records were dropped: no network sent more than its 500 records a UTC day\.<\/p>\n<details>/,
    );
    for (const shared of [sampleReport({ partner: 'quay', minCount: 10 }), sampleReport({ minCount: 10 })]) {
      // The page's body: its style sheet names the note's class whatever the report.
      expect(formatHtml(shared).split('</style>')[1]).not.toContain('dropped');
    }
  });

  it('draws a one-day range as one column a series', () => {
    const oneDay = buildReport(
      [row('total', funnel(5, 2, 1)), row('period', { period: '2026-11-22', ...funnel(5, 2, 1) })],
      { ...options, to: '2026-11-22', minCount: 0 },
    );
    const html = formatHtml(oneDay);
    expect([...html.matchAll(/<rect /g)]).toHaveLength(3);
    expect(html).toContain('viewBox="0 0 1 100"');
  });
});

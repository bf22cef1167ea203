import { describe, expect, it } from 'vitest';
import { reportCharts } from './charts.ts';
import { formatCsv } from './format-csv.ts';
import { formatHtml } from './format-html.ts';
import { formatTable } from './format-table.ts';
import { experiments } from '../edge/experiments/experiments.ts';
import { verdictTable } from './verdict-table.ts';
import { aggregateRow } from './aggregate-row-fixture.ts';
import { buildReport, type ReportOptions } from './report.ts';
import type { AggregateRow } from './report-query.ts';

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

describe('the table format', () => {
  it('aligns each breakdown under its heading, each figure with the previous period and the change', () => {
    const text = formatTable(report);
    expect(text).toContain('Visit statistics, 2026-11-22 to 2026-11-23 (UTC days), all visitors');
    expect(text).toContain('previous period of equal length (2026-11-20 to 2026-11-21)');
    expect(text).toContain('All visitors  120 (was 100, +20.0%)');
    expect(text).toMatch(/\/<script> +20 \(was <10, –\)/);
    expect(text).toContain('Sign-up rate');
    expect(text).toContain('By referrer\n  no records');
    expect(text).toMatch(/\/quay +phone +LCP +14 +2,140 ms +good +– +h1/);
  });

  it('shows every count in the owners’ own report', () => {
    const text = formatTable(buildReport(rows, { ...options, minCount: 0 }));
    expect(text).not.toContain('<10');
    expect(text).toContain('every count is shown');
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
  it('is one page that fetches nothing, with captioned tables and described charts', async () => {
    const html = formatHtml(report, await reportCharts(report));
    expect(html).toMatch(/^<!doctype html>\n<html lang="en-GB">/);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    const addresses = [...html.matchAll(/(?:src|href)=|url\(|https?:\/\/(?!www\.w3\.org\/)/g)];
    expect(addresses).toEqual([]);
    expect(html).not.toMatch(/<script|<link|<img|<iframe/);
    // The totals, records dropped past a network's daily records, and each breakdown.
    expect([...html.matchAll(/<caption>/g)]).toHaveLength(11);
    expect([...html.matchAll(/<svg aria-hidden="true" focusable="false" /g)]).toHaveLength(3);
    expect([
      ...html.matchAll(/<div class="scroll" role="region" aria-label="[^"]+" tabindex="0">/g),
    ]).toHaveLength(11);
    expect([...html.matchAll(/role="img" aria-label="[^"]{40,}"/g)]).toHaveLength(3);
    expect(html).toContain('<th scope="row">/&lt;script&gt;</th>');
    // Scaled to the page's width, which needs the drawing's own coordinates.
    expect(html).toContain('.chart svg { display: block; width: 100%; height: auto; }');
    expect(html).toMatch(/<svg aria-hidden="true" focusable="false" [^>]*viewBox="0 0 /);
  });

  it('shows the verdict of each experiment given, between the charts and the tables', async () => {
    const [landing] = experiments;
    if (landing === undefined) throw new Error('edge/experiments/experiments.ts has no experiment');
    const counts = [
      {
        variant: 'home',
        visitors: 40,
        viewerKeys: 40,
        tapped: 3,
        tappedViewerKeys: 3,
        signedUp: 1,
        signedUpViewerKeys: 1,
      },
    ];
    const html = formatHtml(report, await reportCharts(report), [verdictTable(landing, counts, 10)]);
    const experimentsAt = html.indexOf('<h2>Experiments</h2>');
    expect(experimentsAt).toBeGreaterThan(html.indexOf('<h2>Charts</h2>'));
    expect(html.indexOf('<h2>Tables</h2>')).toBeGreaterThan(experimentsAt);
    expect(html).toContain(`<caption>${landing.question.replace(/"/g, '&quot;')}</caption>`);
    expect(html).toContain('<th scope="row">homepage1</th><td>/HomePage1</td><td class="figure">&lt;10</td>');
    expect(formatHtml(report, await reportCharts(report))).not.toContain('Experiments');
  });

  it('draws a one-day range as bars, not a lone dot', async () => {
    const oneDay = buildReport(
      [row('total', funnel(5, 2, 1)), row('period', { period: '2026-11-22', ...funnel(5, 2, 1) })],
      {
        ...options,
        to: '2026-11-22',
        minCount: 0,
      },
    );
    const [periodChart] = await reportCharts(oneDay);
    expect(periodChart?.svg).toContain('role-mark');
    expect(periodChart?.svg).toMatch(/class="mark-rect role-mark/);
    expect(periodChart?.svg).not.toMatch(/class="mark-line/);
  });
});

import { describe, expect, it } from 'vitest';
import { reportCharts } from './charts.ts';
import { formatCsv } from './format-csv.ts';
import { formatHtml } from './format-html.ts';
import { formatTable } from './format-table.ts';
import { aggregateRow } from './aggregate-row-fixture.ts';
import { buildReport } from './report.ts';

const row = aggregateRow;

const report = buildReport(
  [
    row('total', 120, 30),
    row('page', 100, 25, { page: '/quay' }),
    row('page', 20, 5, { page: '/<script>' }),
    row('partner', 100, 25, { partner: 'quay' }),
    row('partner', 20, 5, { partner: null }),
    row('campaign', 100, 25, {
      campaign_source: 'quay',
      campaign_medium: 'benefits',
      campaign_name: 'spring, "early"',
    }),
    row('period', 70, 20, { period: '2026-11-22' }),
    row('period', 50, 10, { period: '2026-11-23' }),
  ],
  { from: '2026-11-22', to: '2026-11-23', by: 'day', partner: null, minCount: 10 },
);

describe('the table format', () => {
  it('aligns each breakdown under its heading, hidden counts as <10', () => {
    const text = formatTable(report);
    expect(text).toContain('Visit statistics, 2026-11-22 to 2026-11-23 (UTC days), all visitors');
    expect(text).toContain('Totals: 120 visits, 30 download clicks, click-through 25.0%');
    expect(text).toContain(
      [
        'By page',
        'Page       Visits  Downloads  Click-through  Share of visits',
        '---------  ------  ---------  -------------  ---------------',
        '/quay         100         25          25.0%            83.3%',
        '/<script>      20        <10              –            16.7%',
      ].join('\n'),
    );
    expect(text).toContain('By referrer\n  no records');
  });
});

describe('the CSV format', () => {
  it('writes one row per group, quoting what needs it', () => {
    const lines = formatCsv(report).split('\r\n');
    expect(lines[0]).toBe('breakdown,group,visits,downloads,click_through,share');
    expect(lines[1]).toBe('totals,,120,30,0.25,');
    expect(lines).toContain('byPage,/<script>,20,<10,,0.167');
    expect(lines).toContain('byPartner,(none),20,<10,,0.167');
    expect(lines).toContain('byCampaign,"quay / benefits / spring, ""early""",100,25,0.25,0.833');
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
    expect([...html.matchAll(/<caption>/g)]).toHaveLength(7);
    expect([...html.matchAll(/<svg aria-hidden="true" focusable="false" /g)]).toHaveLength(3);
    expect([
      ...html.matchAll(/<div class="scroll" role="region" aria-label="[^"]+" tabindex="0">/g),
    ]).toHaveLength(7);
    expect([...html.matchAll(/role="img" aria-label="[^"]{40,}"/g)]).toHaveLength(3);
    expect(html).toContain('<th scope="row">/&lt;script&gt;</th>');
  });
});

import { describe, expect, it } from 'vitest';
import { aggregateRow } from './aggregate-row-fixture.ts';
import { sampleReport, sampleVerdict } from './dashboard-fixture.ts';
import { dashboard } from './dashboard.ts';
import { escapeHtml } from './escape-html.ts';
import { reportEmail } from './format-email.ts';
import { formatHtml } from '../tools/stats/format-html.ts';
import type { AggregateRow } from './report-query.ts';
import { buildReport } from './report.ts';

const row = aggregateRow;
const funnel = (visitors: number, tapped: number, signUps: number): Partial<AggregateRow> => ({
  visitors,
  visits: visitors,
  page_views: visitors * 2,
  taps: tapped,
  tapped_visitors: tapped,
  sign_ups: signUps,
});
const rows = [
  row('total', funnel(12, 4, 1)),
  row('total', { ...funnel(6, 1, 0), phase: 'previous' }),
  row('landingPage', { page: '/quay', ...funnel(8, 4, 1) }),
  row('landingPage', { page: '/<script>', ...funnel(4, 0, 0) }),
  row('partner', { partner: 'quay', ...funnel(8, 4, 1) }),
  row('period', { period: '2026-11-16', ...funnel(9, 3, 1) }),
  row('period', { period: '2026-11-17', ...funnel(3, 1, 0) }),
];
const week = { from: '2026-11-16', to: '2026-11-22', by: 'day', partner: null } as const;
const owners = buildReport(rows, { ...week, minCount: 0 });

/** The text of each element of a kind, in order, tags inside it removed. */
const texts = (html: string, tag: string) =>
  [...html.matchAll(new RegExp(`<${tag}[^>]*>(.*?)</${tag}>`, 'gs'))].map((match) =>
    (match[1] ?? '').replace(/<[^>]+>/g, ''),
  );

describe('the weekly e-mail', () => {
  const email = reportEmail(owners);

  it('is titled by the week it covers and shows the owners every count', () => {
    expect(email.subject).toBe('Visit statistics, 2026-11-16 to 2026-11-22 (UTC days), all visitors');
    expect(email.html).not.toContain('&lt;10');
    expect(email.html).toMatch(
      />Visitors<\/span><span[^>]*>12<\/span><span[^>]*><span[^>]*>\+100\.0%<\/span> <span[^>]*>from 6</,
    );
  });

  it('has the HTML report’s parts in its order, from the same words', () => {
    const month = sampleReport();
    const verdicts = [sampleVerdict()];
    const mail = reportEmail(month, verdicts).html;
    const page = formatHtml(month, verdicts);
    expect(texts(mail, 'h2')).toEqual(texts(page, 'h2'));
    // The chart's figures, each list, the verdict and field speed, as the dashboard lays them out;
    // the page has them too, each list's full table besides.
    const board = dashboard(month, verdicts);
    const captions = texts(mail, 'caption');
    expect(captions).toEqual(
      [
        board.chart.table.title,
        ...board.lists.map((list) => list.title),
        verdicts[0]?.title,
        board.speed.title,
      ].map((title) => escapeHtml(title ?? '')),
    );
    for (const caption of captions) expect(texts(page, 'caption')).toContain(caption);
    expect(texts(mail, 'th')).toContain('homepage1');
  });

  it('shows each verdict’s counts by viewer key under them, and its warning set apart before the conclusion', () => {
    const mail = reportEmail(sampleReport(), [sampleVerdict()]).html;
    expect(mail).toMatch(
      /<tr><th scope="row"[^>]*>Visitors<span[^>]*>\(by viewer key\)<\/span><\/th><td[^>]*>640<span[^>]*>\(628\)<\/span><\/td><td[^>]*>665<span[^>]*>\(590\)<\/span><\/td><\/tr>/,
    );
    expect(mail).toMatch(
      /<\/table>\n<p style="[^"]*border-left:4px solid #b91c1c;">Warning: the visitors of homepage1 are more often on a network another of them used[^<]*<\/p>\n<p style="[^"]*font-weight:bold;">Too early for a verdict: /,
    );
  });

  it('shows the owners the records dropped past a network’s daily limit under the tiles, or that none were', () => {
    const month = reportEmail(sampleReport());
    expect(month.html).toMatch(
      /<\/table>\n<table role="presentation"[^>]*>\n<tr><td width="100%"[^>]*><span[^>]*>Records dropped past a network’s daily limit<\/span><span[^>]*>1,240<\/span><span[^>]*><span style="color:#b91c1c;">\+3442\.9%<\/span> <span[^>]*>from 35<\/span><\/span><span[^>]*>A network \(an IPv4 address or an IPv6 \/64\) stores at most 500 records a UTC day;[^<]*<\/span><\/td><\/tr>\n<\/table>\n<h2/,
    );
    expect(month.text).toContain(
      '\nRecords dropped past a network’s daily limit: 1,240 (was 35, +3442.9%)\n',
    );
    expect(email.html).toMatch(
      /<\/table>\n<p style="[^"]*">No records were dropped: no network sent more than its 500 records a UTC day\.<\/p>\n<h2/,
    );
    expect(email.text).toContain(
      '\nNo records were dropped: no network sent more than its 500 records a UTC day.\n',
    );
  });

  it('is what mail clients draw: inline styles and tables, no SVG, style block, script, image or fetch', () => {
    expect(email.html).not.toMatch(/<svg|<style|<script|<link|<img|src=|href=|url\(|class=/);
    expect(email.html).toContain('<body style="');
  });

  it('draws the days as bars, each series against its own largest figure', () => {
    // 9 and 3 visitors are 100% and 33%; the second day's 1 app open is a third of the first's 3.
    expect(email.html).toMatch(/>16 Nov<\/th><td[^>]*>9<table[^>]*><tr><td width="100%" bgcolor="#1d4ed8"/);
    expect(email.html).toMatch(/>17 Nov<\/th><td[^>]*>3<table[^>]*><tr><td width="33%" bgcolor="#1d4ed8"/);
    expect(email.html).toMatch(
      />17 Nov<\/th>(<td.*?<\/td>){1}<td[^>]*>1<table[^>]*><tr><td width="33%" bgcolor="#b45309"/,
    );
    // A day of the week without records is a day of nothing, drawn as no bar.
    expect(email.html).toMatch(/>18 Nov<\/th><td[^>]*>0<\/td>/);
  });

  it('lists the top landing pages with their tap rate', () => {
    expect(email.html).toMatch(
      />\/quay<table[^>]*>.*?<\/table><\/th><td[^>]*>8<span[^>]*>–<\/span><\/td><td[^>]*>4<span[^>]*>50\.0%<\/span>/,
    );
  });

  it('escapes what visitors sent', () => {
    expect(email.html).toContain('/&lt;script&gt;');
    expect(email.html).not.toContain('/<script>');
  });

  it('draws no bar for a hidden figure in a shared report', () => {
    const shared = reportEmail(buildReport(rows, { ...week, minCount: 10 }));
    expect(shared.html).toMatch(/>16 Nov<\/th><td[^>]*>&lt;10<\/td>/);
  });

  it('has a plain-text part within a mail’s 78 columns', () => {
    const text = reportEmail(sampleReport(), [sampleVerdict()]).text;
    expect(Math.max(...text.split('\n').map((line) => line.length))).toBeLessThanOrEqual(78);
    expect(text).toContain('By landing page');
    expect(text).toContain('\nTap rate (95% interval)    8.1% (6.2%–10.5%)  9.9% (7.9%–12.4%)\n');
    expect(text).toContain('\nVisitors (by viewer key)           640 (628)          665 (590)\n');
    expect(text).toContain(
      '\nWarning: the visitors of homepage1 are more often on a network another of them\nused than the other variants',
    );
    expect(text).toContain(
      '\nA network (an IPv4 address or an IPv6 /64) stores at most 500 records a UTC\nday;',
    );
  });
});

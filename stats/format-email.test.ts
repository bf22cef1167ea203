import { describe, expect, it } from 'vitest';
import { aggregateRow } from './aggregate-row-fixture.ts';
import { reportEmail } from './format-email.ts';
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
const owners = buildReport(rows, {
  from: '2026-11-16',
  to: '2026-11-22',
  by: 'day',
  partner: null,
  minCount: 0,
});

describe('the weekly e-mail', () => {
  const email = reportEmail(owners);

  it('is titled by the week it covers and shows the owners every count', () => {
    expect(email.subject).toBe('Visit statistics, 2026-11-16 to 2026-11-22 (UTC days), all visitors');
    expect(email.html).not.toContain('&lt;10');
    expect(email.html).toContain('12 (was 6, +100.0%)');
    expect(email.text).toContain('All visitors');
  });

  it('draws its charts as tables of coloured cells, with no SVG, style block, script or fetch', () => {
    expect(email.html).not.toMatch(/<svg|<style|<script|<link|<img|src=|href=|url\(/);
    // Each bar's length is its figure against the longest: 9 and 3 visitors are 100% and 33%.
    expect(email.html).toMatch(
      /<th scope="row"[^>]*>2026-11-16<\/th><td[^>]*>9<\/td>.*<td width="100%" bgcolor/,
    );
    expect(email.html).toMatch(
      /<th scope="row"[^>]*>2026-11-17<\/th><td[^>]*>3<\/td>.*<td width="33%" bgcolor/,
    );
    expect(email.html).toMatch(/>\/quay<\/th><td[^>]*>50\.0%<\/td>/);
    expect([...email.html.matchAll(/<caption /g)]).toHaveLength(3 + 11);
  });

  it('escapes what visitors sent', () => {
    expect(email.html).toContain('/&lt;script&gt;');
    expect(email.html).not.toContain('/<script>');
  });

  it('draws no bar for a hidden figure in a shared report', () => {
    const shared = reportEmail(
      buildReport(rows, { from: '2026-11-16', to: '2026-11-22', by: 'day', partner: null, minCount: 10 }),
    );
    expect(shared.html).toMatch(/>2026-11-16<\/th><td[^>]*>&lt;10<\/td><td aria-hidden="true"[^>]*><\/td>/);
  });
});

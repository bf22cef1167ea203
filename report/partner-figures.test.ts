import { describe, expect, it } from 'vitest';
import { aggregateRow } from './aggregate-row-fixture.ts';
import type { AggregateRow, ReportEngine, ResultRow } from './report-query.ts';
import { partnerFigureWindowDays, partnerFigures } from './partner-figures.ts';

const row = aggregateRow;
/** As an engine answers: every cell text, or null. */
const asResult = (aggregate: AggregateRow): ResultRow =>
  Object.fromEntries(
    Object.entries(aggregate).map(([key, value]) => [key, value === null ? null : String(value)]),
  );

const everyone = [
  row('total', { visitors: 40, visits: 44, tapped_visitors: 12, sign_ups: 3 }),
  row('partner', { partner: 'quay', visitors: 25, tapped_visitors: 9 }),
  row('partner', { partner: 'perkbox', visitors: 3 }),
  row('partner', { partner: 'unknown', visitors: 2 }),
  row('partner', { partner: null, visitors: 10 }),
];
const quay = [row('total', { visitors: 25, visits: 26, tapped_visitors: 9, sign_ups: 3 })];

/** Answers report.sql: every visitor's rows, or a partner's (its 7th parameter). */
function fakeEngine(calls: string[][]): ReportEngine {
  return {
    run(_sql, parameters) {
      calls.push([...parameters]);
      // The one-statement form's parameters: the rollups' four days, then the period's first day and the partner.
      const partner = parameters[5];
      const rows = partner === '' ? everyone : partner === 'quay' ? quay : [];
      return Promise.resolve(rows.map(asResult));
    },
  };
}

describe('the partner figures', () => {
  it('run the report for every visitor and for each partner seen, over each window', async () => {
    const calls: string[][] = [];
    const lines = await partnerFigures(fakeEngine(calls), '2026-11-25', 10);
    expect(calls.map((parameters) => `${parameters[4]}..${parameters[3]} ${parameters[5]}`)).toEqual(
      partnerFigureWindowDays.flatMap((days) => {
        const from = new Date(Date.parse('2026-11-25') - (days - 1) * 86_400_000).toISOString().slice(0, 10);
        return [`${from}..2026-11-25 `, `${from}..2026-11-25 perkbox`, `${from}..2026-11-25 quay`];
      }),
    );
    expect(new Set(lines.map((line) => line.audience))).toEqual(new Set(['all', 'perkbox', 'quay']));
    expect(new Set(lines.map((line) => line.windowDays))).toEqual(new Set(partnerFigureWindowDays));
  });

  it('hold the report’s figures as shared: small counts as <10, never the number', async () => {
    const lines = await partnerFigures(fakeEngine([]), '2026-11-25', 10);
    const figure = (audience: string, section: string, labels: string[], name: string) =>
      lines.find(
        (line) =>
          line.windowDays === 1 &&
          line.audience === audience &&
          line.section === section &&
          line.figure === name &&
          JSON.stringify(line.labels) === JSON.stringify(labels),
      );
    expect(figure('all', 'totals', ['All visitors'], 'Visitors')).toMatchObject({
      current: '40',
      previous: '<10',
      change: '–',
      minCount: 10,
      periodFrom: '2026-11-25',
      previousFrom: '2026-11-24',
    });
    expect(figure('all', 'totals', ['All visitors'], 'Sign-ups')?.current).toBe('<10');
    expect(figure('all', 'byPartner', ['perkbox'], 'Visitors')?.current).toBe('<10');
    expect(figure('quay', 'totals', ['All visitors'], 'Opened the app')?.current).toBe('<10');
    expect(lines.some((line) => /^[1-9]$/.test(line.current) && /Visitors|Sign-ups/.test(line.figure))).toBe(
      false,
    );
  });

  it('refuse to store without a threshold', async () => {
    await expect(partnerFigures(fakeEngine([]), '2026-11-25', 0)).rejects.toThrow(/threshold/);
  });
});

// The days' rollups as DuckDB keeps them (docs/decisions/0056): the figures of the one statement
// Athena runs, whether the days are rolled up in one batch or several, read from the records or
// from the kept files, and made again when a day's export changes.
import { cpSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeGeneratedExport } from '../tools/bench/stats-records.ts';
import { openDuckDbEngine } from '../tools/stats/duckdb-engine.ts';
import { exportDataDir } from '../tools/stats/export-files.ts';
import { runReportQuery, type ReportEngine, type ReportQuery } from './report-query.ts';

// Eight days of records with visitor codes, taps, sign-ups, partners and field speed: the current
// week and the one before it are rolled up in two batches.
const lastDay = '2026-11-28';
const week: ReportQuery = { from: '2026-11-25', to: lastDay, by: 'day', partner: null };

function rowTexts(rows: readonly object[]): string[] {
  return rows.map((row) => JSON.stringify(row)).sort();
}

let exportDir: string;
let cacheDir: string;
beforeAll(async () => {
  exportDir = mkdtempSync(join(tmpdir(), 'day-rollups-export-'));
  cacheDir = mkdtempSync(join(tmpdir(), 'day-rollups-kept-'));
  await writeGeneratedExport(exportDir, { records: 4000, days: 8, lastDay, filesPerDay: 2 });
});
afterAll(() => {
  rmSync(exportDir, { recursive: true, force: true });
  rmSync(cacheDir, { recursive: true, force: true });
});

describe('the days’ rollups', () => {
  it.each([
    ['every visitor, by day', week],
    ['one partner, by week', { ...week, by: 'week', partner: 'quay' }],
  ] as const)('give the one statement’s report for %s', async (_name, query) => {
    const engine = await openDuckDbEngine(exportDir);
    try {
      // An engine without its own rollups runs the report as Athena does: one statement.
      const oneStatement: ReportEngine = { run: (sql, parameters) => engine.run(sql, parameters) };
      const expected = await runReportQuery(oneStatement, query);
      // Field speed is reported for every visitor only.
      expect(expected.some((row) => row.breakdown === 'speed')).toBe(query.partner === null);
      expect(expected.some((row) => row.breakdown === 'total' && (row.sign_ups ?? 0) > 0)).toBe(true);
      expect(rowTexts(await runReportQuery(engine, query))).toEqual(rowTexts(expected));
    } finally {
      engine.close();
    }
  });

  it('are kept a file a day and read back by the next report, unchanged', async () => {
    const first = await openDuckDbEngine(exportDir, { rollupCacheDir: cacheDir });
    const rows = await runReportQuery(first, week);
    first.close();
    const files = readdirSync(cacheDir).sort();
    // Each day of both weeks, every one with records.
    expect(files.map((file) => file.slice(0, 10))).toEqual([
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
    const written = files.map((file) => statSync(join(cacheDir, file)).mtimeMs);

    const second = await openDuckDbEngine(exportDir, { rollupCacheDir: cacheDir });
    expect(rowTexts(await runReportQuery(second, week))).toEqual(rowTexts(rows));
    second.close();
    expect(readdirSync(cacheDir).sort()).toEqual(files);
    expect(files.map((file) => statSync(join(cacheDir, file)).mtimeMs)).toEqual(written);
  });

  it('are made again for a day whose export changed, and only for it', async () => {
    const engine = await openDuckDbEngine(exportDir, { rollupCacheDir: cacheDir });
    const before = await runReportQuery(engine, week);
    const kept = readdirSync(cacheDir).sort();
    // A second export of the 27th's records: the same records again, so its page views double.
    cpSync(exportDataDir(exportDir, '2026-11-27', 'bench'), exportDataDir(exportDir, '2026-11-27', 'again'), {
      recursive: true,
    });
    const after = await runReportQuery(engine, week);
    engine.close();

    const pageViews = (rows: typeof before, day: string) =>
      rows.find((row) => row.breakdown === 'period' && row.period === day)?.page_views ?? 0;
    expect(pageViews(before, '2026-11-27')).toBeGreaterThan(0);
    expect(pageViews(after, '2026-11-27')).toBe(2 * pageViews(before, '2026-11-27'));
    expect(pageViews(after, '2026-11-28')).toBe(pageViews(before, '2026-11-28'));
    // The 26th's records may sit in the 27th's partition, so its rollups are made again too.
    const remade = readdirSync(cacheDir)
      .sort()
      .filter((file) => !kept.includes(file));
    expect(remade.map((file) => file.slice(0, 10))).toEqual(['2026-11-26', '2026-11-27']);
    expect(readdirSync(cacheDir)).toHaveLength(kept.length);
  });
});

// The days' rollups as DuckDB keeps them (docs/decisions/0056, 0075): the figures of the one
// statement Athena runs, whether the days are rolled up in one batch or several, read from the
// records or from the database file, made again when a day's export changes, and the same when
// another report holds the file.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
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

/**
 * Each kept day and where its rows sit in the file's table: a day rolled up again is deleted and
 * inserted anew, under new row ids.
 */
async function keptDays(databaseFile: string): Promise<Map<string, string>> {
  const instance = await DuckDBInstance.create(databaseFile, { access_mode: 'READ_ONLY' });
  const connection = await instance.connect();
  const reader = await connection.runAndReadAll(
    `SELECT d.day, concat_ws(' ', d.fingerprint, min(r.rowid), count(r.rowid)) AS place
     FROM kept_days d LEFT JOIN kept_day_rollups r ON r.received = d.day
     GROUP BY d.day, d.fingerprint ORDER BY d.day`,
  );
  const days = new Map(
    reader
      .getRowObjectsJson()
      .map(({ day, place }) => [typeof day === 'string' ? day : '', typeof place === 'string' ? place : '']),
  );
  connection.closeSync();
  instance.closeSync();
  return days;
}

let exportDir: string;
let keptDir: string;
let databaseFile: string;
beforeAll(async () => {
  exportDir = mkdtempSync(join(tmpdir(), 'day-rollups-export-'));
  keptDir = mkdtempSync(join(tmpdir(), 'day-rollups-kept-'));
  databaseFile = join(keptDir, 'day-rollups.duckdb');
  await writeGeneratedExport(exportDir, { records: 4000, days: 8, lastDay, filesPerDay: 2 });
});
afterAll(() => {
  rmSync(exportDir, { recursive: true, force: true });
  rmSync(keptDir, { recursive: true, force: true });
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

  it('are kept in the database file and read by the next report, unchanged', async () => {
    const first = await openDuckDbEngine(exportDir, { databaseFile });
    const rows = await runReportQuery(first, week);
    first.close();
    const kept = await keptDays(databaseFile);
    // Each day of both weeks, every one with records.
    expect([...kept.keys()]).toEqual([
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
    expect([...kept.values()].every((day) => !day.endsWith(' 0'))).toBe(true);

    const second = await openDuckDbEngine(exportDir, { databaseFile });
    expect(rowTexts(await runReportQuery(second, week))).toEqual(rowTexts(rows));
    second.close();
    expect(await keptDays(databaseFile)).toEqual(kept);
  });

  it('are made again for a day whose export changed, and only for it', async () => {
    const engine = await openDuckDbEngine(exportDir, { databaseFile });
    const before = await runReportQuery(engine, week);
    engine.close();
    const kept = await keptDays(databaseFile);
    // A second export of the 27th's records: the same records again, so its page views double.
    cpSync(exportDataDir(exportDir, '2026-11-27', 'bench'), exportDataDir(exportDir, '2026-11-27', 'again'), {
      recursive: true,
    });
    const again = await openDuckDbEngine(exportDir, { databaseFile });
    const after = await runReportQuery(again, week);
    again.close();

    const pageViews = (rows: typeof before, day: string) =>
      rows.find((row) => row.breakdown === 'period' && row.period === day)?.page_views ?? 0;
    expect(pageViews(before, '2026-11-27')).toBeGreaterThan(0);
    expect(pageViews(after, '2026-11-27')).toBe(2 * pageViews(before, '2026-11-27'));
    expect(pageViews(after, '2026-11-28')).toBe(pageViews(before, '2026-11-28'));
    // The 26th's records may sit in the 27th's partition, so its rollups are made again too.
    const remade = [...(await keptDays(databaseFile))].filter(([day, place]) => kept.get(day) !== place);
    expect(remade.map(([day]) => day)).toEqual(['2026-11-26', '2026-11-27']);
  });

  it('are kept in memory while another report holds the file, with the same figures', async () => {
    // One day beside the one before: the figures matter here, not how many days.
    const day: ReportQuery = { ...week, from: lastDay };
    const inMemory = await openDuckDbEngine(exportDir);
    const expected = await runReportQuery(inMemory, day);
    inMemory.close();
    // Another process opens the file and holds it until told to go.
    const holder = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const { DuckDBInstance } = await import('@duckdb/node-api');
         await DuckDBInstance.create(${JSON.stringify(databaseFile)});
         console.log('holding');
         process.stdin.once('data', () => process.exit(0));`,
      ],
      { cwd: process.cwd(), stdio: ['pipe', 'pipe', 'inherit'] },
    );
    try {
      await new Promise((held) => holder.stdout.once('data', held));
      const engine = await openDuckDbEngine(exportDir, { databaseFile });
      expect(rowTexts(await runReportQuery(engine, day))).toEqual(rowTexts(expected));
      engine.close();
    } finally {
      holder.stdin.write('go\n');
      await new Promise((gone) => holder.once('exit', gone));
    }
    // It starts a second Node.js process, which loads DuckDB, besides two reports.
  }, 60_000);
});

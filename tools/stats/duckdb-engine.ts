// The embedded engine of `npm run stats`: DuckDB reading export files on this machine, laid out
// as in S3 (`received_day=<day>/AWSDynamoDB/<export>/data/*.json.gz`, or plain `.json`) under the same table name
// and typed schema as the Glue table Athena reads, so report.sql runs here unchanged.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import {
  duckdbType,
  exportColumns,
  exportPartitionColumn,
  exportTableName,
} from '../../contract/tracking-export.ts';
import {
  addDays,
  dayRollupsParameters,
  dayRollupsSql,
  type ReportEngine,
  type ResultRow,
} from '../../report/report-query.ts';

/** The files of every export under `exportDir`, as a glob DuckDB expands. */
function exportDataGlob(exportDir: string): string {
  return join(exportDir, `${exportPartitionColumn}=*`, 'AWSDynamoDB', '*', 'data', '*.json*');
}

function hasExportFiles(exportDir: string): boolean {
  try {
    return readdirSync(exportDir, { recursive: true }).some(
      (entry) => typeof entry === 'string' && /[/\\]data[/\\][^/\\]+\.json(\.gz)?$/.test(entry),
    );
  } catch {
    return false;
  }
}

function sqlString(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

function exportView(exportDir: string): string {
  const columns = Object.entries(exportColumns).map(
    ([name, type]) => `${sqlString(name)}: ${sqlString(duckdbType(type))}`,
  );
  if (!hasExportFiles(exportDir)) {
    // No export yet: the same columns, no rows, so the report shows zeros instead of failing.
    const nulls = Object.entries(exportColumns).map(
      ([name, type]) => `CAST(NULL AS ${duckdbType(type)}) AS "${name}"`,
    );
    return `CREATE TEMP VIEW ${exportTableName} AS SELECT ${nulls.join(', ')}, CAST(NULL AS VARCHAR) AS ${exportPartitionColumn} WHERE false`;
  }
  // `records = true` with the columns given: without it DuckDB samples every file to detect the
  // layout on each query, which took three times as long as the report itself over a month of
  // exports (npm run bench:stats).
  return (
    `CREATE TEMP VIEW ${exportTableName} AS SELECT * FROM read_json(${sqlString(exportDataGlob(exportDir))}, ` +
    `columns = {${columns.join(', ')}}, format = 'newline_delimited', records = true, ` +
    `hive_partitioning = true, hive_types = {${sqlString(exportPartitionColumn)}: 'VARCHAR'})`
  );
}

/**
 * Days rolled up in one statement. DuckDB holds a batch's records, visits and grouping sets in
 * memory at once: 5 of the benchmark's days (180,000 records) peaked at 0.8–1.0 GiB, 7 at up to
 * 1.2, a month at 1.8 (docs/decisions/0056).
 */
const daysPerBatch = 5;

/** The days from `first` to `last`, both included. */
function daysFrom(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * What a day's rollups are made from: the SQL and the files of the two partitions its records
 * can be in (a record received just before midnight can be exported just after it). A day's
 * kept rollups are used only while this is unchanged.
 */
function dayFingerprint(exportDir: string, day: string): { fingerprint: string; files: number } {
  const hash = createHash('sha256').update(dayRollupsSql);
  let files = 0;
  for (const partition of [day, addDays(day, 1)]) {
    const dir = join(exportDir, `${exportPartitionColumn}=${partition}`);
    let entries: string[];
    try {
      entries = readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();
    } catch {
      continue;
    }
    for (const entry of entries) {
      const stats = statSync(join(dir, entry));
      if (!stats.isFile()) continue;
      hash.update(`\n${partition}/${entry} ${stats.size} ${stats.mtimeMs}`);
      files += 1;
    }
  }
  return { fingerprint: hash.digest('hex').slice(0, 16), files };
}

/** Runs of consecutive days, none longer than a batch. */
function batches<T extends { readonly day: string }>(entries: readonly T[]): T[][] {
  const runs: T[][] = [];
  for (const entry of entries) {
    const run = runs.at(-1);
    const last = run?.at(-1);
    if (
      run !== undefined &&
      last !== undefined &&
      addDays(last.day, 1) === entry.day &&
      run.length < daysPerBatch
    ) {
      run.push(entry);
    } else {
      runs.push([entry]);
    }
  }
  return runs;
}

function rowsAsText(rows: readonly Record<string, unknown>[]): ResultRow[] {
  // The report's columns are text and counts; DuckDB's JSON form gives counts as text too.
  return rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([column, value]) => [
        column,
        typeof value === 'string' || value === null ? value : JSON.stringify(value),
      ]),
    ),
  );
}

/** The fingerprint of the SQL the kept rollups were made by: other SQL, other columns. */
const rollupSqlFingerprint = createHash('sha256').update(dayRollupsSql).digest('hex').slice(0, 16);

/**
 * The days' rollups in the engine's database: the table `kept_day_rollups`, and beside it
 * `kept_days`, each day's fingerprint. In a database file, a later report over the same export
 * reads them instead of the records (docs/decisions/0075); each batch is one transaction, so an
 * interrupted report leaves every day whole or not there.
 */
function dayRollupKeeper(connection: DuckDBConnection, exportDir: string) {
  let ready = false;

  /** The tables, made afresh when the SQL that made them is not today's. */
  async function prepare(firstDay: string) {
    if (ready) return;
    await connection.run('CREATE TABLE IF NOT EXISTS kept_rollups_sql (fingerprint VARCHAR)');
    const made = await connection.runAndReadAll('SELECT fingerprint FROM kept_rollups_sql');
    if (made.getRowObjectsJson()[0]?.fingerprint !== rollupSqlFingerprint) {
      await connection.run('BEGIN TRANSACTION');
      await connection.run('DROP TABLE IF EXISTS kept_day_rollups');
      await connection.run('DROP TABLE IF EXISTS kept_days');
      await connection.run(
        `CREATE TABLE kept_day_rollups AS SELECT * FROM (${dayRollupsSql}) WHERE false`,
        dayRollupsParameters(firstDay, firstDay),
      );
      await connection.run('CREATE TABLE kept_days (day VARCHAR PRIMARY KEY, fingerprint VARCHAR)');
      await connection.run('DELETE FROM kept_rollups_sql');
      await connection.run('INSERT INTO kept_rollups_sql VALUES (?)', [rollupSqlFingerprint]);
      await connection.run('COMMIT');
    }
    ready = true;
  }

  return async function keepDays(first: string, last: string) {
    await prepare(first);
    const keptRows = await connection.runAndReadAll('SELECT day, fingerprint FROM kept_days');
    const kept = new Map(
      rowsAsText(keptRows.getRowObjectsJson()).map(({ day, fingerprint }) => [day, fingerprint]),
    );
    const changed = daysFrom(first, last)
      .map((day) => ({ day, ...dayFingerprint(exportDir, day) }))
      .filter(({ day, fingerprint }) => kept.get(day) !== fingerprint);
    // A day with no export files in either partition has no records: nothing to roll up.
    const empty = changed.filter(({ files }) => files === 0).map((day) => [day]);
    for (const run of [...empty, ...batches(changed.filter(({ files }) => files > 0))]) {
      const runFirst = run[0];
      const runLast = run.at(-1);
      if (runFirst === undefined || runLast === undefined) continue;
      await connection.run('BEGIN TRANSACTION');
      await connection.run('DELETE FROM kept_day_rollups WHERE received BETWEEN ? AND ?', [
        runFirst.day,
        runLast.day,
      ]);
      if (runFirst.files > 0)
        await connection.run(
          `INSERT INTO kept_day_rollups ${dayRollupsSql}`,
          dayRollupsParameters(runFirst.day, runLast.day),
        );
      for (const { day, fingerprint } of run)
        await connection.run('INSERT OR REPLACE INTO kept_days VALUES (?, ?)', [day, fingerprint]);
      await connection.run('COMMIT');
    }
  };
}

export interface DuckDbEngine extends ReportEngine {
  close(): void;
}

export interface DuckDbEngineOptions {
  /**
   * The database file the days' rollups are kept in between runs; none: in memory only. While
   * another report holds the file, this one keeps its rollups in memory.
   */
  readonly databaseFile?: string;
}

/** The database file, or memory when there is none or another process holds its lock. */
async function openDatabase(databaseFile: string | undefined): Promise<DuckDBInstance> {
  if (databaseFile === undefined) return DuckDBInstance.create(':memory:');
  mkdirSync(dirname(databaseFile), { recursive: true });
  try {
    return await DuckDBInstance.create(databaseFile);
  } catch (error) {
    // DuckDB lets one process write a file at a time; a second report runs as the first did.
    if (error instanceof Error && /lock/i.test(error.message)) return DuckDBInstance.create(':memory:');
    throw error;
  }
}

/** DuckDB over the export files in `exportDir` (which may hold none yet). */
export async function openDuckDbEngine(
  exportDir: string,
  options: DuckDbEngineOptions = {},
): Promise<DuckDbEngine> {
  const instance = await openDatabase(options.databaseFile);
  const connection = await instance.connect();
  await connection.run(exportView(exportDir));
  const keepDays = dayRollupKeeper(connection, exportDir);
  // One statement at a time on the connection, and a report's rollups stay its own until it is read.
  let queue: Promise<unknown> = Promise.resolve();
  function serially<T>(work: () => Promise<T>): Promise<T> {
    const result = queue.then(work, work);
    queue = result.catch(() => undefined);
    return result;
  }
  async function run(sql: string, parameters: readonly string[]): Promise<ResultRow[]> {
    const reader = await connection.runAndReadAll(sql, [...parameters]);
    return rowsAsText(reader.getRowObjectsJson());
  }
  return {
    run: (sql, parameters) => serially(() => run(sql, parameters)),
    runOverDayRollups: (first, last, sql, parameters) =>
      serially(async () => {
        await keepDays(first, last);
        await connection.run(
          `CREATE OR REPLACE TEMP VIEW day_rollups AS SELECT * FROM kept_day_rollups WHERE received BETWEEN ${sqlString(first)} AND ${sqlString(last)}`,
        );
        return run(sql, parameters);
      }),
    close() {
      connection.closeSync();
      instance.closeSync();
    },
  };
}

// The embedded engine of `npm run stats`: DuckDB reading export files on this machine, laid out
// as in S3 (`received_day=<day>/AWSDynamoDB/<export>/data/*.json.gz`, or plain `.json`) under the same table name
// and typed schema as the Glue table Athena reads, so report.sql runs here unchanged.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import {
  duckdbType,
  exportColumns,
  exportPartitionColumn,
  exportTableName,
} from '../contract/tracking-export.ts';
import type { ReportEngine, ResultRow } from './report-query.ts';

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
    return `CREATE VIEW ${exportTableName} AS SELECT ${nulls.join(', ')}, CAST(NULL AS VARCHAR) AS ${exportPartitionColumn} WHERE false`;
  }
  // `records = true` with the columns given: without it DuckDB samples every file to detect the
  // layout on each query, which took three times as long as the report itself over a month of
  // exports (npm run bench:stats).
  return (
    `CREATE VIEW ${exportTableName} AS SELECT * FROM read_json(${sqlString(exportDataGlob(exportDir))}, ` +
    `columns = {${columns.join(', ')}}, format = 'newline_delimited', records = true, ` +
    `hive_partitioning = true, hive_types = {${sqlString(exportPartitionColumn)}: 'VARCHAR'})`
  );
}

export interface DuckDbEngine extends ReportEngine {
  close(): void;
}

/** An in-memory DuckDB over the export files in `exportDir` (which may hold none yet). */
export async function openDuckDbEngine(exportDir: string): Promise<DuckDbEngine> {
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  await connection.run(exportView(exportDir));
  return {
    async run(sql: string, parameters: readonly string[]): Promise<ResultRow[]> {
      const reader = await connection.runAndReadAll(sql, [...parameters]);
      // The report's columns are text and counts; DuckDB's JSON form gives counts as text too.
      return reader
        .getRowObjectsJson()
        .map((row) =>
          Object.fromEntries(
            Object.entries(row).map(([column, value]) => [
              column,
              typeof value === 'string' || value === null ? value : JSON.stringify(value),
            ]),
          ),
        );
    },
    close() {
      connection.closeSync();
      instance.closeSync();
    },
  };
}

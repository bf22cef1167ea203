// The Athena path against a fake Athena that answers with the API's recorded shapes: the query
// it is sent is report.sql with its parameters as literals, and the rows it pages back come out
// as the same aggregates DuckDB gives for the same export.
import type {
  GetQueryExecutionCommandOutput,
  GetQueryResultsCommandOutput,
  QueryExecutionState,
  StartQueryExecutionCommandInput,
} from '@aws-sdk/client-athena';
import { describe, expect, it } from 'vitest';
import { athenaEngine, athenaLiteral, type AthenaApi } from './athena-engine.ts';
import { openDuckDbEngine } from '../tools/stats/duckdb-engine.ts';
import { reportSql, runReportQuery, type ReportQuery, type ResultRow } from './report-query.ts';

const query: ReportQuery = { from: '2026-11-22', to: '2026-11-23', by: 'day', partner: 'quay' };
const metadata = { httpStatusCode: 200 };

/** Results as GetQueryResults pages them: the header row first, then `pageSize` rows a page. */
function resultPages(rows: readonly ResultRow[], pageSize: number): GetQueryResultsCommandOutput[] {
  const columns = Object.keys(rows[0] ?? {});
  const header = { Data: columns.map((column) => ({ VarCharValue: column })) };
  const dataRows = rows.map((row) => ({
    Data: columns.map((column) => {
      const value = row[column];
      return value === null || value === undefined ? {} : { VarCharValue: value };
    }),
  }));
  const all = [header, ...dataRows];
  const pages: GetQueryResultsCommandOutput[] = [];
  for (let start = 0; start < all.length; start += pageSize) {
    const end = start + pageSize;
    pages.push({
      $metadata: metadata,
      ResultSet: {
        ResultSetMetadata: { ColumnInfo: columns.map((column) => ({ Name: column, Type: 'varchar' })) },
        Rows: all.slice(start, end),
      },
      NextToken: end < all.length ? `page-${pages.length + 1}` : undefined,
    });
  }
  return pages;
}

function fakeAthena(
  states: readonly QueryExecutionState[],
  pages: readonly GetQueryResultsCommandOutput[],
  reason?: string,
) {
  const started: StartQueryExecutionCommandInput[] = [];
  const tokens: (string | undefined)[] = [];
  let polls = 0;
  const api: AthenaApi = {
    startQueryExecution: (input) => {
      started.push(input);
      return Promise.resolve({ $metadata: metadata, QueryExecutionId: 'query-1' });
    },
    getQueryExecution: (input) => {
      expect(input.QueryExecutionId).toBe('query-1');
      const state = states[Math.min(polls, states.length - 1)];
      polls += 1;
      const answer: GetQueryExecutionCommandOutput = {
        $metadata: metadata,
        QueryExecution: { QueryExecutionId: 'query-1', Status: { State: state, StateChangeReason: reason } },
      };
      return Promise.resolve(answer);
    },
    getQueryResults: (input) => {
      tokens.push(input.NextToken);
      const index = input.NextToken === undefined ? 0 : Number(input.NextToken.replace('page-', ''));
      const page = pages[index];
      if (page === undefined) throw new Error(`no page ${index}`);
      return Promise.resolve(page);
    },
  };
  return { api, started, tokens, polls: () => polls };
}

const noWait = { wait: () => Promise.resolve(), timeoutMs: 60_000 };
const target = { database: 'fernly_statistics', workGroup: 'fernly-statistics' };

describe('the Athena engine', () => {
  it('runs report.sql in the stage’s workgroup and reads every page back as DuckDB’s rows', async () => {
    const duckdb = await openDuckDbEngine(new URL('./fixtures/export', import.meta.url).pathname);
    const expected = await runReportQuery(duckdb, query);
    duckdb.close();
    // Athena answers every value as text, counts included.
    const rawRows = expected.map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([column, value]) => [column, value === null ? null : String(value)]),
      ),
    );
    const fake = fakeAthena(['QUEUED', 'RUNNING', 'SUCCEEDED'], resultPages(rawRows, 4));
    const rows = await runReportQuery(athenaEngine(fake.api, target, noWait), query);

    expect(rows).toEqual(expected);
    expect(fake.started).toEqual([
      {
        QueryString: reportSql,
        QueryExecutionContext: { Database: 'fernly_statistics' },
        WorkGroup: 'fernly-statistics',
        // The days are rolled up from the previous period of equal length on (2026-11-20 and
        // 21), reading one partition past the last day; then the report's own parameters.
        ExecutionParameters: [
          "'2026-11-20'",
          "'2026-11-24'",
          "'2026-11-20'",
          "'2026-11-23'",
          "'2026-11-22'",
          ...Array.from({ length: 4 }, () => "'quay'"),
          "'day'",
          ...Array.from({ length: 3 }, () => "'quay'"),
        ],
      },
    ]);
    expect(fake.polls()).toBe(3);
    expect(fake.tokens[0]).toBeUndefined();
    expect(fake.tokens.length).toBeGreaterThan(1);
  });

  it('fails with Athena’s reason when the query fails', async () => {
    const fake = fakeAthena(['RUNNING', 'FAILED'], [], 'Bytes scanned limit was exceeded');
    await expect(runReportQuery(athenaEngine(fake.api, target, noWait), query)).rejects.toThrow(
      'Athena query query-1 failed: Bytes scanned limit was exceeded',
    );
  });

  it('gives up after its time limit', async () => {
    const fake = fakeAthena(['RUNNING'], []);
    await expect(
      runReportQuery(
        athenaEngine(fake.api, target, { wait: () => Promise.resolve(), timeoutMs: 2_000 }),
        query,
      ),
    ).rejects.toThrow('did not finish within 2 s');
  });

  it('writes parameters as SQL literals', () => {
    expect(athenaLiteral('quay')).toBe("'quay'");
    expect(athenaLiteral("o'brien")).toBe("'o''brien'");
  });
});

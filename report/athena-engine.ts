// The production engine of `npm run stats -- --stage <stage>`: report.sql run by Amazon Athena over
// the stage's table exports, through the AWS SDK with the caller's own credentials. The stage's
// stack outputs name the Glue database and the workgroup (whose settings fix the encrypted result
// location and the per-query scan limit).
import {
  AthenaClient,
  GetQueryExecutionCommand,
  GetQueryResultsCommand,
  StartQueryExecutionCommand,
  type GetQueryExecutionCommandInput,
  type GetQueryExecutionCommandOutput,
  type GetQueryResultsCommandInput,
  type GetQueryResultsCommandOutput,
  type StartQueryExecutionCommandInput,
  type StartQueryExecutionCommandOutput,
} from '@aws-sdk/client-athena';
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { stageStackName } from '../contract/service.ts';
import { statisticsOutputs } from '../contract/tracking-export.ts';
import type { ReportEngine, ResultRow } from './report-query.ts';

/** The three Athena calls a report makes, so tests can answer them with recorded shapes. */
export interface AthenaApi {
  startQueryExecution(input: StartQueryExecutionCommandInput): Promise<StartQueryExecutionCommandOutput>;
  getQueryExecution(input: GetQueryExecutionCommandInput): Promise<GetQueryExecutionCommandOutput>;
  getQueryResults(input: GetQueryResultsCommandInput): Promise<GetQueryResultsCommandOutput>;
}

export interface AthenaTarget {
  readonly database: string;
  readonly workGroup: string;
}

export interface AthenaEngineOptions {
  readonly wait: (milliseconds: number) => Promise<void>;
  /** Give up (the query goes on in Athena until its own limits stop it) after this long. */
  readonly timeoutMs: number;
}

/**
 * A parameter as Athena's ExecutionParameters take it: the SQL literal itself, substituted for
 * the `?`. Every parameter of report.sql is text.
 */
export function athenaLiteral(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

async function waitForQuery(
  api: AthenaApi,
  queryExecutionId: string,
  options: AthenaEngineOptions,
): Promise<void> {
  let delayMs = 250;
  for (let waited = 0; waited <= options.timeoutMs; waited += delayMs) {
    const { QueryExecution } = await api.getQueryExecution({ QueryExecutionId: queryExecutionId });
    const state = QueryExecution?.Status?.State;
    if (state === 'SUCCEEDED') return;
    if (state === 'FAILED' || state === 'CANCELLED') {
      throw new Error(
        `Athena query ${queryExecutionId} ${state.toLowerCase()}: ${QueryExecution?.Status?.StateChangeReason ?? 'no reason given'}`,
      );
    }
    await options.wait(delayMs);
    delayMs = Math.min(delayMs * 2, 2_000);
  }
  throw new Error(`Athena query ${queryExecutionId} did not finish within ${options.timeoutMs / 1000} s`);
}

/** Every result row as column name → text (null for SQL NULL), the header row left out. */
async function readQueryResults(api: AthenaApi, queryExecutionId: string): Promise<ResultRow[]> {
  const rows: ResultRow[] = [];
  let columns: string[] | undefined;
  let nextToken: string | undefined;
  do {
    const page = await api.getQueryResults({
      QueryExecutionId: queryExecutionId,
      NextToken: nextToken,
      MaxResults: 1000,
    });
    columns ??= (page.ResultSet?.ResultSetMetadata?.ColumnInfo ?? []).map((column) => column.Name ?? '');
    const pageRows = page.ResultSet?.Rows ?? [];
    // The first row of a SELECT's first page repeats the column names.
    for (const row of nextToken === undefined ? pageRows.slice(1) : pageRows) {
      const data = row.Data ?? [];
      rows.push(
        Object.fromEntries(columns.map((column, index) => [column, data[index]?.VarCharValue ?? null])),
      );
    }
    nextToken = page.NextToken;
  } while (nextToken !== undefined);
  return rows;
}

export function athenaEngine(
  api: AthenaApi,
  target: AthenaTarget,
  options: AthenaEngineOptions,
): ReportEngine {
  return {
    async run(sql: string, parameters: readonly string[]): Promise<ResultRow[]> {
      const { QueryExecutionId } = await api.startQueryExecution({
        QueryString: sql,
        QueryExecutionContext: { Database: target.database },
        WorkGroup: target.workGroup,
        ExecutionParameters: parameters.map(athenaLiteral),
      });
      if (QueryExecutionId === undefined) throw new Error('Athena started no query execution');
      await waitForQuery(api, QueryExecutionId, options);
      return readQueryResults(api, QueryExecutionId);
    },
  };
}

/** The stage's database and workgroup, from its stack's outputs. */
export async function stageTarget(stage: string): Promise<AthenaTarget> {
  const stackName = stageStackName(stage);
  const client = new CloudFormationClient({});
  try {
    const { Stacks } = await client.send(new DescribeStacksCommand({ StackName: stackName }));
    const outputs = Stacks?.[0]?.Outputs ?? [];
    const output = (key: string) => {
      const value = outputs.find((candidate) => candidate.OutputKey === key)?.OutputValue;
      if (value === undefined)
        throw new Error(`Stack ${stackName} has no ${key} output: deploy the stage first`);
      return value;
    };
    return { database: output(statisticsOutputs.database), workGroup: output(statisticsOutputs.workGroup) };
  } finally {
    client.destroy();
  }
}

function sdkAthenaApi(): AthenaApi & { destroy(): void } {
  const client = new AthenaClient({});
  return {
    startQueryExecution: (input) => client.send(new StartQueryExecutionCommand(input)),
    getQueryExecution: (input) => client.send(new GetQueryExecutionCommand(input)),
    getQueryResults: (input) => client.send(new GetQueryResultsCommand(input)),
    destroy: () => {
      client.destroy();
    },
  };
}

/**
 * Runs `run` on a real Athena client that waits between polls in real time, and closes the client
 * after: `npm run stats -- --stage` and the statistics jobs in AWS.
 */
export async function onAthena<T>(
  target: AthenaTarget,
  timeoutMs: number,
  run: (engine: ReturnType<typeof athenaEngine>) => Promise<T>,
): Promise<T> {
  const api = sdkAthenaApi();
  try {
    const wait = (milliseconds: number) => new Promise<void>((done) => setTimeout(done, milliseconds));
    return await run(athenaEngine(api, target, { wait, timeoutMs }));
  } finally {
    api.destroy();
  }
}

// The report's SQL (day-rollups.sql, then report.sql over its rows), the parameters they take and
// the rows they answer, for whichever engine runs them: DuckDB on this machine, Athena in AWS.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { reportFigures, type CountColumn, type FigureDefinition } from './report-figures.ts';

/** A day's figures, or several days' side by side: what report.sql adds up. */
export const dayRollupsSql = readFileSync(new URL('./day-rollups.sql', import.meta.url), 'utf8');
/** The report over `day_rollups`, for an engine that keeps the days' rollups (DuckDB). */
const rollupReportSql = readFileSync(new URL('./report.sql', import.meta.url), 'utf8');

function joinedReportSql(): string {
  const opening = /^WITH\n/m;
  if (!opening.test(rollupReportSql))
    throw new Error('report.sql must open its statement with "WITH" on a line');
  return rollupReportSql.replace(opening, () => `WITH\nday_rollups AS (\n${dayRollupsSql.trim()}\n),\n`);
}

/**
 * The report as one statement, the day rollups its first common table expression: what an engine
 * that keeps no rollups (Athena) runs, with the rollups' parameters first.
 */
export const reportSql = joinedReportSql();

export const periodUnits = ['day', 'week'] as const;
export type PeriodUnit = (typeof periodUnits)[number];

export interface ReportQuery {
  /** First and last UTC day, `YYYY-MM-DD`, both included. */
  readonly from: string;
  readonly to: string;
  readonly by: PeriodUnit;
  /** One partner's slug, or null for every visitor. */
  readonly partner: string | null;
}

/** A result cell as the engines give it: Athena answers text only, so everything is read as text. */
export type ResultRow = Readonly<Record<string, string | null>>;

/** Runs the report's SQL with its positional parameters (`?`, in order, all text). */
export interface ReportEngine {
  run(sql: string, parameters: readonly string[]): Promise<ResultRow[]>;
  /**
   * An engine that keeps the days' rollups runs `sql` once `day_rollups` holds those of the days
   * from `first` to `last`; without it, the report runs as one statement (`reportSql`).
   */
  runOverDayRollups?(
    first: string,
    last: string,
    sql: string,
    parameters: readonly string[],
  ): Promise<ResultRow[]>;
}

const msPerDay = 86_400_000;

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The days from `from` to `to`, both included. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / msPerDay) + 1;
}

/** The period of equal length that ends the day before `from`. */
export function previousPeriod(from: string, to: string): { readonly from: string; readonly to: string } {
  return { from: addDays(from, -daysBetween(from, to)), to: addDays(from, -1) };
}

/** The days from `first` to `last`, in the order day-rollups.sql's header lists its parameters. */
export function dayRollupsParameters(first: string, last: string): string[] {
  return [first, addDays(last, 1), first, last];
}

/** In the order report.sql's header lists them. */
function reportParameters(query: ReportQuery): string[] {
  const partner = query.partner ?? '';
  return [query.from, partner, partner, partner, partner, query.by, partner, partner, partner];
}

const breakdownNames = [
  'total',
  'landingPage',
  'partner',
  'campaign',
  'referrer',
  'device',
  'browser',
  'period',
  'page',
  'speed',
  'dropped',
] as const;

const phases = ['current', 'previous'] as const;

/** The field speed metrics, in the order Core Web Vitals name them. */
export const speedMetrics = ['lcp', 'inp', 'cls', 'ttfb'] as const;
export type SpeedMetric = (typeof speedMetrics)[number];

const count = z
  .string()
  .regex(/^\d+$/, 'must be a whole number')
  .transform((text) => Number(text))
  .nullable();
const figure = z
  .string()
  .refine((text) => text.trim() !== '' && Number.isFinite(Number(text)), 'must be a number')
  .transform((text) => Number(text))
  .nullable();
const label = z.string().nullable();

/** `value` for each count column of the result, as report/report-figures.ts declares them. */
export function eachCountColumn<Value>(value: Value): Record<CountColumn, Value> {
  const figures: readonly FigureDefinition[] = reportFigures;
  const columns: Partial<Record<string, Value>> = {};
  for (const figure of figures) if (figure.format === 'count') columns[figure.column] = value;
  if (!hasEveryCountColumn(columns)) throw new Error('A count of report-figures.ts has no column');
  return columns;
}

function hasEveryCountColumn<Value>(
  columns: Partial<Record<string, Value>>,
): columns is Record<CountColumn, Value> & Partial<Record<string, Value>> {
  return reportFigures.every((figure) => figure.format !== 'count' || figure.column in columns);
}

const aggregateRowSchema = z.object({
  breakdown: z.enum(breakdownNames),
  phase: z.enum(phases),
  page: label,
  partner: label,
  campaign_source: label,
  campaign_medium: label,
  campaign_name: label,
  referrer: label,
  device: label,
  browser: label,
  period: label,
  ...eachCountColumn(count),
  metric: z.enum(speedMetrics).nullable(),
  samples: count,
  p75: figure,
  element: label,
  /** Records dropped past their network's daily records (decision 0062). */
  dropped: count,
});

/** One group of the result: a breakdown, the value it groups by, its period and its figures. */
export type AggregateRow = z.infer<typeof aggregateRowSchema>;

/** The engine's rows, checked: a row of another shape means the SQL and this code disagree. */
function parseAggregateRows(rows: readonly ResultRow[]): AggregateRow[] {
  return rows.map((row, index) => {
    const parsed = aggregateRowSchema.safeParse(row);
    if (!parsed.success) {
      throw new Error(`Row ${index + 1} of the report query is not an aggregate: ${parsed.error.message}`);
    }
    return parsed.data;
  });
}

export async function runReportQuery(engine: ReportEngine, query: ReportQuery): Promise<AggregateRow[]> {
  const first = previousPeriod(query.from, query.to).from;
  const rows =
    engine.runOverDayRollups === undefined
      ? await engine.run(reportSql, [...dayRollupsParameters(first, query.to), ...reportParameters(query)])
      : await engine.runOverDayRollups(first, query.to, rollupReportSql, reportParameters(query));
  return parseAggregateRows(rows);
}

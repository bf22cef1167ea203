// The report's one SQL text (report.sql), the parameters it takes and the rows it answers, for
// whichever engine runs it: DuckDB on this machine, Athena in AWS.
import { readFileSync } from 'node:fs';
import { z } from 'zod';

export const reportSql = readFileSync(new URL('./report.sql', import.meta.url), 'utf8');

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
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** In the order report.sql's header lists them. */
function reportParameters(query: ReportQuery): string[] {
  const partner = query.partner ?? '';
  return [query.from, addDays(query.to, 1), query.by, query.from, query.to, partner, partner];
}

const breakdownNames = [
  'total',
  'page',
  'partner',
  'campaign',
  'referrer',
  'device',
  'visitor',
  'period',
] as const;

const count = z
  .string()
  .regex(/^\d+$/, 'must be a whole number')
  .transform((text) => Number(text));
const label = z.string().nullable();

const aggregateRowSchema = z.object({
  breakdown: z.enum(breakdownNames),
  page: label,
  partner: label,
  campaign_source: label,
  campaign_medium: label,
  campaign_name: label,
  referrer: label,
  device: label,
  visitor: label,
  period: label,
  visits: count,
  downloads: count,
});

/** One group of the result: a breakdown, the value it groups by, and its two counts. */
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
  return parseAggregateRows(await engine.run(reportSql, reportParameters(query)));
}

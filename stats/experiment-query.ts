// The experiment verdict's one SQL text (experiment.sql), its parameters and the rows it answers,
// for whichever engine runs it: DuckDB on this machine, Athena in AWS.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { addDays, type ReportEngine } from './report-query.ts';
import type { VariantFunnel } from './experiment-verdict.ts';

const experimentSql = readFileSync(new URL('./experiment.sql', import.meta.url), 'utf8');

export interface ExperimentQuery {
  readonly experiment: string;
  /** First and last UTC day, `YYYY-MM-DD`, both included. */
  readonly from: string;
  readonly to: string;
}

const count = z
  .string()
  .regex(/^\d+$/, 'must be a whole number')
  .transform((text) => Number(text));
const rowSchema = z
  .object({ variant: z.string(), visitors: count, tapped: count, signed_up: count })
  .transform(({ signed_up, ...row }) => ({ ...row, signedUp: signed_up }));

export async function runExperimentQuery(
  engine: ReportEngine,
  query: ExperimentQuery,
): Promise<VariantFunnel[]> {
  const rows = await engine.run(experimentSql, [
    query.from,
    addDays(query.to, 1),
    query.experiment,
    query.from,
    query.to,
  ]);
  return rows.map((row) => rowSchema.parse(row));
}

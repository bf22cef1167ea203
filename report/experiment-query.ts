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
  .object({
    variant: z.string(),
    visitors: count,
    viewer_keys: count,
    tapped: count,
    tapped_viewer_keys: count,
    signed_up: count,
    signed_up_viewer_keys: count,
  })
  .transform((row): VariantFunnel => ({
    variant: row.variant,
    visitors: row.visitors,
    viewerKeys: row.viewer_keys,
    tapped: row.tapped,
    tappedViewerKeys: row.tapped_viewer_keys,
    signedUp: row.signed_up,
    signedUpViewerKeys: row.signed_up_viewer_keys,
  }));

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

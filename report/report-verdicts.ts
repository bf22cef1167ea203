// The experiments' verdicts a report shows: every entry of edge/experiments/experiments.ts whose
// days meet the report's period, each from its own query on the report's engine. The terminal,
// the HTML page and the owners' weekly mail show them; a partner's report shows none, since a
// verdict counts every visitor shown the experiment.
import type { ExperimentDefinition } from '../edge/experiments/definition-shape.ts';
import { experiments } from '../edge/experiments/experiments.ts';
import { runExperimentQuery } from './experiment-query.ts';
import type { ReportEngine } from './report-query.ts';
import { verdictTable, type VerdictTable } from './verdict-table.ts';

interface VerdictPeriod {
  /** First and last UTC day, `YYYY-MM-DD`. */
  readonly from: string;
  readonly to: string;
  /** Counts below it show as `<n`, as in the report. */
  readonly minCount: number;
}

export function experimentVerdictTable(
  engine: ReportEngine,
  experiment: ExperimentDefinition,
  period: VerdictPeriod,
): Promise<VerdictTable> {
  return runExperimentQuery(engine, { experiment: experiment.id, from: period.from, to: period.to }).then(
    (counts) => verdictTable(experiment, counts, period.minCount),
  );
}

/** The verdict of every experiment whose days meet the period; none for one partner's visitors. */
export function periodVerdicts(
  engine: ReportEngine,
  period: VerdictPeriod & { readonly partner: string | null },
): Promise<VerdictTable[]> {
  if (period.partner !== null) return Promise.resolve([]);
  const during = experiments.filter(
    (experiment) => experiment.start <= period.to && experiment.end >= period.from,
  );
  return Promise.all(during.map((experiment) => experimentVerdictTable(engine, experiment, period)));
}

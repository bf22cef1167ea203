// Command-line options of `npm run stats` (tools/stats/stats.ts).
import { parseArgs } from 'node:util';
import { openapiDocument } from '../../contract/openapi-document.gen.ts';
import { reportMinimumCount } from '../../contract/service.ts';
import type { ExperimentDefinition } from '../../edge/experiments/definition-shape.ts';
import { experiments } from '../../edge/experiments/experiments.ts';
import { addDays, periodUnits, type PeriodUnit } from '../../report/report-query.ts';

const reportFormats = ['table', 'json', 'csv', 'html'] as const;
export type ReportFormat = (typeof reportFormats)[number];

/** Where the records come from. */
type ReportSource =
  | { readonly kind: 'local'; readonly dataDir: string }
  | { readonly kind: 'export'; readonly exportDir: string }
  | { readonly kind: 'athena'; readonly stage: string };

export interface StatsOptions {
  readonly source: ReportSource;
  readonly from: string;
  readonly to: string;
  readonly by: PeriodUnit;
  readonly format: ReportFormat;
  readonly out: string | undefined;
  readonly partner: string | null;
  readonly minCount: number;
  /** With --experiment, the verdict on this entry instead of the report. */
  readonly experiment: ExperimentDefinition | null;
}

/** The default window: the last 28 days, today included. */
const defaultDays = 28;
/** The longest window: the records' retention is 13 months, so a longer one adds only empty days. */
const maxDays = 400;

export const usage = `Usage: npm run stats -- [options]

Visit statistics of the site: visitors, visits, bounce rate, pages per visit, visitors who
opened the app from the call to action and sign-ups, by landing page, partner, campaign,
referrer, device, new or returning browser and period, each beside the previous period of equal
length; field speed by page and screen. No output lists a single record. The owners' own report
shows every count; a shared one (--partner or --shared) shows counts below --min-count as
"<${reportMinimumCount}" and leaves them out of rates.

Where the records come from (one of):
  --data-dir <dir>     the local stack's table (default .data/), running or not
  --export-dir <dir>   export files on disk, as the scheduled export writes them to S3; each
                       day's figures are kept in the system's temporary folder, so the
                       next report over them reads those instead
  --stage <name>       the deployed stage's exports, queried in Amazon Athena

What to report:
  --from <YYYY-MM-DD>  first day, UTC (default ${defaultDays - 1} days before --to)
  --to <YYYY-MM-DD>    last day, UTC (default today)
  --by day|week        the period breakdown (default day; a week starts on Monday)
  --partner <slug>     only the visitors who came through this partner, e.g. quay (for sharing)
  --shared             a report to share: small counts hidden
  --min-count <n>      the smallest count a shared report shows as a number (default ${reportMinimumCount})
  --experiment <id>    the verdict on an experiment of edge/experiments/experiments.ts instead,
                       over its days unless --from and --to say otherwise

Output:
  --format table|json|csv|html   (default table)
                       table and html are a dashboard: the totals, a chart, the top of each
                       breakdown, experiments and field speed; the table fits 100 columns, or
                       the terminal's width; json and csv hold every figure
  --out <file>         write to a file instead of the terminal`;

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
/** A partner's slug as records carry it (the contract's `AffiliateSource`). */
const partnerSlug = new RegExp(openapiDocument.components.schemas.AffiliateSource.pattern);

function day(value: string, option: string): string {
  // A day that does not exist (2026-02-30) parses to another one, or to nothing.
  if (!isoDay.test(value) || Number.isNaN(Date.parse(value)) || addDays(value, 0) !== value) {
    throw new Error(`--${option} must be a date as YYYY-MM-DD, not "${value}"\n\n${usage}`);
  }
  return value;
}

function oneOf<T extends string>(value: string, allowed: readonly T[], option: string): T {
  const match = allowed.find((candidate) => candidate === value);
  if (match === undefined)
    throw new Error(`--${option} must be one of ${allowed.join(', ')}, not "${value}"`);
  return match;
}

/** The options, or `help` when the usage was asked for. `today` is the UTC day the command runs. */
export function parseStatsOptions(args: readonly string[], today: string): StatsOptions | 'help' {
  const { values } = parseArgs({
    args: [...args],
    strict: true,
    allowPositionals: false,
    options: {
      'data-dir': { type: 'string' },
      'export-dir': { type: 'string' },
      stage: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      by: { type: 'string', default: 'day' },
      format: { type: 'string', default: 'table' },
      out: { type: 'string' },
      partner: { type: 'string' },
      shared: { type: 'boolean', default: false },
      'min-count': { type: 'string', default: String(reportMinimumCount) },
      experiment: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return 'help';

  const sources = [values['data-dir'], values['export-dir'], values.stage].filter(
    (value) => value !== undefined,
  );
  if (sources.length > 1) throw new Error('Give one of --data-dir, --export-dir and --stage, not several.');
  const source: ReportSource =
    values.stage !== undefined
      ? { kind: 'athena', stage: values.stage }
      : values['export-dir'] !== undefined
        ? { kind: 'export', exportDir: values['export-dir'] }
        : { kind: 'local', dataDir: values['data-dir'] ?? '.data/' };

  const experiment =
    values.experiment === undefined
      ? null
      : (experiments.find((entry) => entry.id === values.experiment) ??
        fail(`--experiment must be one of ${experiments.map((entry) => entry.id).join(', ')}`));
  // An experiment's verdict covers its days, and no later than today.
  const defaultTo = experiment !== null && experiment.end < today ? experiment.end : today;
  const to = day(values.to ?? defaultTo, 'to');
  const from = day(values.from ?? experiment?.start ?? addDays(to, 1 - defaultDays), 'from');
  if (from > to) throw new Error(`--from (${from}) is after --to (${to})`);
  if (addDays(from, maxDays) <= to) throw new Error(`Report at most ${maxDays} days at once`);

  const minCountText = values['min-count'];
  const minCount = Number(minCountText);
  if (!/^\d+$/.test(minCountText) || minCount < 1 || minCount > 1_000_000) {
    throw new Error(`--min-count must be a whole number from 1, not "${minCountText}"`);
  }
  const partner = values.partner;
  if (partner !== undefined && !partnerSlug.test(partner)) {
    throw new Error(`--partner must be a partner's slug (lower-case letters, digits, -), not "${partner}"`);
  }
  const shared = values.shared || partner !== undefined;
  return {
    source,
    from,
    to,
    by: oneOf(values.by, periodUnits, 'by'),
    format: oneOf(values.format, reportFormats, 'format'),
    out: values.out,
    partner: partner ?? null,
    // The owners hold the records anyway: their own report hides nothing.
    minCount: shared ? minCount : 0,
    experiment,
  };
}

function fail(message: string): never {
  throw new Error(message);
}

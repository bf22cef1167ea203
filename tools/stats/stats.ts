// `npm run stats`: the visit statistics report. Records come from the local stack's table, from
// export files on disk, or (with --stage) from a deployed stage's exports in Athena; the same
// SQL aggregates them in every case, and only aggregates leave this command.
import { createHash } from 'node:crypto';
import { mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { turnOffSdkNodeVersionWarning } from '../../contract/aws-sdk-warning.ts';
import { parseStatsOptions, usage, type ReportFormat, type StatsOptions } from './report-options.ts';
import { openDuckDbEngine, type DuckDbEngineOptions } from './duckdb-engine.ts';
import type { ExperimentDefinition } from '../../edge/experiments/definition-shape.ts';
import { formatVerdict, verdictJson } from './format-verdict.ts';
import { experimentVerdictTable, periodVerdicts } from '../../report/report-verdicts.ts';
import type { VerdictTable } from '../../report/verdict-table.ts';
import { writeExportFiles } from './export-files.ts';
import { formatCsv } from './format-csv.ts';
import { formatHtml, formatVerdictHtml } from './format-html.ts';
import { defaultTextWidth } from '../../contract/wrap-text.ts';
import { formatTable } from '../../report/format-table.ts';
import {
  previousPeriod,
  runReportQuery,
  type ReportEngine,
  type ReportQuery,
} from '../../report/report-query.ts';
import { buildReport, reportJson, type Report } from '../../report/report.ts';

/** An Athena report waits at most this long; the workgroup's scan limit bounds its cost. */
const athenaTimeoutMs = 5 * 60_000;

/**
 * Where the rollups of an export folder's days are kept between reports, in a DuckDB database
 * file (docs/decisions/0075): the system's temporary folder, one folder per export folder, so the
 * export itself is only read.
 */
export function dayRollupCacheDir(exportDir: string): string {
  const key = createHash('sha256').update(realpathSync(exportDir)).digest('hex').slice(0, 16);
  return join(tmpdir(), 'fernly-day-rollups', key);
}

async function onExportDir<T>(
  exportDir: string,
  options: DuckDbEngineOptions,
  run: (engine: ReportEngine) => Promise<T>,
): Promise<T> {
  const engine = await openDuckDbEngine(exportDir, options);
  try {
    return await run(engine);
  } finally {
    engine.close();
  }
}

/**
 * Runs a query on the options' source: the local table, export files, or a stage's Athena. Each
 * source's modules (dynalite and the DynamoDB client, the Athena client), like the charts' Vega,
 * load only when asked for: loaded up front they took about 1.5 s of every report's start.
 */
async function onSource<T>(
  options: StatsOptions,
  log: (line: string) => void,
  run: (engine: ReportEngine) => Promise<T>,
): Promise<T> {
  const { source } = options;
  if (source.kind === 'export') {
    const exportDir = resolve(source.exportDir);
    return onExportDir(
      exportDir,
      { databaseFile: join(dayRollupCacheDir(exportDir), 'day-rollups.duckdb') },
      run,
    );
  }
  if (source.kind === 'athena') {
    const { onAthena, stageTarget } = await import('../../report/athena-engine.ts');
    const target = await stageTarget(source.stage);
    log(`Querying Athena: database ${target.database}, workgroup ${target.workGroup}`);
    return onAthena(target, athenaTimeoutMs, run);
  }
  const dataDir = resolve(source.dataDir);
  const { readLocalTable } = await import('./local-table.ts');
  const table = await readLocalTable(dataDir, previousPeriod(options.from, options.to).from, options.to);
  log(`Read ${table.items.length} records from ${table.via} (${dataDir})`);
  // The table's records, laid out as the scheduled export lays them out in S3, for as long as the query runs.
  const exportDir = mkdtempSync(join(tmpdir(), 'fernly-stats-'));
  try {
    writeExportFiles(exportDir, table.items);
    // Written afresh for each report, so its rollups are kept only while it runs.
    return await onExportDir(exportDir, {}, run);
  } finally {
    rmSync(exportDir, { recursive: true, force: true });
  }
}

/** The report, and with `withVerdicts` the verdicts it shows, from one opening of the source. */
function produce(
  options: StatsOptions,
  log: (line: string) => void,
  withVerdicts: boolean,
): Promise<{ report: Report; verdicts: VerdictTable[] }> {
  const query: ReportQuery = { from: options.from, to: options.to, by: options.by, partner: options.partner };
  return onSource(options, log, async (engine) => ({
    report: buildReport(await runReportQuery(engine, query), options),
    verdicts: withVerdicts ? await periodVerdicts(engine, options) : [],
  }));
}

export async function produceReport(
  options: StatsOptions,
  log: (line: string) => void = () => undefined,
): Promise<Report> {
  return (await produce(options, log, false)).report;
}

export function renderReport(
  report: Report,
  format: ReportFormat,
  verdicts: readonly VerdictTable[] = [],
  textWidth: number = defaultTextWidth,
): string {
  if (format === 'json') return `${JSON.stringify(reportJson(report), null, 2)}\n`;
  if (format === 'csv') return formatCsv(report);
  if (format === 'html') return formatHtml(report, verdicts);
  return formatTable(report, verdicts, textWidth);
}

function renderVerdict(experiment: ExperimentDefinition, options: StatsOptions, table: VerdictTable): string {
  if (options.format === 'json') {
    const figures = verdictJson(experiment, options.from, options.to, table, options.minCount);
    return `${JSON.stringify(figures, null, 2)}\n`;
  }
  if (options.format === 'html') return formatVerdictHtml(table, options.from, options.to);
  return formatVerdict(table, textWidthOf(options));
}

/** The terminal's width when the text goes to one, else the report's own. */
function textWidthOf(options: StatsOptions): number {
  return options.out === undefined && process.stdout.isTTY ? process.stdout.columns : defaultTextWidth;
}

function writeOutput(output: string, options: StatsOptions, log: (line: string) => void): void {
  if (options.out === undefined) {
    process.stdout.write(output);
    return;
  }
  writeFileSync(options.out, output);
  log(`Wrote the ${options.format} output to ${resolve(options.out)}`);
}

async function main(): Promise<void> {
  const options = parseStatsOptions(process.argv.slice(2), new Date().toISOString().slice(0, 10));
  if (options === 'help') {
    console.log(usage);
    return;
  }
  const log = (line: string) => {
    console.error(line);
  };
  if (options.experiment !== null) {
    const experiment = options.experiment;
    const table = await onSource(options, log, (engine) =>
      experimentVerdictTable(engine, experiment, options),
    );
    writeOutput(renderVerdict(experiment, options, table), options, log);
    return;
  }
  // The dashboard formats show the experiments' verdicts; JSON and CSV are the report's figures only.
  const { report, verdicts } = await produce(
    options,
    log,
    options.format === 'html' || options.format === 'table',
  );
  writeOutput(renderReport(report, options.format, verdicts, textWidthOf(options)), options, log);
}

const entryScript = process.argv[1];
if (entryScript && import.meta.url === pathToFileURL(realpathSync(entryScript)).href) {
  turnOffSdkNodeVersionWarning();
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

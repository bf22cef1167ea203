// `npm run bench:site`: Lighthouse against the built site, served by the local stack with the
// production compression and headers, for every route in the mobile preset (simulated slow 4G,
// 4× CPU slowdown) and the desktop preset. Each route and preset runs several times in a fresh
// Chromium with a pause between runs, because this small shared machine is noisy; the median of
// each metric is judged against tools/bench/budgets.ts, and any miss fails the run with the
// Lighthouse findings that explain it. Needs `npm run build` first. Options: site-options.ts.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, release, tmpdir, totalmem } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { startLocalStack } from '../../local/start.ts';
import { assertChromiumInstalled } from '../../tests/chromium.ts';
import { siteRoutes } from '../../tests/e2e/site-routes.ts';
import { siteBudgets } from './budgets.ts';
import { formatDiagnostics } from './lighthouse-report.ts';
import {
  measurePage,
  pauseBetweenRunsMs,
  presetDescriptions,
  retriesPerRun,
  type Measurement,
  type Versions,
} from './lighthouse-run.ts';
import {
  budgetsFor,
  compareWithBudgets,
  formatMiss,
  formatTable,
  formatValue,
  median,
  medianMetrics,
  representativeRun,
  unknownBudgetRoutes,
  type BudgetMiss,
  type Preset,
  type RunMetrics,
} from './lighthouse-summary.ts';
import {
  parseSiteBenchOptions,
  siteBenchUsage,
  SiteBenchOptionsError,
  type SiteBenchOptions,
} from './site-options.ts';

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));

interface RunRecord extends Measurement {
  /** Why earlier attempts at this run failed before the one recorded. */
  readonly failedAttempts: readonly string[];
  readonly seconds: number;
  /** The machine's one-minute load average as the run started: what else was competing. */
  readonly loadAverage: number;
}

interface RouteResult {
  readonly route: string;
  readonly preset: Preset;
  readonly medians: RunMetrics;
  readonly misses: readonly BudgetMiss[];
  /** The run closest to the medians, whose findings are printed for a miss. */
  readonly representativeRun: number;
  readonly runs: readonly RunRecord[];
}

function assertBuiltSite(siteDir: string): void {
  const meta = join(dirname(siteDir), 'site-meta.json');
  for (const required of [join(siteDir, 'index.html'), meta]) {
    if (!existsSync(required)) {
      throw new SiteBenchOptionsError(
        `${required} is missing: build the site first (npm run build) or pass --site-dir.`,
      );
    }
  }
}

function machineLine(versions: Versions, startedAt: Date): string {
  const processors = cpus();
  const model = processors[0]?.model.trim() ?? 'unknown CPU';
  const memory = `${(totalmem() / 1024 ** 3).toFixed(1)} GB RAM`;
  return [
    `Machine: ${model} × ${processors.length} cores, ${memory}, Linux ${release()}`,
    `Node ${process.version}`,
    versions.chromium ?? 'Chromium version unknown',
    `Lighthouse ${versions.lighthouse ?? 'unknown'}`,
    `started ${startedAt.toISOString()}`,
  ].join('; ');
}

/** How busy the machine was: on a shared 2-core box this explains most run-to-run spread. */
function conditionsLine(results: readonly RouteResult[]): string {
  const runs = results.flatMap((result) => result.runs);
  const spread = (values: readonly number[], digits: number) => {
    const middle = median(values);
    if (middle === null) return 'unknown';
    const low = Math.min(...values).toFixed(digits);
    const high = Math.max(...values).toFixed(digits);
    return `median ${middle.toFixed(digits)} (${low}–${high})`;
  };
  const load = spread(
    runs.map((run) => run.loadAverage),
    1,
  );
  const benchmarkIndex = spread(
    runs.flatMap((run) => run.benchmarkIndex ?? []),
    0,
  );
  return `Conditions: one-minute load average ${load} as runs started; Lighthouse CPU benchmark index ${benchmarkIndex}`;
}

function count(amount: number, noun: string): string {
  return `${amount} ${noun}${amount === 1 ? '' : 's'}`;
}

function formatDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return minutes > 0 ? `${minutes} min ${Math.round(seconds % 60)} s` : `${seconds.toFixed(1)} s`;
}

async function benchmark(
  options: SiteBenchOptions,
  onRouteDone: (results: readonly RouteResult[]) => Promise<void>,
  versions: Versions,
): Promise<RouteResult[]> {
  const dataDir = await mkdtemp(join(tmpdir(), 'fernly-bench-site-'));
  const stack = await startLocalStack({
    port: 0,
    dataDir,
    siteDir: options.siteDir,
    build: false,
    logLevel: 'SILENT',
  });
  const total = options.presets.length * options.routes.length * options.runs;
  console.log(
    `Lighthouse on ${count(options.routes.length, 'route')} × ${options.presets.join(' and ')} × ` +
      `${count(options.runs, 'run')} (${count(total, 'run')}) against ${stack.url}, serving ${options.siteDir}\n`,
  );
  const results: RouteResult[] = [];
  let done = 0;
  try {
    for (const preset of options.presets) {
      const budgets = siteBudgets[preset];
      for (const route of options.routes) {
        const runs: RunRecord[] = [];
        for (let run = 1; run <= options.runs; run += 1) {
          if (done > 0) await sleep(pauseBetweenRunsMs);
          const started = performance.now();
          const [loadAverage = 0] = loadavg();
          const { outcome, failedAttempts } = await measurePage(
            `${stack.url}${route}`,
            preset,
            versions,
            (error) => {
              console.log(`  retrying ${preset} ${route} run ${run}: ${error}`);
            },
          );
          const seconds = (performance.now() - started) / 1000;
          runs.push({ ...outcome, failedAttempts, seconds, loadAverage });
          done += 1;
          const figures = outcome.runtimeError
            ? `failed: ${outcome.runtimeError}`
            : `performance ${formatValue('performance', outcome.metrics.performance)}, ` +
              `LCP ${formatValue('lcp', outcome.metrics.lcp)}, TBT ${formatValue('tbt', outcome.metrics.tbt)}`;
          console.log(
            `[${done}/${total}] ${preset} ${route} run ${run}: ${figures} (${seconds.toFixed(1)} s)`,
          );
        }
        const measured = runs.filter((run) => run.runtimeError === null).map((run) => run.metrics);
        const medians = medianMetrics(measured);
        results.push({
          route,
          preset,
          medians,
          misses: compareWithBudgets(route, preset, medians, budgetsFor(budgets, route)),
          representativeRun: representativeRun(
            runs.map((run) => run.metrics),
            medians,
          ),
          runs,
        });
        await onRouteDone(results);
      }
    }
  } finally {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  return results;
}

function report(results: readonly RouteResult[], options: SiteBenchOptions): void {
  for (const preset of options.presets) {
    const rows = results.filter((result) => result.preset === preset);
    console.log(`\n${presetDescriptions[preset]}, median of ${count(options.runs, 'run')}:\n`);
    console.log(formatTable(rows));
  }
  console.log(
    '\nPerf, A11y, BP, SEO: Lighthouse category scores. SI: Speed Index. Transfer: every byte ' +
      'over the network; JS: script transfer size; Reqs: requests. ✗: over budget ' +
      '(tools/bench/budgets.ts).',
  );

  const failedRuns = results.flatMap((result) =>
    result.runs.flatMap((run, index) =>
      run.runtimeError ? [`${result.route} (${result.preset}) run ${index + 1}: ${run.runtimeError}`] : [],
    ),
  );
  if (failedRuns.length > 0) console.log(`\nRuns Lighthouse could not finish:\n  ${failedRuns.join('\n  ')}`);
  const warnings = new Set(results.flatMap((result) => result.runs.flatMap((run) => run.warnings)));
  if (warnings.size > 0) console.log(`\nLighthouse warnings:\n  ${[...warnings].join('\n  ')}`);

  const missed = results.filter((result) => result.misses.length > 0);
  if (missed.length === 0) {
    console.log('\nEvery median is within its budget.');
    return;
  }
  console.log(`\nOver budget (${missed.reduce((sum, result) => sum + result.misses.length, 0)}):`);
  for (const result of missed) for (const miss of result.misses) console.log(`  ✗ ${formatMiss(miss)}`);
  console.log('\nWhat Lighthouse says about each miss (from the run closest to the medians):');
  for (const result of missed) {
    const run = result.runs[result.representativeRun];
    console.log(
      `\n${result.route} (${result.preset}), run ${result.representativeRun + 1}: ` +
        result.misses.map((miss) => `${miss.metric} ${formatValue(miss.metric, miss.value)}`).join(', '),
    );
    if (!run) continue;
    const lines = formatDiagnostics(run.diagnostics, new Set(result.misses.map((miss) => miss.metric)));
    console.log(lines.length > 0 ? lines.join('\n') : '  Lighthouse names no finding for it.');
  }
}

/** Written after every route too, so a run cut short still leaves what it measured. */
async function saveResults(
  options: SiteBenchOptions,
  progress: {
    readonly startedAt: Date;
    readonly seconds: number;
    readonly complete: boolean;
    readonly versions: Versions;
  },
  results: readonly RouteResult[],
): Promise<void> {
  const { startedAt, seconds, complete, versions } = progress;
  await mkdir(dirname(options.out), { recursive: true });
  const json = {
    startedAt: startedAt.toISOString(),
    seconds,
    complete,
    machine: {
      summary: machineLine(versions, startedAt),
      cpu: cpus()[0]?.model.trim() ?? null,
      cores: cpus().length,
      memoryBytes: totalmem(),
      kernel: release(),
      node: process.version,
      chromium: versions.chromium,
      lighthouse: versions.lighthouse,
    },
    options: {
      runs: options.runs,
      routes: options.routes,
      presets: options.presets,
      siteDir: options.siteDir,
      pauseBetweenRunsMs,
      retriesPerRun,
    },
    budgets: siteBudgets,
    results,
  };
  await writeFile(options.out, `${JSON.stringify(json, null, 2)}\n`);
}

async function main(): Promise<void> {
  const startedAt = new Date();
  const knownRoutes = siteRoutes().map((route) => route.path);
  const options = parseSiteBenchOptions(process.argv.slice(2), {
    knownRoutes,
    cwd: process.cwd(),
    projectRoot,
    now: startedAt,
  });
  const strayOverrides = unknownBudgetRoutes(siteBudgets, knownRoutes);
  if (strayOverrides.length > 0) {
    throw new SiteBenchOptionsError(
      `tools/bench/budgets.ts budgets routes the site does not have: ${strayOverrides.join(', ')}.`,
    );
  }
  assertBuiltSite(options.siteDir);
  assertChromiumInstalled();

  const versions: Versions = { chromium: null, lighthouse: null };
  const results = await benchmark(
    options,
    (partial) =>
      saveResults(
        options,
        {
          startedAt,
          seconds: (Date.now() - startedAt.getTime()) / 1000,
          complete: false,
          versions,
        },
        partial,
      ),
    versions,
  );
  const seconds = (Date.now() - startedAt.getTime()) / 1000;
  report(results, options);
  const machine = machineLine(versions, startedAt);
  console.log(`\n${machine}\n${conditionsLine(results)}\nFinished in ${formatDuration(seconds)}.`);

  await saveResults(options, { startedAt, seconds, complete: true, versions }, results);
  console.log(`Every run and the medians: ${relative(process.cwd(), options.out)}`);
  if (results.some((result) => result.misses.length > 0 || result.runs.some((run) => run.runtimeError))) {
    process.exitCode = 1;
  }
}

try {
  await main();
} catch (error) {
  if (!(error instanceof SiteBenchOptionsError)) throw error;
  console.error(`${error.message}\n\n${siteBenchUsage}`);
  process.exitCode = 2;
}

// `npm run bench:stats`: how long a report takes over a million records, and its peak memory.
// Writes 1,000,000 records in the export format (28 days, 4 files a day, as a month at a million
// visits; page views and taps with visitor codes, sign-ups and field speed, from stats-records.ts)
// to a temporary folder, then runs the report over them in a fresh process each time, as `npm run
// stats -- --export-dir` does: first with no day rolled up yet (every record is read and each
// day's rollups are kept, docs/decisions/0056), then for the table and the HTML report over the
// kept days, as every later report runs. Budget (issues 21 and 32: visitors, visits, the funnel
// and field speed): a report under 10 s, and every run under 1 GiB, on the project's 2-core
// machine. Results also go to bench/results/.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { dayRollupCacheDir } from '../stats/stats.ts';
import { writeGeneratedExport } from './stats-records.ts';

export const statsBudget = { records: 1_000_000, seconds: 10, bytes: 1024 ** 3 } as const;

const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));
const lastDay = '2026-11-28';
const firstDay = '2026-11-01';
const childResult = z.object({ reportMs: z.number(), maxRssBytes: z.number(), outputBytes: z.number() });

function runReport(exportDir: string, format: string, run: 'first' | 'kept') {
  const started = performance.now();
  const stdout = execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'tools/bench/stats-report.ts',
      '--export-dir',
      exportDir,
      '--from',
      firstDay,
      '--to',
      lastDay,
      '--format',
      format,
    ],
    { cwd: repositoryRoot, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  const wallMs = performance.now() - started;
  const result = childResult.parse(JSON.parse(stdout.trim().split('\n').at(-1) ?? ''));
  return {
    format,
    run,
    wallSeconds: wallMs / 1000,
    reportSeconds: result.reportMs / 1000,
    peakMiB: result.maxRssBytes / 1024 ** 2,
  };
}

async function main() {
  const exportDir = mkdtempSync(join(tmpdir(), 'fernly-bench-stats-'));
  const rollupCache = dayRollupCacheDir(exportDir);
  try {
    const generationStarted = performance.now();
    const generated = await writeGeneratedExport(exportDir, {
      records: statsBudget.records,
      days: 28,
      lastDay,
      filesPerDay: 4,
    });
    const generationSeconds = (performance.now() - generationStarted) / 1000;
    console.log(
      `Wrote ${generated.records.toLocaleString('en-GB')} records in ${generated.files} gzip files, ` +
        `${(generated.bytes / 1024 ** 2).toFixed(1)} MiB, in ${generationSeconds.toFixed(1)} s`,
    );
    const loadBefore = loadavg()[0] ?? 0;
    rmSync(rollupCache, { recursive: true, force: true });
    const runs = [
      runReport(exportDir, 'table', 'first'),
      runReport(exportDir, 'table', 'kept'),
      runReport(exportDir, 'html', 'kept'),
    ];
    const loadAfter = loadavg()[0] ?? 0;
    for (const run of runs) {
      const label =
        run.run === 'first' ? `${run.format}, first report (rolls up every day)` : `${run.format}, days kept`;
      console.log(
        `${label.padEnd(40)}  ${run.wallSeconds.toFixed(2)} s wall (${run.reportSeconds.toFixed(2)} s in the report), peak ${run.peakMiB.toFixed(0)} MiB`,
      );
    }
    console.log(
      `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, load average ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)}, Node ${process.version}`,
    );
    mkdirSync(join(repositoryRoot, 'bench/results'), { recursive: true });
    writeFileSync(
      join(repositoryRoot, `bench/results/stats-${new Date().toISOString().replaceAll(':', '-')}.json`),
      `${JSON.stringify({ generated, runs, loadBefore, loadAfter, budget: statsBudget }, null, 2)}\n`,
    );
    // The first report pays once for each day's rollups (about 0.6 s a day of 36,000 records):
    // it is held to the memory budget, and its time is reported.
    const over = runs.filter(
      (run) =>
        (run.run === 'kept' && run.wallSeconds >= statsBudget.seconds) ||
        run.peakMiB * 1024 ** 2 >= statsBudget.bytes,
    );
    if (over.length > 0) {
      console.error(
        `Over budget (${statsBudget.seconds} s, ${statsBudget.bytes / 1024 ** 3} GiB): ${over.map((run) => `${run.format} (${run.run})`).join(', ')}`,
      );
      process.exitCode = 1;
    }
  } finally {
    rmSync(exportDir, { recursive: true, force: true });
    rmSync(rollupCache, { recursive: true, force: true });
  }
}

await main();

// The report process `npm run bench:stats` times: `npm run stats -- --export-dir <dir>` in all but
// name, reporting its own duration and peak memory (maxRSS covers DuckDB's native memory too).
import { performance } from 'node:perf_hooks';
import { parseStatsOptions } from '../stats/report-options.ts';
import { produceReport, renderReport } from '../stats/stats.ts';

const started = performance.now();
const options = parseStatsOptions(process.argv.slice(2), new Date().toISOString().slice(0, 10));
if (options === 'help') throw new Error('the bench passes its own options');
const output = renderReport(await produceReport(options), options.format);
const reportMs = performance.now() - started;
console.log(
  JSON.stringify({
    reportMs,
    maxRssBytes: process.resourceUsage().maxRSS * 1024,
    outputBytes: output.length,
  }),
);

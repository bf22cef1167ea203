// `npm run bench:floors`: the app's start-up beside two floors measured in the same run: the same
// pages with every script removed, the floor no JavaScript can beat, and those pages with React
// alone rendering one tiny island, the floor of any page that starts React at all. The budget
// (issue 20, tools/bench/floor-verdict.ts) is set against React alone: JavaScript boot-up at most
// 2.5×, main-thread work at most 1.5×, total blocking time at most 30 ms above.
// Lighthouse mobile preset (4× CPU slowdown), the three variants interleaved run by run so they
// see the same machine; every run's CPU benchmark index and load average are printed with it.
// Needs `npm run build` first. Options: --runs N (default 5), --routes /,/contact-us (default: /,
// /HomePage1, /contact-us and the first blog post).
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'vite';
import { startLocalStack } from '../../local/start.ts';
import { assertChromiumInstalled } from '../../tests/chromium.ts';
import { siteRoutes } from '../../tests/e2e/site-routes.ts';
import { withoutScripts, withReactAlone } from './floor-pages.ts';
import { measurePage, pauseBetweenRunsMs, presetDescriptions, type Versions } from './lighthouse-run.ts';
import { compareWithFloor } from './floor-verdict.ts';
import { formatValue, median, medianMetrics, type RunMetrics } from './lighthouse-summary.ts';
import { textTable } from './text-table.ts';

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
const builtSite = join(projectRoot, 'dist', 'site');
const reactAloneBundle = '/assets/bench-react-alone.js';

const variants = ['the app', 'scripts removed', 'React alone'] as const;
type Variant = (typeof variants)[number];

interface Sample {
  readonly route: string;
  readonly variant: Variant;
  readonly metrics: RunMetrics;
  readonly benchmarkIndex: number | null;
  readonly loadAverage: number;
  readonly error: string | null;
}

/** The pages issue 20 budgets: both home variants, the contact form, and a blog post. */
function defaultRoutes(): string[] {
  const post = siteRoutes().find((route) => /^\/blog-page\/(?!page\/)[^/]+$/.test(route.path));
  return ['/', '/HomePage1', '/contact-us', ...(post === undefined ? [] : [post.path])];
}

function parseOptions(argv: readonly string[]): { runs: number; routes: string[] } {
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    options: { runs: { type: 'string' }, routes: { type: 'string' } },
  });
  const runs = Number(values.runs ?? '5');
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs must be a whole number ≥ 1, got ${values.runs}`);
  const known = siteRoutes().map((route) => route.path);
  const routes = values.routes?.split(',').filter((route) => route !== '') ?? defaultRoutes();
  const unknown = routes.filter((route) => !known.includes(route));
  if (unknown.length > 0)
    throw new Error(`unknown route(s) ${unknown.join(', ')}; the site's: ${known.join(', ')}`);
  return { runs, routes };
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** A copy of the built site (and the metadata beside it) with every page rewritten. */
async function floorSite(root: string, name: string, rewrite: (html: string) => string): Promise<string> {
  const siteDir = join(root, name, 'site');
  await cp(builtSite, siteDir, { recursive: true });
  await cp(join(dirname(builtSite), 'site-meta.json'), join(root, name, 'site-meta.json'));
  for (const file of await htmlFiles(siteDir)) await writeFile(file, rewrite(await readFile(file, 'utf8')));
  return siteDir;
}

async function buildReactAlone(outDir: string): Promise<void> {
  await build({
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'es2022',
      rolldownOptions: {
        input: fileURLToPath(new URL('react-alone/start-react.ts', import.meta.url)),
        output: {
          entryFileNames: reactAloneBundle.replace(/^\/assets\//, ''),
          chunkFileNames: 'bench-[name]-[hash].js',
        },
      },
    },
  });
}

const range = (values: readonly number[], format: (value: number) => string) =>
  values.length === 0 ? '–' : `${format(Math.min(...values))}–${format(Math.max(...values))}`;

function summarize(samples: readonly Sample[], route: string, variant: Variant) {
  const own = samples.filter((sample) => sample.route === route && sample.variant === variant);
  const measured = own.filter((sample) => sample.error === null).map((sample) => sample.metrics);
  const tbts = measured.flatMap((metrics) => (metrics.tbt === null ? [] : [metrics.tbt]));
  return {
    medians: medianMetrics(measured),
    tbtRange: range(tbts, (value) => String(Math.round(value))),
    failed: own.length - measured.length,
  };
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  assertChromiumInstalled();
  const workDir = await mkdtemp(join(tmpdir(), 'fernly-bench-floors-'));
  const stacks: { variant: Variant; url: string; stop: () => Promise<void> }[] = [];
  const samples: Sample[] = [];
  const versions: Versions = { chromium: null, lighthouse: null };
  const [loadAtStart = 0] = loadavg();
  try {
    const scriptless = await floorSite(workDir, 'scripts-removed', withoutScripts);
    const reactAlone = await floorSite(workDir, 'react-alone', (html) =>
      withReactAlone(html, reactAloneBundle),
    );
    await buildReactAlone(join(reactAlone, 'assets'));
    const siteDirs: Record<Variant, string> = {
      'the app': builtSite,
      'scripts removed': scriptless,
      'React alone': reactAlone,
    };
    for (const variant of variants) {
      const dataDir = join(workDir, `data-${stacks.length}`);
      const stack = await startLocalStack({
        port: 0,
        dataDir,
        siteDir: siteDirs[variant],
        build: false,
        logLevel: 'SILENT',
      });
      stacks.push({ variant, url: stack.url, stop: () => stack.stop() });
    }
    console.log(
      `The app's start-up and its floors: ${presetDescriptions.mobile}; ${options.runs} runs of ` +
        `${options.routes.join(', ')} × ${variants.join(', ')}, interleaved\n`,
    );
    for (let run = 1; run <= options.runs; run += 1) {
      for (const route of options.routes) {
        for (const { variant, url } of stacks) {
          if (samples.length > 0) await sleep(pauseBetweenRunsMs);
          const { outcome } = await measurePage(`${url}${route}`, 'mobile', versions, (error) => {
            console.log(`  retrying ${variant} ${route}: ${error}`);
          });
          const [loadAverage = 0] = loadavg();
          samples.push({
            route,
            variant,
            metrics: outcome.metrics,
            benchmarkIndex: outcome.benchmarkIndex,
            loadAverage,
            error: outcome.runtimeError,
          });
          const { bootup, mainThread, tbt, fcp, lcp } = outcome.metrics;
          console.log(
            `[run ${run}] ${route} ${variant}: ` +
              (outcome.runtimeError ??
                `boot-up ${formatValue('bootup', bootup)}, main thread ${formatValue('mainThread', mainThread)}, ` +
                  `TBT ${formatValue('tbt', tbt)}, FCP ${formatValue('fcp', fcp)}, LCP ${formatValue('lcp', lcp)}`) +
              `, benchmark index ${outcome.benchmarkIndex ?? 'unknown'}, load average ${loadAverage.toFixed(2)}`,
          );
        }
      }
    }
  } finally {
    for (const stack of stacks) await stack.stop();
    await rm(workDir, { recursive: true, force: true });
  }

  const rows: string[][] = [];
  const verdicts: string[] = [];
  const misses: string[] = [];
  for (const route of options.routes) {
    for (const variant of variants) {
      const { medians, tbtRange, failed } = summarize(samples, route, variant);
      rows.push([
        `${route} ${variant}`,
        formatValue('bootup', medians.bootup),
        formatValue('mainThread', medians.mainThread),
        formatValue('tbt', medians.tbt),
        tbtRange,
        formatValue('fcp', medians.fcp),
        formatValue('lcp', medians.lcp),
        formatValue('scriptBytes', medians.scriptBytes),
        String(failed),
      ]);
      if (failed > 0) misses.push(`${route} ${variant}: ${failed} runs Lighthouse could not finish`);
    }
    const app = summarize(samples, route, 'the app').medians;
    const floor = summarize(samples, route, 'React alone').medians;
    for (const verdict of compareWithFloor(route, app, floor)) {
      verdicts.push(verdict.line);
      if (!verdict.within) misses.push(verdict.line);
    }
  }
  const indexes = samples.flatMap((sample) =>
    sample.benchmarkIndex === null ? [] : [sample.benchmarkIndex],
  );
  const loads = samples.map((sample) => sample.loadAverage);
  const header = ['Page', 'Boot-up', 'Main thread', 'TBT', 'TBT range', 'FCP', 'LCP', 'JS', 'Failed'];
  console.log(`\nMedians of ${options.runs} runs each:\n\n${textTable(header, rows)}\n`);
  console.log(`Against React alone:\n  ${verdicts.join('\n  ')}\n`);
  console.log(
    `Lighthouse CPU benchmark index median ${median(indexes)?.toFixed(0) ?? 'unknown'} ` +
      `(${range(indexes, (value) => value.toFixed(0))}); one-minute load average ${loadAtStart.toFixed(2)} at start, ` +
      `${range(loads, (value) => value.toFixed(2))} over the runs; ` +
      `${versions.chromium ?? 'Chromium'}, Lighthouse ${versions.lighthouse ?? 'unknown'}.`,
  );
  if (misses.length > 0) {
    console.log(`\nFailed:\n  ${misses.join('\n  ')}`);
    process.exitCode = 1;
  } else console.log('\nThe app is within its floor on every route.');
}

await main();

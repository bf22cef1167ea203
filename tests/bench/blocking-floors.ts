// `npm run bench:floors`: the app's Total Blocking Time beside two floors measured in the same
// run (issue 10): the same pages with every script removed, and those pages with React alone
// rendering one tiny island. The budget is "no worse than React alone": React's own start-up is
// the part of the blocking time the page cannot remove without dropping React (decision 0009).
// Lighthouse mobile preset (4× CPU slowdown), the three variants interleaved run by run so they
// see the same machine; the CPU benchmark index of every run is printed with the figures.
// Needs `npm run build` first. Options: --runs N (default 5), --routes /,/contact (default /).
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'vite';
import { startLocalStack } from '../../lambdas/local/start.ts';
import { assertChromiumInstalled } from '../chromium.ts';
import { siteRoutes } from '../e2e/site-routes.ts';
import { withoutScripts, withReactAlone } from './floor-pages.ts';
import { measurePage, pauseBetweenRunsMs, presetDescriptions, type Versions } from './lighthouse-run.ts';
import { median } from './lighthouse-summary.ts';
import { textTable } from './text-table.ts';

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
const builtSite = join(projectRoot, 'dist', 'site');
const reactAloneBundle = '/assets/bench-react-alone.js';

const variants = ['the app', 'scripts removed', 'React alone'] as const;
type Variant = (typeof variants)[number];

interface Sample {
  readonly route: string;
  readonly variant: Variant;
  readonly tbt: number | null;
  readonly lcp: number | null;
  readonly benchmarkIndex: number | null;
  readonly error: string | null;
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
  const known = siteRoutes.map((route) => route.path);
  const routes = (values.routes ?? '/').split(',').filter((route) => route !== '');
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

const milliseconds = (value: number | null) => (value === null ? '–' : `${Math.round(value)} ms`);

function summarize(samples: readonly Sample[], route: string, variant: Variant) {
  const own = samples.filter((sample) => sample.route === route && sample.variant === variant);
  const tbts = own.flatMap((sample) => (sample.tbt === null ? [] : [sample.tbt]));
  return {
    tbt: median(tbts),
    range: tbts.length > 0 ? `${Math.round(Math.min(...tbts))}–${Math.round(Math.max(...tbts))}` : '–',
    lcp: median(own.flatMap((sample) => (sample.lcp === null ? [] : [sample.lcp]))),
    failed: own.filter((sample) => sample.error !== null).length,
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
      `Total Blocking Time and its floors: ${presetDescriptions.mobile}; ${options.runs} runs of ` +
        `${options.routes.join(', ')} × ${variants.join(', ')}, interleaved\n`,
    );
    for (let run = 1; run <= options.runs; run += 1) {
      for (const route of options.routes) {
        for (const { variant, url } of stacks) {
          if (samples.length > 0) await sleep(pauseBetweenRunsMs);
          const { outcome } = await measurePage(`${url}${route}`, 'mobile', versions, (error) => {
            console.log(`  retrying ${variant} ${route}: ${error}`);
          });
          samples.push({
            route,
            variant,
            tbt: outcome.metrics.tbt,
            lcp: outcome.metrics.lcp,
            benchmarkIndex: outcome.benchmarkIndex,
            error: outcome.runtimeError,
          });
          console.log(
            `[run ${run}] ${route} ${variant}: ` +
              (outcome.runtimeError ??
                `TBT ${milliseconds(outcome.metrics.tbt)}, LCP ${milliseconds(outcome.metrics.lcp)}`) +
              `, benchmark index ${outcome.benchmarkIndex ?? 'unknown'}`,
          );
        }
      }
    }
  } finally {
    for (const stack of stacks) await stack.stop();
    await rm(workDir, { recursive: true, force: true });
  }

  const rows: string[][] = [];
  const misses: string[] = [];
  for (const route of options.routes) {
    for (const variant of variants) {
      const summary = summarize(samples, route, variant);
      rows.push([
        `${route} ${variant}`,
        milliseconds(summary.tbt),
        summary.range,
        milliseconds(summary.lcp),
        String(summary.failed),
      ]);
      if (summary.failed > 0)
        misses.push(`${route} ${variant}: ${summary.failed} runs Lighthouse could not finish`);
    }
    const app = summarize(samples, route, 'the app').tbt;
    const floor = summarize(samples, route, 'React alone').tbt;
    if (app === null || floor === null) misses.push(`${route}: no TBT to compare`);
    else if (app > floor)
      misses.push(`${route}: the app's TBT ${milliseconds(app)} > React alone ${milliseconds(floor)}`);
  }
  const indexes = samples.flatMap((sample) =>
    sample.benchmarkIndex === null ? [] : [sample.benchmarkIndex],
  );
  const [loadAtEnd = 0] = loadavg();
  console.log(`\n${textTable(['Page', 'TBT median', 'TBT range', 'LCP median', 'Failed'], rows)}\n`);
  console.log(
    `Budget: the app's median TBT no worse than React alone's. Lighthouse CPU benchmark index ` +
      `median ${median(indexes)?.toFixed(0) ?? 'unknown'} (${indexes.length > 0 ? `${Math.min(...indexes)}–${Math.max(...indexes)}` : '–'}); ` +
      `one-minute load average ${loadAtStart.toFixed(2)} at start, ${loadAtEnd.toFixed(2)} at end; ` +
      `${versions.chromium ?? 'Chromium'}, Lighthouse ${versions.lighthouse ?? 'unknown'}.`,
  );
  if (misses.length > 0) {
    console.log(`\nFailed:\n  ✗ ${misses.join('\n  ✗ ')}`);
    process.exitCode = 1;
  } else console.log('\nThe app is within its floor.');
}

await main();

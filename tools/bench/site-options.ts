// Command-line options of `npm run bench:site`, checked up front so a typo fails in a second
// rather than after a forty-minute run.
import { isAbsolute, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { presets, type Preset } from './lighthouse-summary.ts';

export interface SiteBenchOptions {
  readonly runs: number;
  readonly routes: readonly string[];
  readonly presets: readonly Preset[];
  readonly siteDir: string;
  readonly out: string;
}

export const siteBenchUsage = `Usage: npm run bench:site -- [options]
  --runs N                     Lighthouse runs per route and preset; the median is judged (default 5)
  --routes /,/faqs             comma-separated routes (default: every route of the site)
  --preset mobile|desktop|both (default both)
  --site-dir DIR               the built site (default dist/site; its site-meta.json sits beside it)
  --out FILE                   JSON of every run and the medians (default bench/results/site-<time>.json)`;

export class SiteBenchOptionsError extends Error {}

/**
 * @param knownRoutes every route of the site, in the order the bench measures them
 * @param cwd where relative --site-dir and --out paths start
 * @param projectRoot where the defaults live
 */
export function parseSiteBenchOptions(
  argv: readonly string[],
  context: {
    readonly knownRoutes: readonly string[];
    readonly cwd: string;
    readonly projectRoot: string;
    readonly now: Date;
  },
): SiteBenchOptions {
  const values = readArgs(argv);
  const fromCwd = (path: string) => (isAbsolute(path) ? path : resolve(context.cwd, path));
  const stamp = context.now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');
  return {
    runs: parseRuns(values.runs ?? '5'),
    routes: parseRoutes(values.routes, context.knownRoutes),
    presets: parsePreset(values.preset ?? 'both'),
    siteDir: values['site-dir'] ? fromCwd(values['site-dir']) : join(context.projectRoot, 'dist', 'site'),
    out: values.out
      ? fromCwd(values.out)
      : join(context.projectRoot, 'bench', 'results', `site-${stamp}.json`),
  };
}

function readArgs(argv: readonly string[]) {
  try {
    return parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        runs: { type: 'string' },
        routes: { type: 'string' },
        preset: { type: 'string' },
        'site-dir': { type: 'string' },
        out: { type: 'string' },
      },
    }).values;
  } catch (error) {
    throw new SiteBenchOptionsError(error instanceof Error ? error.message : String(error));
  }
}

function parseRuns(text: string): number {
  const runs = Number(text);
  if (!/^\d+$/.test(text) || runs < 1) {
    throw new SiteBenchOptionsError(`--runs must be a whole number of at least 1, got "${text}".`);
  }
  return runs;
}

/** Routes match case-insensitively, as the site serves them, and keep the site's own spelling. */
function parseRoutes(text: string | undefined, knownRoutes: readonly string[]): string[] {
  if (text === undefined) return [...knownRoutes];
  const asked = text
    .split(',')
    .map((route) => route.trim())
    .filter((route) => route !== '');
  if (asked.length === 0) throw new SiteBenchOptionsError('--routes names no route.');
  const unknown: string[] = [];
  const routes = asked.flatMap((route) => {
    const known = knownRoutes.find((candidate) => candidate.toLowerCase() === route.toLowerCase());
    if (known === undefined) unknown.push(route);
    return known === undefined ? [] : [known];
  });
  if (unknown.length > 0) {
    throw new SiteBenchOptionsError(
      `Unknown route ${unknown.join(', ')}. The site's routes: ${knownRoutes.join(', ')}.`,
    );
  }
  return [...new Set(routes)];
}

function parsePreset(text: string): Preset[] {
  if (text === 'both') return [...presets];
  const preset = presets.find((candidate) => candidate === text);
  if (preset === undefined) {
    throw new SiteBenchOptionsError(`--preset must be mobile, desktop or both, got "${text}".`);
  }
  return [preset];
}

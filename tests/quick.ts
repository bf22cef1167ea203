// `npm run test:quick [-- --base <ref>]`: what a change touches, for the inner loop (decision 0068).
// The change is every file that differs from `--base` (by default where HEAD left main), committed
// or not, and every new file. It runs the type check (incremental) and ESLint and Prettier on the
// changed files, two at a time; then the Vitest tests whose imports reach a changed file (`vitest
// related`), the CDK tests that read the synthesized stages when a changed file is one the stages
// are synthesized from, the site project on a fresh build when the change is in what the built site
// or the local stack serving it is made of, and the end-to-end specs that changed or import a
// changed file (Playwright's --only-changed). It says what it leaves to `npm test`, which runs
// everything.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { type Command, runCommand, runInParallel } from './run-in-parallel.ts';

const { values } = parseArgs({ options: { base: { type: 'string' } } });

function git(...args: string[]): string {
  const result = spawnSync('git', args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout.trim();
}

const lines = (text: string) => text.split('\n').filter((line) => line !== '');
const base = values.base ?? git('merge-base', 'HEAD', 'main');
const changed = [
  ...new Set([
    ...lines(git('diff', '--name-only', base)),
    ...lines(git('ls-files', '--others', '--exclude-standard')),
  ]),
].filter((file) => existsSync(file));
console.log(`${changed.length} files changed since ${base.slice(0, 12)}:\n  ${changed.join('\n  ')}\n`);

/**
 * What the stages the CDK tests read are synthesized from (cdk/test/synthesize-stages.ts): what
 * that process imports, the handlers and edge code it bundles or reads by path and what they
 * import, and the files it reads. A change to any of them changes the stages.
 */
async function stageSources(): Promise<Set<string>> {
  const { passed, output } = await runCommand(
    {
      title: 'What the stages are synthesized from',
      command: 'npx',
      args: [
        'depcruise',
        '--config',
        '.dependency-cruiser.cjs',
        '--output-type',
        'json',
        'cdk/test/synthesize-stages.ts',
        'lambdas',
        'edge',
      ],
    },
    false,
  );
  if (!passed) throw new Error(`dependency-cruiser failed: ${output}`);
  const graph = z.object({ modules: z.array(z.object({ source: z.string() })) }).parse(JSON.parse(output));
  return new Set([
    ...graph.modules.map((module) => module.source),
    ...lines(
      git(
        'ls-files',
        'cdk/test/fixtures',
        'cdk/cdk.json',
        'package-lock.json',
        'openapi.yaml',
        '.github/workflows/deploy-stage.yml',
      ),
    ),
  ]);
}

const lintable = changed.filter((file) => /\.(ts|tsx|js|cjs|mjs)$/.test(file));
const checks: Command[] = [
  { title: 'Types (incremental)', command: 'npm', args: ['run', '--silent', 'typecheck'] },
  ...(lintable.length === 0
    ? []
    : [
        {
          title: 'ESLint, changed files',
          command: 'npx',
          args: [
            'eslint',
            ...['--max-warnings', '0', '--no-warn-ignored', '--cache', '--cache-strategy', 'content'],
            ...['--cache-location', 'node_modules/.cache/eslint/', ...lintable],
          ],
        },
      ]),
  ...(changed.length === 0
    ? []
    : [
        {
          title: 'Prettier, changed files',
          command: 'npx',
          args: [
            'prettier',
            ...['--check', '--ignore-unknown', '--cache'],
            ...['--cache-location', 'node_modules/.cache/prettier/.prettier-cache', ...changed],
          ],
        },
      ]),
];
const [outcomes, stages] = await Promise.all([runInParallel(checks, availableParallelism()), stageSources()]);
const failed = outcomes.filter((outcome) => !outcome.passed).map((outcome) => outcome.title);

/** Runs a command with the terminal's output, noting it when it fails. */
function step(title: string, command: string, args: readonly string[]): void {
  console.log(`\n▶ ${title}`);
  if (spawnSync(command, args, { stdio: 'inherit' }).status !== 0) failed.push(title);
}

/** Builds dist/ as npm test does, once, for whichever step reads it first. */
let built = false;
function buildSite(): void {
  if (built) return;
  built = true;
  step('Build, as npm test builds it', 'npm', ['run', '--silent', 'build:e2e']);
}

const touchesStages = changed.some((file) => stages.has(file));
const related = [...changed, ...(touchesStages ? ['cdk/test/synthesized-stages.ts'] : [])];
// The site project reads the built dist/, which no import graph ties to a change: it runs whole,
// below, when the change is in what the site is built from or served by.
const importingProjects = ['unit', 'contract', 'integration', 'cdk'].flatMap((name) => ['--project', name]);
if (related.length > 0)
  step(`Vitest, tests related to the change${touchesStages ? ', the stages’ tests included' : ''}`, 'npx', [
    'vitest',
    'related',
    '--run',
    '--passWithNoTests',
    ...importingProjects,
    ...related.map((file) => resolve(file)),
  ]);

const siteReaders = changed.some((file) => /^(web|content|edge|local|tests\/site)\//.test(file));
if (siteReaders) {
  buildSite();
  step('Vitest, the built site read over HTTP (site project)', 'npx', ['vitest', 'run', '--project', 'site']);
}

const e2eList = spawnSync('npx', ['playwright', 'test', '--list', `--only-changed=${base}`], {
  encoding: 'utf8',
});
if (/^Total: [1-9]/m.test(e2eList.stdout)) {
  buildSite();
  step('Playwright, specs that changed or import a change', 'npx', [
    'playwright',
    'test',
    `--only-changed=${base}`,
  ]);
} else console.log('\nNo end-to-end spec changed or imports a change.');

console.log(
  [
    '\nLeft to npm test:',
    '  - knip, dependency-cruiser, Redocly and the generated files’ checks (whole-repository checks);',
    ...(siteReaders
      ? [
          '  - the end-to-end suite and the CDK tests that read the built site, which such a change can change;',
        ]
      : []),
  ].join('\n'),
);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exitCode = 1;
}

// `npm run test:quick [-- --base <ref>]`: what a change touches, for the inner loop (decision 0068).
// The change is every file that differs from `--base` (by default where HEAD left main), committed
// or not, and every new file. It runs the type check (incremental), ESLint and Prettier on the
// changed files, the Vitest tests whose imports reach a changed file (`vitest related`), the CDK
// tests that read the synthesized stages when a changed file is one the stages are synthesized
// from, and the end-to-end specs that changed or import a changed file (Playwright's
// --only-changed). It says what it leaves to `npm test`, which runs everything before a push.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';

const { values } = parseArgs({ options: { base: { type: 'string' } } });

function git(...args: string[]): string {
  const result = spawnSync('git', args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout.trim();
}

/** Runs a command with the terminal's output; true when it passes. */
function step(title: string, command: string, args: readonly string[]): boolean {
  console.log(`\n▶ ${title}`);
  return spawnSync(command, args, { stdio: 'inherit' }).status === 0;
}

const base = values.base ?? git('merge-base', 'HEAD', 'main');
const lines = (text: string) => text.split('\n').filter((line) => line !== '');
const changed = [
  ...new Set([
    ...lines(git('diff', '--name-only', base)),
    ...lines(git('ls-files', '--others', '--exclude-standard')),
  ]),
].filter((file) => existsSync(file));
console.log(`${changed.length} files changed since ${base.slice(0, 12)}:\n  ${changed.join('\n  ')}`);

/**
 * What the stages the CDK tests read are synthesized from (cdk/test/synthesize-stages.ts): what
 * that process imports, the handlers and edge code it bundles or reads by path and what they
 * import, and the files it reads. A change to any of them changes the stages.
 */
function stageSources(): Set<string> {
  const result = spawnSync(
    'npx',
    [
      'depcruise',
      '--config',
      '.dependency-cruiser.cjs',
      '--output-type',
      'json',
      'cdk/test/synthesize-stages.ts',
      'lambdas',
      'edge',
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.status !== 0) throw new Error(`dependency-cruiser failed: ${result.stderr}`);
  const graph = z
    .object({ modules: z.array(z.object({ source: z.string() })) })
    .parse(JSON.parse(result.stdout));
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

const failed: string[] = [];
const check = (title: string, command: string, args: readonly string[]) => {
  if (!step(title, command, args)) failed.push(title);
};

check('Types (incremental)', 'npm', ['run', '--silent', 'typecheck']);
const lintable = changed.filter((file) => /\.(ts|tsx|js|cjs|mjs)$/.test(file));
if (lintable.length > 0)
  check('ESLint, changed files', 'npx', [
    'eslint',
    '--max-warnings',
    '0',
    '--no-warn-ignored',
    '--cache',
    '--cache-strategy',
    'content',
    '--cache-location',
    'node_modules/.cache/eslint/',
    ...lintable,
  ]);
if (changed.length > 0)
  check('Prettier, changed files', 'npx', [
    'prettier',
    '--check',
    '--ignore-unknown',
    '--cache',
    '--cache-location',
    'node_modules/.cache/prettier/.prettier-cache',
    ...changed,
  ]);

const stages = stageSources();
const touchesStages = changed.some((file) => stages.has(file));
const related = [...changed, ...(touchesStages ? ['cdk/test/synthesized-stages.ts'] : [])];
if (related.length > 0)
  check(`Vitest, tests related to the change${touchesStages ? ', the stages’ tests included' : ''}`, 'npx', [
    'vitest',
    'related',
    '--run',
    '--passWithNoTests',
    ...related.map((file) => resolve(file)),
  ]);

const e2eList = spawnSync('npx', ['playwright', 'test', '--list', `--only-changed=${base}`], {
  encoding: 'utf8',
});
if (/^Total: [1-9]/m.test(e2eList.stdout)) {
  check('Build for the end-to-end specs', 'npm', ['run', '--silent', 'build:e2e']);
  check('Playwright, specs that changed or import a change', 'npx', [
    'playwright',
    'test',
    `--only-changed=${base}`,
  ]);
} else console.log('\nNo end-to-end spec changed or imports a change.');

const siteReaders = changed.some((file) => /^(web|content)\//.test(file));
console.log(
  [
    '\nLeft to npm test:',
    '  - knip, dependency-cruiser, Redocly and the generated files’ checks (whole-repository checks);',
    ...(siteReaders
      ? [
          '  - the end-to-end suite and the CDK tests that read the built site, which web/ and content/ change;',
        ]
      : []),
  ].join('\n'),
);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exitCode = 1;
}

// `npm test`'s static checks (decision 0068): each an npm script, run as many at a time as the
// machine has cores, the slowest first. A check's output is printed whole when it ends, and the run
// fails if any check does. Each keeps its cache in node_modules/.cache, so a fresh clone checks
// every file.
import { availableParallelism } from 'node:os';
import { runInParallel } from './run-in-parallel.ts';

/** The npm scripts, slowest first (their cold times on two cores, in the decision record). */
const staticChecks = [
  'lint:eslint',
  'typecheck',
  'lint:cycles',
  'lint:format',
  'contract:check',
  'web:check',
  'lint:unused',
  'contract:lint',
];

const outcomes = await runInParallel(
  staticChecks.map((script) => ({ title: script, command: 'npm', args: ['run', '--silent', script] })),
  availableParallelism(),
);
const failed = outcomes.filter((outcome) => !outcome.passed).map((outcome) => outcome.title);
if (failed.length > 0) {
  console.error(`Static checks failed: ${failed.join(', ')}`);
  process.exitCode = 1;
}

// `npm test`'s static checks (decision 0068): each an npm script, run as many at a time as the
// machine has cores, the slowest first. A check's output is printed whole when it ends, and the run
// fails if any check does. Each keeps its cache in node_modules/.cache, so a fresh clone checks
// every file.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

/** The npm scripts, slowest first (their cold times on two cores, in the decision record). */
const staticChecks = [
  'lint:eslint',
  'typecheck',
  'lint:unused',
  'lint:format',
  'lint:cycles',
  'contract:lint',
  'contract:check',
  'web:check',
] as const;

interface Outcome {
  readonly script: string;
  readonly passed: boolean;
  readonly seconds: number;
}

function run(script: string): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      const passed = code === 0;
      const seconds = (performance.now() - started) / 1000;
      const text = Buffer.concat(output).toString().trimEnd();
      console.log(
        `${passed ? '✓' : '✗'} ${script} (${seconds.toFixed(1)} s)${text === '' ? '' : `\n${text}`}`,
      );
      resolve({ script, passed, seconds });
    });
  });
}

/** Runs `scripts`, `parallel` at a time, in order. */
async function runAll(scripts: readonly string[], parallel: number): Promise<Outcome[]> {
  const pending = [...scripts];
  const outcomes: Outcome[] = [];
  const worker = async () => {
    for (let script = pending.shift(); script !== undefined; script = pending.shift())
      outcomes.push(await run(script));
  };
  await Promise.all(Array.from({ length: Math.min(parallel, scripts.length) }, worker));
  return outcomes;
}

const outcomes = await runAll(staticChecks, availableParallelism());
const failed = outcomes.filter((outcome) => !outcome.passed).map((outcome) => outcome.script);
if (failed.length > 0) {
  console.error(`Static checks failed: ${failed.join(', ')}`);
  process.exitCode = 1;
}

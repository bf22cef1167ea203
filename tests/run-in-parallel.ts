// Runs commands as many at a time as asked, in order, each printing its output whole, with its
// time, when it ends: the static checks of `npm test` and `npm run test:quick` (decision 0068).
import { spawn } from 'node:child_process';

export interface Command {
  readonly title: string;
  readonly command: string;
  readonly args: readonly string[];
}

export interface Outcome {
  readonly title: string;
  readonly passed: boolean;
  readonly output: string;
}

/** Runs one command, its output kept; it passes when it exits 0. */
export function runCommand({ title, command, args }: Command, print = true): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('close', (code) => {
      const passed = code === 0;
      const output = Buffer.concat(chunks).toString().trimEnd();
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      if (print)
        console.log(`${passed ? '✓' : '✗'} ${title} (${seconds} s)${output === '' ? '' : `\n${output}`}`);
      resolve({ title, passed, output });
    });
  });
}

/** Runs `commands`, `parallel` at a time, in order; resolves with every outcome once all end. */
export async function runInParallel(commands: readonly Command[], parallel: number): Promise<Outcome[]> {
  const pending = [...commands];
  const outcomes: Outcome[] = [];
  const worker = async () => {
    for (let next = pending.shift(); next !== undefined; next = pending.shift())
      outcomes.push(await runCommand(next));
  };
  await Promise.all(Array.from({ length: Math.min(parallel, commands.length) }, worker));
  return outcomes;
}

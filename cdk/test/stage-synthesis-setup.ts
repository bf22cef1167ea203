// The cdk project's global setup: synthesizes each stage once per test run, in a process of its
// own (synthesize-stages.ts), so the tests that need no stage run meanwhile on the other core and
// those that do wait only for the stage they read (synthesized-stages.ts). Vitest runs it only when
// the run has a file of the cdk project.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { stageSynthesisFile, synthesisExitFile, synthesizedStageNames } from './stage-synthesis.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where synthesize-stages.ts writes each stage's outcome. */
    stageSynthesisDir: string;
  }
}

const script = fileURLToPath(new URL('synthesize-stages.ts', import.meta.url));
/** The end of the process's output, enough for the error that ended it. */
const keptOutput = 20_000;

export default function setup(project: TestProject): () => Promise<void> {
  const directory = mkdtempSync(join(tmpdir(), 'fernly-stages-'));
  // Its temporary directories (the site's build, each assembly) are made in `directory`, which
  // the teardown removes whole. A group of its own, so a run that ends before the last stage stops
  // the site's build too.
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', script, directory], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, TMPDIR: directory },
    detached: true,
  });
  const stop = () => {
    if (child.pid !== undefined && child.exitCode === null && child.signalCode === null)
      process.kill(-child.pid, 'SIGTERM');
  };
  process.once('exit', stop);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-keptOutput);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let tornDown = false;
  const exited = new Promise<void>((resolve) => {
    child.on('exit', (code, signal) => {
      const unwritten = synthesizedStageNames.filter(
        (stage) => !existsSync(stageSynthesisFile(directory, stage)),
      );
      if (!tornDown && unwritten.length > 0)
        writeFileSync(
          synthesisExitFile(directory),
          `synthesize-stages.ts ended (${signal ?? `exit code ${String(code)}`}) before ${unwritten.join(', ')}:\n${output}`,
        );
      resolve();
    });
  });
  project.provide('stageSynthesisDir', directory);

  return async () => {
    tornDown = true;
    stop();
    await exited;
    process.off('exit', stop);
    rmSync(directory, { recursive: true, force: true });
  };
}

// The site project's global setup: one local stack, `npm start` itself on free ports, serving the
// built dist/ to every test file as CloudFront would (decision 0065). With PW_BASE_URL the tests
// read that running site instead, as the end-to-end run does.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { readStateFile } from '../../local/state-file.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the site under test answers: the site, the API and the stand-in app. */
    siteUrl: string;
  }
}

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
const startTimeoutMs = 60_000;

export default async function startSiteStack(project: TestProject): Promise<() => Promise<void>> {
  const external = process.env.PW_BASE_URL;
  if (external !== undefined && external !== '') {
    project.provide('siteUrl', external);
    return () => Promise.resolve();
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'fernly-site-'));
  // A process of its own, as `npm start` runs: the stack's handlers run in workers that tsx loads.
  const stack = spawn(
    process.execPath,
    ['--import', 'tsx', 'local/start.ts', '--port', '0', '--data-dir', dataDir, '--no-build'],
    { cwd: projectRoot, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let errors = '';
  stack.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = once(stack, 'exit');
  const stop = async () => {
    if (stack.exitCode === null) {
      stack.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    const url = readStateFile(dataDir)?.url;
    if (url !== undefined) {
      project.provide('siteUrl', url);
      return stop;
    }
    if (stack.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`The local stack did not start (npm start -- --port 0 --no-build):\n${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

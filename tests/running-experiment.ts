// A local stack of its own (the one `npm start` runs) with the first experiment of
// edge/experiments/experiments.ts running at 50/50 on `/`, so switching it on in the stack's store
// changes no page other tests read. The store file is the KeyValueStore's stand-in, which the edge
// function reads on every request. Used over HTTP (tests/site/experiments.test.ts) and in a
// browser (tests/e2e/experiments.spec.ts).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ExperimentDefinition } from '../edge/experiments/definition-shape.ts';
import { experiments } from '../edge/experiments/experiments.ts';
import { localStorePath } from '../edge/experiments/local-store.ts';
import { filledStore, importDocument } from '../edge/experiments/store.ts';
import { startLocalStack, type LocalStack } from '../local/start.ts';

const day = 86_400_000;
const dayOffset = (days: number) => new Date(Date.now() + days * day).toISOString().slice(0, 10);

/** A built page as the build wrote it, to compare with what the stack answers. */
export const builtSiteFile = (path: string): string =>
  readFileSync(join(import.meta.dirname, '../dist/site', path), 'utf8');

export interface ExperimentStack {
  readonly stack: LocalStack;
  stop(): Promise<void>;
}

export async function startStackWithExperiment(): Promise<ExperimentStack> {
  const [landingEntry] = experiments;
  if (landingEntry === undefined) throw new Error('edge/experiments/experiments.ts has no experiment');
  const landing: ExperimentDefinition = {
    ...landingEntry,
    status: 'running',
    start: dayOffset(-1),
    end: dayOffset(1),
  };
  const dataDir = mkdtempSync(join(tmpdir(), 'fernly-experiment-'));
  const stack = await startLocalStack({ port: 0, dataDir, build: false, logLevel: 'SILENT' });
  writeFileSync(localStorePath(dataDir), importDocument(filledStore([landing], { preview: true })));
  return {
    stack,
    stop: async () => {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

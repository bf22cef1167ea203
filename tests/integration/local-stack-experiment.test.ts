// An owner tries an experiment on `npm start` before its days: `npm run experiment -- start <id>
// --from today` changes the running stack's store, and its next answer at the address is the
// variant's copy; `stop` gives the address its own page back. The entry is home-landing's, moved to
// start two days from now, so the start is early whatever the date of the run.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExperimentDefinition } from '../../edge/experiments/definition-shape.ts';
import { runExperimentCommand } from '../../tools/experiment/experiment-command.ts';
import { experiments } from '../../edge/experiments/experiments.ts';
import { localExperimentStore } from '../../edge/experiments/local-store.ts';
import { variantObjectKey } from '../../edge/experiments/store.ts';
import { startTestStack, type TestStack } from './local-stack-fixture.ts';

const day = 86_400_000;
const dayOffset = (days: number) => new Date(Date.now() + days * day).toISOString().slice(0, 10);

const [landingEntry] = experiments;
if (landingEntry === undefined) throw new Error('edge/experiments/experiments.ts has no experiment');
const landing: ExperimentDefinition = { ...landingEntry, start: dayOffset(2), end: dayOffset(30) };
const [, variant] = landing.variants;
if (variant === undefined) throw new Error(`${landing.id} has no variant beside its control`);

const variantPage = `<!doctype html><html lang="en"><title>Fernly</title><h1>${variant.name}</h1></html>\n`;
const chosenVariant = { cookie: `experiment_variants=${landing.id}.${variant.name}` };

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack();
  // The build writes a copy of every variant's page, running or not.
  const copy = join(stack.siteDir, variantObjectKey(landing.id, variant.name));
  mkdirSync(dirname(copy), { recursive: true });
  writeFileSync(copy, variantPage);
});

afterAll(async () => {
  await stack.dispose();
});

function experimentCommand(...args: string[]) {
  return runExperimentCommand([...args, '--data-dir', stack.dataDir], {
    entries: [landing],
    now: () => Date.now(),
    localStore: (dataDir) => localExperimentStore(dataDir, [landing]),
    stageStore: () => Promise.reject(new Error('Only the local stack’s store is asked for')),
    width: 100,
  });
}

async function page(path: string): Promise<string> {
  const response = await fetch(new URL(path, stack.url), { headers: chosenVariant });
  return response.text();
}

describe('npm run experiment -- start <id> --from today, on a running npm start', () => {
  it('serves the variant at the address at once, and stop gives the address its own page back', async () => {
    const ownPage = await page(landing.address);
    expect(ownPage).not.toBe(variantPage);

    const refused = await experimentCommand('start', landing.id);
    expect(refused.exitCode).toBe(1);
    expect(await page(landing.address)).toBe(ownPage);

    const started = await experimentCommand('start', landing.id, '--from', 'today');
    expect(started.exitCode).toBe(0);
    expect(await page(landing.address)).toBe(variantPage);
    const status = await experimentCommand('status');
    expect(status.text).toContain('State     on: visitors to / are split between its variants');

    expect((await experimentCommand('stop', landing.id)).exitCode).toBe(0);
    expect(await page(landing.address)).toBe(ownPage);
  });
});

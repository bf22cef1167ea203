import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { contentPlugin } from './web/vite-plugins/content-plugin.ts';

/**
 * The fast suites share their workers' modules: worker threads that do not re-import each file's
 * dependencies, 43% less CPU than a fresh process per file (decision 0068). A test that changes
 * global state puts it back.
 */
const sharedWorkers = { pool: 'threads', isolate: false } as const;

// One runner, five suites: fast pure tests beside their code, and the slower cross-cutting ones.
export default defineConfig({
  test: {
    // A worker per core, not vitest's default of one fewer: the integration and CDK files spend much
    // of their time waiting on local services and esbuild, so on two cores one worker left a core
    // idle (380 s against 260 s for the same run, decision 0079).
    maxWorkers: availableParallelism(),
    projects: [
      {
        // The data modules import content/*.yaml as the build does.
        plugins: [contentPlugin(fileURLToPath(new URL('.', import.meta.url)))],
        test: {
          name: 'unit',
          ...sharedWorkers,
          include: [
            '{web,lambdas,local,report,tools,contract,mocks,edge}/**/*.test.{ts,tsx}',
            'tests/smoke/**/*.test.ts',
            'tests/pipeline/**/*.test.ts',
            'tests/lint/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'contract',
          ...sharedWorkers,
          include: ['tests/contract/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // new-partner.test.ts reads the pricing words, which come from content/pages/pricing.yaml.
        plugins: [contentPlugin(fileURLToPath(new URL('.', import.meta.url)))],
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The built dist/ (npm run build:e2e) served by one local stack: what the pages, headers,
        // files and budgets hold, read without a browser (decision 0065).
        test: {
          name: 'site',
          include: ['tests/site/**/*.test.ts'],
          globalSetup: ['tests/site/site-stack.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'cdk',
          include: ['cdk/**/*.test.ts'],
          // A process per worker, not per file: each file imported aws-cdk-lib afresh, 43 of the
          // project's 108 s (decision 0079). A test that changes global state puts it back.
          isolate: false,
          // Synthesizes each stage once per run (cdk/test/synthesized-stages.ts reads them).
          globalSetup: ['cdk/test/stage-synthesis-setup.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});

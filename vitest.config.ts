import { defineConfig } from 'vitest/config';

// One runner, four suites: fast pure tests beside their code, and the slower cross-cutting ones.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            '{web,lambdas,local,stats,contract,mocks,edge}/**/*.test.{ts,tsx}',
            'tests/bench/**/*.test.ts',
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
          include: ['tests/contract/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'cdk',
          include: ['cdk/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});

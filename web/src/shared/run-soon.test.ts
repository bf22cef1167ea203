import { describe, expect, it } from 'vitest';
import { runSoon } from './run-soon.ts';

function scheduled() {
  const runs: (() => void)[] = [];
  return {
    later: (run: () => void) => {
      runs.push(run);
    },
    runLater: () => {
      for (const run of runs) run();
    },
  };
}

describe('runSoon', () => {
  it('runs the work in the later task, not before', () => {
    const { later, runLater } = scheduled();
    const done: string[] = [];
    runSoon(() => done.push('work'), later);
    expect(done).toEqual([]);
    runLater();
    expect(done).toEqual(['work']);
  });

  it('runs the work at once when asked before the later task, and only once', () => {
    const { later, runLater } = scheduled();
    const done: string[] = [];
    const now = runSoon(() => done.push('work'), later);
    now();
    now();
    runLater();
    expect(done).toEqual(['work']);
  });

  it('waits for a task of its own by default', async () => {
    const done: string[] = [];
    runSoon(() => done.push('work'));
    await Promise.resolve();
    expect(done).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(done).toEqual(['work']);
  });
});

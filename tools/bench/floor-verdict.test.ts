import { describe, expect, it } from 'vitest';
import { compareWithFloor, floorBudgets } from './floor-verdict.ts';
import { mapMetrics, type MetricKey, type RunMetrics } from './lighthouse-summary.ts';

const run = (values: Partial<Record<MetricKey, number>>): RunMetrics =>
  mapMetrics((key) => values[key] ?? null);
const reactAlone = run({ bootup: 100, mainThread: 700, tbt: 10 });

describe('compareWithFloor', () => {
  it('passes an app within every budget, at the budget itself included', () => {
    const app = run({
      bootup: 100 * floorBudgets.bootupRatio,
      mainThread: 700 * floorBudgets.mainThreadRatio,
      tbt: 10 + floorBudgets.tbtMarginMs,
    });
    const verdicts = compareWithFloor('/', app, reactAlone);
    expect(verdicts.map((verdict) => [verdict.metric, verdict.within])).toEqual([
      ['bootup', true],
      ['mainThread', true],
      ['tbt', true],
    ]);
    expect(verdicts[0]?.line).toBe("/: JS boot-up 250 ms is 2.50× React alone's 100 ms (budget ≤ 2.5×) ✓");
    expect(verdicts[2]?.line).toBe("/: TBT 40 ms is 30 ms above React alone's 10 ms (budget ≤ 30 ms) ✓");
  });

  it('fails each figure just over its budget, and says by how much', () => {
    const app = run({ bootup: 251, mainThread: 1051, tbt: 41 });
    const verdicts = compareWithFloor('/contact-us', app, reactAlone);
    expect(verdicts.every((verdict) => !verdict.within)).toBe(true);
    expect(verdicts[1]?.line).toBe(
      "/contact-us: main-thread work 1051 ms is 1.50× React alone's 700 ms (budget ≤ 1.5×) ✗",
    );
  });

  it('says how far below the floor an app is that blocks less', () => {
    const [, , tbt] = compareWithFloor('/', run({ tbt: 4 }), reactAlone);
    expect(tbt?.line).toBe("/: TBT 4 ms is 6 ms below React alone's 10 ms (budget ≤ 30 ms) ✓");
  });

  it('fails a figure that was not measured rather than passing it', () => {
    const verdicts = compareWithFloor('/', run({ mainThread: 800, tbt: 0 }), run({ bootup: 90, tbt: 0 }));
    expect(verdicts.map((verdict) => verdict.within)).toEqual([false, false, true]);
    expect(verdicts[0]?.line).toContain('n/a is n/a');
  });
});

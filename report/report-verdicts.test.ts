import { describe, expect, it } from 'vitest';
import { experiments } from '../edge/experiments/experiments.ts';
import type { ReportEngine } from './report-query.ts';
import { periodVerdicts } from './report-verdicts.ts';
import { verdictCellText } from './verdict-table.ts';

/** An engine that answers the experiment's query as experiment.sql does, the same counts each time, and counts its queries. */
function countingEngine(): ReportEngine & { queries: number } {
  const engine = {
    queries: 0,
    run: () => {
      engine.queries += 1;
      return Promise.resolve([
        {
          variant: 'home',
          visitors: '400',
          viewer_keys: '380',
          tapped: '30',
          tapped_viewer_keys: '29',
          signed_up: '3',
          signed_up_viewer_keys: '3',
        },
        {
          variant: 'homepage1',
          visitors: '410',
          viewer_keys: '395',
          tapped: '41',
          tapped_viewer_keys: '40',
          signed_up: '5',
          signed_up_viewer_keys: '4',
        },
      ]);
    },
  };
  return engine;
}

describe('the verdicts a report shows', () => {
  const [experiment] = experiments;
  if (experiment === undefined) throw new Error('edge/experiments/experiments.ts has no experiment');

  it('are those of every experiment whose days meet the period', async () => {
    const engine = countingEngine();
    const verdicts = await periodVerdicts(engine, {
      from: experiment.start,
      to: experiment.start,
      partner: null,
      minCount: 0,
    });
    expect(verdicts.map((verdict) => verdict.title)).toEqual([experiment.question]);
    // Each variant's row: its name, page, then each count by code and by viewer key.
    expect(verdicts[0]?.rows.map((row) => row.slice(0, 5).map(verdictCellText))).toEqual([
      ['home', '/', '400 (380)', '30 (29)', '3 (3)'],
      ['homepage1', '/HomePage1', '410 (395)', '41 (40)', '5 (4)'],
    ]);
    expect(verdicts[0]?.verdict.viewerKeyMismatch).toBeNull();
    expect(engine.queries).toBe(1);
  });

  it('are none for a period before an experiment starts, and none in a partner’s report', async () => {
    const engine = countingEngine();
    const before = { from: '2026-01-01', to: '2026-01-07', partner: null, minCount: 0 };
    expect(experiment.start > before.to).toBe(true);
    expect(await periodVerdicts(engine, before)).toEqual([]);
    const partner = { from: experiment.start, to: experiment.end, partner: 'quay', minCount: 10 };
    expect(await periodVerdicts(engine, partner)).toEqual([]);
    expect(engine.queries).toBe(0);
  });
});

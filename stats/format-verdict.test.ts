import { describe, expect, it } from 'vitest';
import { experiments } from '../edge/experiments/experiments.ts';
import { experimentVerdict } from './experiment-verdict.ts';
import { formatVerdict } from './format-verdict.ts';

const [landing] = experiments;
if (landing === undefined) throw new Error('edge/experiments/experiments.ts has no experiment');

describe('the verdict as text', () => {
  it('shows each variant’s figures and the winner', () => {
    const verdict = experimentVerdict(landing, [
      { variant: 'home', visitors: 4_000, converted: 320 },
      { variant: 'homepage1', visitors: 4_000, converted: 420 },
    ]);
    const text = formatVerdict(landing, verdict, 10);
    expect(text).toContain('home       4,000     320     8.0% (7.2%–8.9%)');
    expect(text).toContain('+2.5% (+1.2% to +3.8%)');
    expect(text).toMatch(/Verdict: homepage1 is best, with a chance of at least 95%\.\n$/);
  });

  it('hides counts below the minimum, says how many more visitors are needed, and warns of a skewed split', () => {
    const early = formatVerdict(
      landing,
      experimentVerdict(landing, [
        { variant: 'home', visitors: 400, converted: 3 },
        { variant: 'homepage1', visitors: 200, converted: 2 },
      ]),
      10,
    );
    expect(early).toContain('homepage1  200       <10     –');
    expect(early).not.toContain('  3  ');
    expect(early).toContain('Not enough data yet: 6,026 more visitors needed (3,213 a variant');
    expect(early).toContain('Warning: the split does not match the weights');
  });
});

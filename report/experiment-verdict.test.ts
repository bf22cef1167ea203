// Checked against simple-statistics (a kept statistics library) and published figures, not
// against a second copy of the same formulas.
import * as fc from 'fast-check';
import { chiSquaredDistributionTable, cumulativeStdNormalProbability } from 'simple-statistics';
import { describe, expect, it } from 'vitest';
import {
  chancesBest,
  experimentVerdict,
  minimumSample,
  newcombeInterval,
  sharedKeyChiSquare,
  splitChiSquare,
  wilsonInterval,
  type VariantCounts,
} from './experiment-verdict.ts';
import { landingExperiment } from '../edge/experiments/experiment-fixture.ts';

const landing = landingExperiment();

/** A variant's counts with each visitor on a network of its own. */
function counts(variant: string, visitors: number, converted: number): VariantCounts {
  return { variant, visitors, converted, viewerKeys: visitors, convertedViewerKeys: converted };
}

describe('the experiment verdict’s statistics', () => {
  it('gives Wilson’s 95% interval: 8 of 100 is 4.1% to 15.0%, and none of 0 is anything', () => {
    const { low, high } = wilsonInterval(8, 100);
    expect(low).toBeCloseTo(0.0411, 4);
    expect(high).toBeCloseTo(0.15, 4);
    expect(wilsonInterval(0, 0)).toEqual({ low: 0, high: 1 });
    expect(wilsonInterval(0, 50).low).toBeCloseTo(0, 10);
  });

  it('needs 3,213 visitors a variant to find 8% → 10% at 5% two-sided with 80% power', () => {
    expect(minimumSample(0.08, 0.25)).toBe(3_213);
    // A smaller lift needs many more: about four times as many for half the lift.
    expect(minimumSample(0.08, 0.125) / minimumSample(0.08, 0.25)).toBeGreaterThan(3.7);
  });

  it('gives two variants the chance of being best that the normal approximation does', () => {
    const a = counts('home', 2_000, 160);
    const b = counts('homepage1', 2_000, 195);
    const posterior = ({ visitors, converted }: typeof a) => {
      const mean = (converted + 1) / (visitors + 2);
      return { mean, variance: (mean * (1 - mean)) / (visitors + 3) };
    };
    const [pa, pb] = [posterior(a), posterior(b)];
    const reference = cumulativeStdNormalProbability(
      (pb.mean - pa.mean) / Math.sqrt(pa.variance + pb.variance),
    );
    const [chanceA = 0, chanceB = 0] = chancesBest([a, b]);
    expect(chanceB).toBeCloseTo(reference, 2);
    expect(chanceA + chanceB).toBeCloseTo(1, 10);
    expect(chancesBest([a, b])).toEqual([chanceA, chanceB]);
  });

  it('measures the split against the weights with a chi-square the tables agree with', () => {
    expect(splitChiSquare([500, 500], [50, 50])).toBe(0);
    // 550 against 450 is 10 on one degree of freedom: past the 0.005 table value (7.879).
    expect(splitChiSquare([550, 450], [50, 50])).toBeCloseTo(10, 10);
    expect(chiSquaredDistributionTable[1]['0.005']).toBeLessThan(10);
  });

  it('measures how much more one variant’s codes share viewer keys as the 2 × 2 table’s chi-square', () => {
    // Codes on a key another code of the variant used (a), and not (b), against the other variant
    // (c, d): N(ad − bc)² / ((a + b)(c + d)(a + c)(b + d)), the closed form of a 2 × 2 table.
    const closedForm = (a: number, b: number, c: number, d: number) =>
      ((a + b + c + d) * (a * d - b * c) ** 2) / ((a + b) * (c + d) * (a + c) * (b + d));
    expect(sharedKeyChiSquare([60, 120], [60, 61])).toBeCloseTo(closedForm(0, 60, 59, 61), 10);
    expect(sharedKeyChiSquare([1_000, 1_000], [900, 880])).toBeCloseTo(closedForm(100, 900, 120, 880), 10);
    // Alike, however often networks are shared; and nothing when no code shares a key.
    expect(sharedKeyChiSquare([1_000, 2_000], [900, 1_800])).toBeCloseTo(0, 10);
    expect(sharedKeyChiSquare([500, 500], [500, 500])).toBe(0);
  });
});

describe('the difference from the control: Newcombe’s hybrid score interval', () => {
  // Table II of Newcombe (1998), "Interval estimation for the difference between independent
  // proportions: comparison of eleven methods", Statistics in Medicine 17, 873–890: the eight worked
  // examples, method 10, to the table's four places.
  it.each([
    [56, 70, 48, 80, 0.0524, 0.3339],
    [9, 10, 3, 10, 0.1705, 0.809],
    [6, 7, 2, 7, 0.0582, 0.8062],
    [5, 56, 0, 29, -0.0381, 0.1926],
    [0, 10, 0, 20, -0.1611, 0.2775],
    [0, 10, 0, 10, -0.2775, 0.2775],
    [10, 10, 0, 20, 0.6791, 1],
    [10, 10, 0, 10, 0.6075, 1],
  ])('gives %i/%i minus %i/%i the published %f to %f', (successes, trials, base, baseTrials, low, high) => {
    const interval = newcombeInterval(successes, trials, base, baseTrials);
    expect(interval.low).toBeCloseTo(low, 4);
    expect(interval.high).toBeCloseTo(high, 4);
  });

  it('is wider than zero with no taps on either side: 0 of 200 against 0 of 200 is −1.9% to +1.9%', () => {
    // Each side's Wilson upper limit for 0 of n is z² / (n + z²): 3.8415 / 203.8415 = 0.018845.
    const { low, high } = newcombeInterval(0, 200, 0, 200);
    expect(high).toBeCloseTo(0.018845, 6);
    expect(low).toBeCloseTo(-0.018845, 6);
  });

  it('knows nothing of a side nobody saw: −100% to +100%', () => {
    expect(newcombeInterval(0, 0, 0, 0)).toEqual({ low: -1, high: 1 });
  });

  it('always holds the difference, stays within −1 and 1, and is never of zero width for finite samples', () => {
    const side = fc
      .integer({ min: 1, max: 10_000_000 })
      .chain((trials) => fc.tuple(fc.integer({ min: 0, max: trials }), fc.constant(trials)));
    fc.assert(
      fc.property(side, side, ([successes, trials], [base, baseTrials]) => {
        const difference = successes / trials - base / baseTrials;
        const { low, high } = newcombeInterval(successes, trials, base, baseTrials);
        expect(low).toBeLessThanOrEqual(difference);
        expect(high).toBeGreaterThanOrEqual(difference);
        expect(high).toBeGreaterThan(low);
        expect(low).toBeGreaterThanOrEqual(-1);
        expect(high).toBeLessThanOrEqual(1);
      }),
      { numRuns: 5_000 },
    );
  });
});

describe('the verdict', () => {
  it('with too few visitors says how many more are needed instead of a winner', () => {
    const verdict = experimentVerdict(landing, [counts('home', 1_000, 80), counts('homepage1', 1_000, 130)]);
    expect(verdict.minimumPerVariant).toBe(3_213);
    expect(verdict.outcome).toEqual({ kind: 'collecting', moreVisitors: 2 * (3_213 - 1_000) });
    expect(verdict.sampleRatioMismatch).toBeNull();
  });

  it('names a winner past the minimum sample with a real difference, with its difference and interval', () => {
    const verdict = experimentVerdict(landing, [counts('home', 4_000, 320), counts('homepage1', 4_000, 420)]);
    expect(verdict.outcome).toEqual({ kind: 'winner', variant: 'homepage1' });
    const [home, homePage1] = verdict.variants;
    expect(home?.rate).toBe(0.08);
    expect(homePage1?.rate).toBe(0.105);
    expect(homePage1?.difference?.value).toBeCloseTo(0.025, 10);
    // Newcombe's interval: at 4,000 a side nearly the normal one (0.025 ± 0.01269), a little
    // further out on the side of the larger rate.
    expect(homePage1?.difference?.interval.low).toBeCloseTo(0.01231, 4);
    expect(homePage1?.difference?.interval.high).toBeCloseTo(0.03772, 4);
    expect(homePage1?.chanceBest).toBeGreaterThan(0.99);
  });

  it('says there is no clear difference when there is none, and counts a variant nobody saw', () => {
    const even = experimentVerdict(landing, [counts('home', 4_000, 320), counts('homepage1', 4_000, 325)]);
    expect(even.outcome).toEqual({ kind: 'no-clear-difference' });
    const unseen = experimentVerdict(landing, [counts('home', 10, 1)]);
    expect(unseen.variants.map((row) => row.visitors)).toEqual([10, 0]);
  });

  it('warns when one variant’s visitors by code and by viewer key disagree: 60 browsers from one network', () => {
    const forged = experimentVerdict(landing, [
      counts('home', 60, 6),
      { variant: 'homepage1', visitors: 120, viewerKeys: 61, converted: 75, convertedViewerKeys: 16 },
    ]);
    expect(forged.viewerKeyMismatch).toMatchObject({
      of: 'visitors',
      threshold: 10.828,
      variants: ['homepage1'],
    });
    expect(forged.viewerKeyMismatch?.chiSquare).toBeGreaterThan(40);
  });

  it('warns when the visitors who reached the goal disagree though all visitors agree', () => {
    // Forged visitors in both variants alike, but only the simplified page's forged ones tap.
    const forged = experimentVerdict(landing, [
      { variant: 'home', visitors: 1_100, viewerKeys: 1_001, converted: 80, convertedViewerKeys: 80 },
      { variant: 'homepage1', visitors: 1_100, viewerKeys: 1_001, converted: 180, convertedViewerKeys: 81 },
    ]);
    expect(forged.viewerKeyMismatch).toMatchObject({ of: 'converted', variants: ['homepage1'] });
  });

  it('does not warn when the variants share networks alike, as people at random do', () => {
    const shared = experimentVerdict(landing, [
      { variant: 'home', visitors: 4_000, viewerKeys: 3_700, converted: 320, convertedViewerKeys: 300 },
      { variant: 'homepage1', visitors: 4_000, viewerKeys: 3_690, converted: 420, convertedViewerKeys: 392 },
    ]);
    expect(shared.viewerKeyMismatch).toBeNull();
    expect(shared.outcome).toEqual({ kind: 'winner', variant: 'homepage1' });
  });

  it('warns of a sample-ratio mismatch when a 50/50 split lands 52/48 on 10,000 visitors', () => {
    const skewed = experimentVerdict(landing, [counts('home', 5_200, 416), counts('homepage1', 4_800, 384)]);
    // χ² = 16 on one degree of freedom, past 10.828, the value published tables give for p = 0.001.
    expect(skewed.sampleRatioMismatch).toEqual({ chiSquare: 16, threshold: 10.828 });
    const fair = experimentVerdict(landing, [counts('home', 5_050, 404), counts('homepage1', 4_950, 396)]);
    expect(fair.sampleRatioMismatch).toBeNull();
  });
});

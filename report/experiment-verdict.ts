// The verdict on an experiment (decision 0042): from each variant's visitors and the visitors among
// them who reached the goal, the rates with 95% intervals, each variant's difference from the
// control, the chance that each is best, a warning when the split is not the one the weights ask
// for (a sample-ratio mismatch: the assignment or the recording is broken, so no verdict can be
// trusted), a warning when a variant's visitors by daily visitor code and by viewer key disagree
// (forged visitors, many browsers on few networks, raise the first count only: decision 0062), and
// until every variant has the minimum sample, how many more visitors are needed.
import type { ExperimentDefinition } from '../edge/experiments/definition-shape.ts';
import { seededRandom } from '../contract/seeded-random.ts';

/**
 * What experiment.sql answers for one variant: its visitors and how far they went, each counted by
 * visitor code and again by viewer key (the networks they came from).
 */
export interface VariantFunnel {
  readonly variant: string;
  readonly visitors: number;
  readonly viewerKeys: number;
  /** Visitors who tapped a call to action. */
  readonly tapped: number;
  readonly tappedViewerKeys: number;
  /** Visitors who then signed up in the web app. */
  readonly signedUp: number;
  readonly signedUpViewerKeys: number;
}

/** One variant's visitors and those who reached the experiment's goal, by code and by viewer key. */
export interface VariantCounts {
  readonly variant: string;
  readonly visitors: number;
  readonly converted: number;
  readonly viewerKeys: number;
  readonly convertedViewerKeys: number;
}

/** The counts the verdict judges: the visitors who reached the entry's goal, taps or sign-ups. */
export function goalCounts(
  goal: ExperimentDefinition['goal'],
  funnels: readonly VariantFunnel[],
): VariantCounts[] {
  return funnels.map((funnel) => ({
    variant: funnel.variant,
    visitors: funnel.visitors,
    viewerKeys: funnel.viewerKeys,
    converted: goal.metric === 'tap' ? funnel.tapped : funnel.signedUp,
    convertedViewerKeys: goal.metric === 'tap' ? funnel.tappedViewerKeys : funnel.signedUpViewerKeys,
  }));
}

export interface Interval {
  readonly low: number;
  readonly high: number;
}

interface VariantResult extends VariantCounts {
  readonly rate: number;
  readonly rateInterval: Interval;
  /** The rate minus the control's, with its 95% interval; null for the control itself. */
  readonly difference: { readonly value: number; readonly interval: Interval } | null;
  readonly chanceBest: number;
  /** Visitors it still needs for the minimum sample. */
  readonly visitorsShort: number;
}

export interface Verdict {
  readonly variants: readonly VariantResult[];
  /** Visitors each variant needs to find the goal's smallest lift (5% two-sided, 80% power). */
  readonly minimumPerVariant: number;
  /** Null when the split is as the weights ask, else the chi-square statistic and its threshold. */
  readonly sampleRatioMismatch: { readonly chiSquare: number; readonly threshold: number } | null;
  /**
   * Null when every variant's visitors, and those who reached the goal, share viewer keys alike;
   * else which count disagrees, the chi-square statistic, its threshold, and the variants with
   * more codes a viewer key than all variants together.
   */
  readonly viewerKeyMismatch: {
    readonly of: 'visitors' | 'converted';
    readonly chiSquare: number;
    readonly threshold: number;
    readonly variants: readonly string[];
  } | null;
  readonly outcome:
    | { readonly kind: 'collecting'; readonly moreVisitors: number }
    | { readonly kind: 'winner'; readonly variant: string }
    | { readonly kind: 'no-clear-difference' };
}

/** z for 95% two-sided (probit(0.975)) and for 80% power (probit(0.8)). */
const z975 = 1.959963984540054;
const z80 = 0.8416212335729143;
/** The chi-square values a split exceeds by chance once in 1,000, by degrees of freedom (1 to 5). */
const chiSquare001 = [10.828, 13.816, 16.266, 18.467, 20.515];
/** The chance of being best that names a winner. */
const winnerChance = 0.95;
const draws = 20_000;

/** A rate, 0 where there were no trials. */
const rateOf = (successes: number, trials: number) => (trials === 0 ? 0 : successes / trials);

/** Wilson's score interval, which stays within 0 and 1 and holds for small counts. */
export function wilsonInterval(successes: number, trials: number): Interval {
  if (trials === 0) return { low: 0, high: 1 };
  const p = successes / trials;
  const z2 = z975 * z975;
  const centre = (p + z2 / (2 * trials)) / (1 + z2 / trials);
  const spread = (z975 * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / (1 + z2 / trials);
  return { low: Math.max(0, centre - spread), high: Math.min(1, centre + spread) };
}

/**
 * Newcombe's hybrid score interval (method 10 of his 1998 comparison of eleven) for a rate minus
 * a baseline rate: each side's distance to its Wilson limits, added in quadrature. Unlike the
 * normal interval it neither collapses when both rates are 0 (or 1) nor leaves -1 to 1, and it holds
 * for small counts as Wilson's does.
 */
export function newcombeInterval(
  successes: number,
  trials: number,
  baseSuccesses: number,
  baseTrials: number,
): Interval {
  const rate = rateOf(successes, trials);
  const base = rateOf(baseSuccesses, baseTrials);
  const rateLimits = wilsonInterval(successes, trials);
  const baseLimits = wilsonInterval(baseSuccesses, baseTrials);
  const difference = rate - base;
  // Within -1 and 1 by construction; the bound keeps it there when Wilson's limit at 0 of n or n of
  // n comes out a rounding error off.
  return {
    low: Math.max(-1, difference - Math.hypot(rate - rateLimits.low, baseLimits.high - base)),
    high: Math.min(1, difference + Math.hypot(rateLimits.high - rate, base - baseLimits.low)),
  };
}

/** Visitors per variant to find a change from `baseline` to `baseline × (1 + lift)`. */
export function minimumSample(baseline: number, lift: number): number {
  const target = baseline * (1 + lift);
  const pooled = (baseline + target) / 2;
  const numerator =
    z975 * Math.sqrt(2 * pooled * (1 - pooled)) +
    z80 * Math.sqrt(baseline * (1 - baseline) + target * (1 - target));
  return Math.ceil((numerator * numerator) / ((target - baseline) * (target - baseline)));
}

/**
 * The chance each variant's true rate is the highest: each rate's Beta(1 + converted, 1 + not)
 * posterior, by its normal approximation, drawn from many times.
 */
export function chancesBest(counts: readonly VariantCounts[]): number[] {
  const random = seededRandom(counts.reduce((seed, c) => seed * 31 + c.visitors * 7 + c.converted, 17));
  const posteriors = counts.map(({ visitors, converted }) => {
    const mean = (converted + 1) / (visitors + 2);
    return { mean, sd: Math.sqrt((mean * (1 - mean)) / (visitors + 3)) };
  });
  const wins = counts.map(() => 0);
  for (let draw = 0; draw < draws; draw++) {
    let best = 0;
    let bestValue = -Infinity;
    posteriors.forEach(({ mean, sd }, index) => {
      // Box–Muller: a standard normal draw from two uniform ones.
      const normal = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
      const value = mean + sd * normal;
      if (value > bestValue) {
        bestValue = value;
        best = index;
      }
    });
    wins[best] = (wins[best] ?? 0) + 1;
  }
  return wins.map((won) => won / draws);
}

/** The chi-square statistic of the visitors' split against the weights' shares. */
export function splitChiSquare(visitors: readonly number[], weights: readonly number[]): number {
  const total = visitors.reduce((sum, count) => sum + count, 0);
  const weightTotal = weights.reduce((sum, weight) => sum + weight, 0);
  return visitors.reduce((sum, observed, index) => {
    const expected = (total * (weights[index] ?? 0)) / weightTotal;
    return expected === 0 ? sum : sum + ((observed - expected) * (observed - expected)) / expected;
  }, 0);
}

/**
 * The chi-square statistic of how many of each variant's codes share a viewer key with another of
 * its codes (its codes less its viewer keys) against the share all variants have together: a
 * 2 × k table, k − 1 degrees of freedom. People are assigned at random, so every variant shares
 * networks alike, however often people do; forged visitors raise one variant's share.
 */
export function sharedKeyChiSquare(codes: readonly number[], keys: readonly number[]): number {
  const allCodes = codes.reduce((sum, count) => sum + count, 0);
  const allShared = allCodes - keys.reduce((sum, count) => sum + count, 0);
  if (allCodes === 0) return 0;
  const term = (observed: number, expected: number) =>
    expected === 0 ? 0 : ((observed - expected) * (observed - expected)) / expected;
  return codes.reduce((sum, count, index) => {
    const shared = count - (keys[index] ?? 0);
    const expectedShared = (count * allShared) / allCodes;
    return sum + term(shared, expectedShared) + term(count - shared, count - expectedShared);
  }, 0);
}

/** The first count whose codes and viewer keys disagree between the variants, or null. */
function viewerKeyMismatch(counts: readonly VariantCounts[]): Verdict['viewerKeyMismatch'] {
  const measures = [
    { of: 'visitors', codes: counts.map((row) => row.visitors), keys: counts.map((row) => row.viewerKeys) },
    {
      of: 'converted',
      codes: counts.map((row) => row.converted),
      keys: counts.map((row) => row.convertedViewerKeys),
    },
  ] as const;
  for (const { of, codes, keys } of measures) {
    const chiSquare = sharedKeyChiSquare(codes, keys);
    const threshold = chiSquare001[codes.filter((count) => count > 0).length - 2] ?? Infinity;
    if (chiSquare <= threshold) continue;
    const allCodes = codes.reduce((sum, count) => sum + count, 0);
    const pooledShare = (allCodes - keys.reduce((sum, count) => sum + count, 0)) / allCodes;
    const variants = counts
      .filter((_, index) => {
        const count = codes[index] ?? 0;
        return count > 0 && (count - (keys[index] ?? 0)) / count > pooledShare;
      })
      .map((row) => row.variant);
    return { of, chiSquare, threshold, variants };
  }
  return null;
}

export function experimentVerdict(
  experiment: ExperimentDefinition,
  counted: readonly VariantCounts[],
): Verdict {
  // Every variant of the entry, in its order, with no visitors yet where none were counted.
  const counts = experiment.variants.map(
    (variant) =>
      counted.find((row) => row.variant === variant.name) ?? {
        variant: variant.name,
        visitors: 0,
        converted: 0,
        viewerKeys: 0,
        convertedViewerKeys: 0,
      },
  );
  const minimumPerVariant = minimumSample(experiment.goal.baselineRate, experiment.goal.smallestLift);
  const chances = chancesBest(counts);
  const [control] = counts;
  const variants = counts.map((row, index): VariantResult => {
    const rate = rateOf(row.converted, row.visitors);
    return {
      ...row,
      rate,
      rateInterval: wilsonInterval(row.converted, row.visitors),
      difference:
        index === 0 || control === undefined
          ? null
          : {
              value: rate - rateOf(control.converted, control.visitors),
              interval: newcombeInterval(row.converted, row.visitors, control.converted, control.visitors),
            },
      chanceBest: chances[index] ?? 0,
      visitorsShort: Math.max(0, minimumPerVariant - row.visitors),
    };
  });
  const weights = experiment.variants.map((variant) => variant.weight);
  const chiSquare = splitChiSquare(
    counts.map((row) => row.visitors),
    weights,
  );
  const threshold = chiSquare001[weights.filter((weight) => weight > 0).length - 2] ?? Infinity;
  const sampleRatioMismatch = chiSquare > threshold ? { chiSquare, threshold } : null;
  // With the split as the weights ask, the next visitors fill the variants in their shares: the
  // variant furthest short, for its share, says how many more are needed in all.
  const moreVisitors = Math.ceil(
    Math.max(
      0,
      ...variants.map((row, index) => {
        const share = (weights[index] ?? 0) / 100;
        return share === 0 ? 0 : row.visitorsShort / share;
      }),
    ),
  );
  const best = variants.find((row) => row.chanceBest >= winnerChance);
  const outcome: Verdict['outcome'] =
    moreVisitors > 0
      ? { kind: 'collecting', moreVisitors }
      : best === undefined
        ? { kind: 'no-clear-difference' }
        : { kind: 'winner', variant: best.variant };
  return {
    variants,
    minimumPerVariant,
    sampleRatioMismatch,
    viewerKeyMismatch: viewerKeyMismatch(counts),
    outcome,
  };
}

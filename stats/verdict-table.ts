// An experiment's verdict as one table with its notes, which the terminal, JSON and HTML outputs
// all render: per variant its page, visitors by code and by viewer key, taps and sign-ups, the goal's
// rate with its 95% interval, the difference from the control and the chance it is best; then the
// warnings of a skewed split and of visitors whose two counts disagree, and the conclusion. Counts
// below the report's minimum show as "<n", as in the report.
import type { ExperimentDefinition } from '../edge/experiments/definition-shape.ts';
import {
  experimentVerdict,
  goalCounts,
  type Interval,
  type Verdict,
  type VariantFunnel,
} from './experiment-verdict.ts';

export interface VerdictTable {
  readonly title: string;
  readonly headers: readonly string[];
  /** The cells of each row, the variant's name first. */
  readonly rows: readonly (readonly string[])[];
  /** The warning, if any, then the conclusion. */
  readonly notes: readonly string[];
  readonly verdict: Verdict;
  readonly funnels: readonly VariantFunnel[];
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
const interval = ({ low, high }: Interval) => `${percent(low)}–${percent(high)}`;
const signed = (value: number) => `${value >= 0 ? '+' : '−'}${percent(Math.abs(value))}`;

const goalNames = { tap: 'Tap', 'sign-up': 'Sign-up' } as const;

export function verdictTable(
  experiment: ExperimentDefinition,
  counted: readonly VariantFunnel[],
  minCount: number,
): VerdictTable {
  const verdict = experimentVerdict(experiment, goalCounts(experiment.goal, counted));
  const count = (value: number) => (value < minCount ? `<${minCount}` : value.toLocaleString('en-GB'));
  const funnels = experiment.variants.map(
    ({ name }): VariantFunnel =>
      counted.find((row) => row.variant === name) ?? {
        variant: name,
        visitors: 0,
        viewerKeys: 0,
        tapped: 0,
        tappedViewerKeys: 0,
        signedUp: 0,
        signedUpViewerKeys: 0,
      },
  );
  const rows = verdict.variants.map((row, index) => {
    // A rate of a count too small to show would reveal it.
    const shown = row.visitors >= minCount && row.converted >= minCount;
    const funnel = funnels[index];
    return [
      row.variant,
      experiment.variants[index]?.page ?? '',
      count(row.visitors),
      count(row.viewerKeys),
      count(funnel?.tapped ?? 0),
      count(funnel?.signedUp ?? 0),
      shown ? `${percent(row.rate)} (${interval(row.rateInterval)})` : '–',
      row.difference === null
        ? 'control'
        : shown
          ? `${signed(row.difference.value)} (${signed(row.difference.interval.low)} to ${signed(row.difference.interval.high)})`
          : '–',
      percent(row.chanceBest),
    ];
  });
  const { outcome, sampleRatioMismatch, viewerKeyMismatch } = verdict;
  const goal = goalNames[experiment.goal.metric].toLowerCase();
  const conclusion =
    outcome.kind === 'collecting'
      ? `Not enough data yet: ${outcome.moreVisitors.toLocaleString('en-GB')} more visitors needed (${verdict.minimumPerVariant.toLocaleString('en-GB')} a variant to find a ${percent(experiment.goal.smallestLift)} lift on a ${percent(experiment.goal.baselineRate)} ${goal} rate).`
      : outcome.kind === 'winner'
        ? `Verdict: ${outcome.variant} is best, with a chance of at least 95%.`
        : 'Verdict: no clear difference between the variants.';
  const warning =
    sampleRatioMismatch === null
      ? []
      : [
          `Warning: the split does not match the weights (chi-square ${sampleRatioMismatch.chiSquare.toFixed(1)} > ${sampleRatioMismatch.threshold}); the assignment or the recording is broken, so no figure here can be trusted.`,
        ];
  const forged =
    viewerKeyMismatch === null
      ? []
      : [
          `Warning: the ${viewerKeyMismatch.of === 'visitors' ? 'visitors' : `visitors with a ${goal}`} of ${viewerKeyMismatch.variants.join(' and ')} are more often on a network another of them used than the other variants' (by visitor code against by viewer key: chi-square ${viewerKeyMismatch.chiSquare.toFixed(1)} > ${viewerKeyMismatch.threshold}); people are assigned at random, so some of these visitors may be forged, many browsers from few networks, and no figure here can be trusted.`,
        ];
  return {
    title: experiment.question,
    headers: [
      'Variant',
      'Page',
      'Visitors',
      'By viewer key',
      'Tapped',
      'Signed up',
      `${goalNames[experiment.goal.metric]} rate (95% interval)`,
      'Difference (95% interval)',
      'Chance best',
    ],
    rows,
    notes: [...warning, ...forged, conclusion],
    verdict,
    funnels,
  };
}

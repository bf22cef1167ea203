// An experiment's verdict as one table with its notes, which the terminal, JSON and HTML outputs
// all render: per variant its page, its visitors, tappers and sign-ups, each by visitor code and,
// in brackets as an interval is beside its rate, by viewer key (decision 0062), the goal's rate
// with its 95% interval, the difference from the control and the chance it is best; then the
// warnings of a skewed split and of counts whose codes and viewer keys disagree, and the
// conclusion. Counts below the report's minimum show as "<n", as in the report. Until every
// variant has the minimum sample, the difference and the chance best say "too early" and the
// conclusion how many more visitors are needed (decision 0066): before it, a difference reads as
// a result that chance may well have made.
import type { ExperimentDefinition } from '../edge/experiments/definition-shape.ts';
import {
  experimentVerdict,
  goalCounts,
  type Interval,
  type Verdict,
  type VariantFunnel,
} from './experiment-verdict.ts';

/** A cell or its header: its figure, and the one that reads with it (a count by viewer key, a rate's interval). */
export interface VerdictCell {
  readonly value: string;
  readonly second: string | null;
}

/** A cell as text: the second figure in brackets after the first, as its header has it. */
export const verdictCellText = ({ value, second }: VerdictCell) =>
  second === null ? value : `${value} (${second})`;

export interface VerdictTable {
  readonly title: string;
  /** Each column's header, its second part naming the cells' second figure. */
  readonly headers: readonly VerdictCell[];
  /** The cells of each row, the variant's name first. */
  readonly rows: readonly (readonly VerdictCell[])[];
  /** The warning, if any, then the conclusion. */
  readonly notes: readonly string[];
  readonly verdict: Verdict;
  readonly funnels: readonly VariantFunnel[];
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
const interval = ({ low, high }: Interval) => `${percent(low)}–${percent(high)}`;
const signed = (value: number) => `${value >= 0 ? '+' : '−'}${percent(Math.abs(value))}`;

const cell = (value: string, second: string | null = null): VerdictCell => ({ value, second });

const goalNames = { tap: 'Tap', 'sign-up': 'Sign-up' } as const;
/** What the second figure beside each count is: the networks the counted visitors came from. */
const byViewerKey = 'by viewer key';
const interval95 = '95% interval';
/** A figure withheld until every variant has the minimum sample. */
const tooEarly = 'too early';

export function verdictTable(
  experiment: ExperimentDefinition,
  counted: readonly VariantFunnel[],
  minCount: number,
): VerdictTable {
  const verdict = experimentVerdict(experiment, goalCounts(experiment.goal, counted));
  const count = (value: number) => (value < minCount ? `<${minCount}` : value.toLocaleString('en-GB'));
  const counts = (codes: number, viewerKeys: number) => cell(count(codes), count(viewerKeys));
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
  const early = verdict.outcome.kind === 'collecting';
  const rows = verdict.variants.map((row, index) => {
    // A rate of a count too small to show would reveal it.
    const shown = row.visitors >= minCount && row.converted >= minCount;
    const funnel = funnels[index];
    return [
      cell(row.variant),
      cell(experiment.variants[index]?.page ?? ''),
      counts(row.visitors, row.viewerKeys),
      counts(funnel?.tapped ?? 0, funnel?.tappedViewerKeys ?? 0),
      counts(funnel?.signedUp ?? 0, funnel?.signedUpViewerKeys ?? 0),
      shown ? cell(percent(row.rate), interval(row.rateInterval)) : cell('–'),
      row.difference === null
        ? cell('control')
        : !shown
          ? cell('–')
          : early
            ? cell(tooEarly)
            : cell(
                signed(row.difference.value),
                `${signed(row.difference.interval.low)} to ${signed(row.difference.interval.high)}`,
              ),
      cell(early ? tooEarly : percent(row.chanceBest)),
    ];
  });
  const { outcome, sampleRatioMismatch, viewerKeyMismatch } = verdict;
  const goal = goalNames[experiment.goal.metric].toLowerCase();
  const conclusion =
    outcome.kind === 'collecting'
      ? `Too early for a verdict: ${outcome.moreVisitors.toLocaleString('en-GB')} more visitors needed (${verdict.minimumPerVariant.toLocaleString('en-GB')} a variant to find a ${percent(experiment.goal.smallestLift)} lift on a ${goal} rate of ${percent(experiment.goal.baselineRate)}).`
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
          `Warning: the visitors of ${viewerKeyMismatch.variants.join(' and ')}${viewerKeyMismatch.of === 'visitors' ? '' : ` with a ${goal}`} are more often on a network another of them used than the other variants' (visitor codes against viewer keys: chi-square ${viewerKeyMismatch.chiSquare.toFixed(1)} > ${viewerKeyMismatch.threshold}); people are assigned at random, so some of these visitors may be forged, many browsers from few networks, and no figure here can be trusted.`,
        ];
  return {
    title: experiment.question,
    headers: [
      cell('Variant'),
      cell('Page'),
      cell('Visitors', byViewerKey),
      cell('Tapped', byViewerKey),
      cell('Signed up', byViewerKey),
      cell(`${goalNames[experiment.goal.metric]} rate`, interval95),
      cell('Difference', interval95),
      cell('Chance best'),
    ],
    rows,
    notes: [...warning, ...forged, conclusion],
    verdict,
    funnels,
  };
}

// The experiment verdict as text for the terminal: per variant its visitors, taps and rate with
// its interval, the difference from the control and the chance it is best; then the warning or
// the verdict. Counts below the report's minimum show as "<n", as in the report.
import type { ExperimentDefinition } from '../edge/experiments/definition-shape.ts';
import type { Interval, Verdict } from './experiment-verdict.ts';

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
const interval = ({ low, high }: Interval) => `${percent(low)}–${percent(high)}`;
const signed = (value: number) => `${value >= 0 ? '+' : '−'}${percent(Math.abs(value))}`;

export function formatVerdict(experiment: ExperimentDefinition, verdict: Verdict, minCount: number): string {
  const count = (value: number) => (value < minCount ? `<${minCount}` : value.toLocaleString('en-GB'));
  const rows = verdict.variants.map((row) => {
    // A rate of a count too small to show would reveal it.
    const shown = row.visitors >= minCount && row.converted >= minCount;
    return [
      row.variant,
      count(row.visitors),
      count(row.converted),
      shown ? `${percent(row.rate)} (${interval(row.rateInterval)})` : '–',
      row.difference === null
        ? 'control'
        : shown
          ? `${signed(row.difference.value)} (${signed(row.difference.interval.low)} to ${signed(row.difference.interval.high)})`
          : '–',
      percent(row.chanceBest),
    ];
  });
  const header = [
    'Variant',
    'Visitors',
    'Tapped',
    'Rate (95% interval)',
    'Difference (95% interval)',
    'Chance best',
  ];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  const { outcome } = verdict;
  const conclusion =
    outcome.kind === 'collecting'
      ? `Not enough data yet: ${outcome.moreVisitors.toLocaleString('en-GB')} more visitors needed (${verdict.minimumPerVariant.toLocaleString('en-GB')} a variant to find a ${percent(experiment.goal.smallestLift)} lift on ${percent(experiment.goal.baselineRate)}).`
      : outcome.kind === 'winner'
        ? `Verdict: ${outcome.variant} is best, with a chance of at least 95%.`
        : 'Verdict: no clear difference between the variants.';
  const warning =
    verdict.sampleRatioMismatch === null
      ? []
      : [
          `Warning: the split does not match the weights (chi-square ${verdict.sampleRatioMismatch.chiSquare.toFixed(1)} > ${verdict.sampleRatioMismatch.threshold}); the assignment or the recording is broken, so no figure here can be trusted.`,
        ];
  return `${[experiment.question, '', line(header), ...rows.map(line), '', ...warning, conclusion].join('\n')}\n`;
}

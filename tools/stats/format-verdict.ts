// The experiment verdict (report/verdict-table.ts) as text for the terminal and as JSON. The text is
// the one the report's dashboard shows, a column a variant, within the terminal's width.
import type { ExperimentDefinition } from '../../edge/experiments/definition-shape.ts';
import { verdictColumns } from '../../report/dashboard.ts';
import { defaultTextWidth, usableWidth } from '../../contract/wrap-text.ts';
import { verdictLines } from '../../report/format-table.ts';
import type { VerdictTable } from '../../report/verdict-table.ts';

export function formatVerdict(table: VerdictTable, width: number = defaultTextWidth): string {
  return `${verdictLines(verdictColumns(table), usableWidth(width)).join('\n')}\n`;
}

/**
 * The verdict's figures for a program: with a minimum count, counts below it are withheld (null)
 * with every figure computed from them, as the shared report withholds its small cells.
 */
export function verdictJson(
  experiment: ExperimentDefinition,
  from: string,
  to: string,
  table: VerdictTable,
  minCount: number,
) {
  const { verdict, funnels } = table;
  return {
    experiment: experiment.id,
    question: experiment.question,
    goal: experiment.goal,
    from,
    to,
    variants: verdict.variants.map((row, index) => {
      const funnel = funnels[index];
      const shown = row.visitors >= minCount && row.converted >= minCount;
      const kept = (value: number) => (value < minCount ? null : value);
      return {
        variant: row.variant,
        page: experiment.variants[index]?.page ?? null,
        visitors: kept(row.visitors),
        viewerKeys: kept(row.viewerKeys),
        tapped: kept(funnel?.tapped ?? 0),
        tappedViewerKeys: kept(funnel?.tappedViewerKeys ?? 0),
        signedUp: kept(funnel?.signedUp ?? 0),
        signedUpViewerKeys: kept(funnel?.signedUpViewerKeys ?? 0),
        rate: shown ? row.rate : null,
        rateInterval: shown ? row.rateInterval : null,
        difference: shown ? row.difference : null,
        chanceBest: row.chanceBest,
        visitorsShort: row.visitorsShort,
      };
    }),
    minimumPerVariant: verdict.minimumPerVariant,
    sampleRatioMismatch: verdict.sampleRatioMismatch,
    viewerKeyMismatch: verdict.viewerKeyMismatch,
    outcome: verdict.outcome,
    notes: table.notes,
  };
}

// `--format table`: the dashboard (report/dashboard.ts) as text for a terminal and the weekly mail's
// plain-text part, every line within a width: 100 columns, or the terminal's. A table too wide for
// it is cut into blocks of columns, each with the rows' labels again; a label too long for its
// share of the width wraps onto the next line. Every row is listed: text has no "show more".
import {
  dashboard,
  dashboardHeadings,
  type Dashboard,
  type DroppedRecords,
  type SpeedOverview,
  type TopList,
  type VerdictColumns,
} from './dashboard.ts';
import { defaultTextWidth, usableWidth, wrapText } from '../contract/wrap-text.ts';
import type { Report } from './report.ts';
import { cellParts, formatCell, type ReportSection } from './report-sections.ts';
import { verdictCellText, type VerdictTable } from './verdict-table.ts';

/** Labels are wrapped no narrower than this to keep a table in one block. */
const narrowestLabels = 16;
const gap = '  ';

/** The widths of the label columns, the widest cut down until all fit in `room`. */
function labelWidths(natural: readonly number[], room: number): number[] {
  const widths = [...natural];
  while (widths.reduce((sum, width) => sum + width, 0) + gap.length * (widths.length - 1) > room) {
    const widest = widths.indexOf(Math.max(...widths));
    const current = widths[widest] ?? 0;
    if (current <= 6) break;
    widths[widest] = current - 1;
  }
  return widths;
}

/** A cell's width: its longest line. */
const cellWidth = (cell: string) => Math.max(...cell.split('\n').map((line) => line.length));

/**
 * A table within `width`: label columns left-aligned, figure columns right-aligned and never
 * cut; a cell may hold several lines. Labels wrap to leave every figure room beside them, down to
 * `narrowestLabels`; past that the figure columns go in as many blocks as the width needs.
 */
export function fitTable(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  labelCount: number,
  width: number,
): string[] {
  const natural = headers.map((header, column) =>
    Math.max(cellWidth(header), ...rows.map((row) => cellWidth(row[column] ?? ''))),
  );
  const figureColumns = natural.map((_, column) => column).slice(labelCount);
  const figuresWidth = figureColumns.reduce((sum, column) => sum + gap.length + (natural[column] ?? 0), 0);
  const labelsNatural = natural
    .slice(0, labelCount)
    .reduce((sum, one) => sum + one + gap.length, -gap.length);
  const besideEveryFigure = width - figuresWidth;
  const labels = labelWidths(
    natural.slice(0, labelCount),
    besideEveryFigure >= Math.min(labelsNatural, narrowestLabels)
      ? besideEveryFigure
      : Math.floor(width * 0.45),
  );
  const labelsWidth = labels.reduce((sum, one) => sum + one + gap.length, 0);
  const blocks: number[][] = [];
  for (const column of figureColumns) {
    const block = blocks.at(-1);
    const used = (block ?? []).reduce((sum, index) => sum + (natural[index] ?? 0) + gap.length, labelsWidth);
    if (block !== undefined && used + (natural[column] ?? 0) <= width) block.push(column);
    else blocks.push([column]);
  }
  const render = (columns: readonly number[]) => {
    const line = (cells: readonly (readonly string[])[], index: number) =>
      [
        ...labels.map((labelWidth, column) => (cells[column]?.[index] ?? '').padEnd(labelWidth)),
        ...columns.map((column) => (cells[column]?.[index] ?? '').padStart(natural[column] ?? 0)),
      ]
        .join(gap)
        .trimEnd();
    const lines = (cells: readonly string[]) => {
      const split = cells.map((cell, column) => {
        const labelWidth = labels[column];
        const cellLines = cell.split('\n');
        return labelWidth === undefined ? cellLines : cellLines.flatMap((one) => wrapText(one, labelWidth));
      });
      const height = Math.max(1, ...split.map((cell) => cell.length));
      return Array.from({ length: height }, (_, index) => line(split, index));
    };
    const rule = natural.map((one, column) => ['-'.repeat(labels[column] ?? one)]);
    return [...lines(headers), line(rule, 0), ...rows.flatMap(lines)];
  };
  return (blocks.length === 0 ? [[]] : blocks).flatMap((columns, index) => [
    ...(index === 0 ? [] : ['']),
    ...render(columns),
  ]);
}

/** A section's every row and figure. */
function sectionLines(title: string, section: ReportSection, width: number): string[] {
  if (section.rows.length === 0) return ['', title, '  no records'];
  return [
    '',
    title,
    ...fitTable(
      [...section.labelHeaders, ...section.figureHeaders],
      section.rows.map((row) => [...row.labels, ...row.cells.map(formatCell)]),
      section.labelHeaders.length,
      width,
    ),
  ];
}

/**
 * The totals one figure a line: this period, the previous one and the change side by side; then,
 * in every visitor's report, the records dropped past a network's daily limit, and what they are.
 */
function totalsLines(board: Dashboard, width: number): string[] {
  const cells = board.totals.rows[0]?.cells ?? [];
  return [
    '',
    board.totals.title,
    ...fitTable(
      ['', 'This period', 'Previous', 'Change'],
      board.totals.figureHeaders.map((header, index) => {
        const cell = cells[index];
        const { current, previous, change } =
          cell === undefined ? { current: '', previous: '', change: '' } : cellParts(cell);
        return [header, current, previous, change];
      }),
      1,
      width,
    ),
    ...(board.dropped === null ? [] : droppedLines(board.dropped, width)),
  ];
}

/** The records dropped past a network's daily limit, as a sentence under the totals, and what they are. */
function droppedLines({ figure, note }: DroppedRecords, width: number): string[] {
  return [
    '',
    ...(figure === null
      ? []
      : wrapText(`${figure.name}: ${figure.value} (was ${figure.previous}, ${figure.change})`, width)),
    ...wrapText(note, width),
  ];
}

function listLines(list: TopList, width: number): string[] {
  if (list.rows.length === 0) return ['', list.title, '  no records'];
  const headers = list.columns.flatMap((column) => [
    column.header,
    ...(column.second === null ? [] : [column.second]),
  ]);
  const rows = list.rows.map((row) => [
    row.label,
    ...row.cells.flatMap((cell) => [cell.value, ...(cell.second === null ? [] : [cell.second])]),
  ]);
  return ['', list.title, ...fitTable([list.labelHeader, ...headers], rows, 1, width)];
}

/** An experiment's verdict, a column a variant, then its warnings and its conclusion. */
export function verdictLines(verdict: VerdictColumns, width: number): string[] {
  return [
    ...wrapText(verdict.title, width),
    ...fitTable(
      [verdict.corner, ...verdict.variants],
      verdict.rows.map((row) => [row.header, ...row.cells].map(verdictCellText)),
      1,
      width,
    ),
    ...[...verdict.warnings, verdict.conclusion].flatMap((note) => ['', ...wrapText(note, width)]),
  ];
}

function speedLines(speed: SpeedOverview, width: number): string[] {
  if (speed.rows.length === 0) return ['', speed.title, '  no records'];
  return [
    '',
    speed.title,
    ...fitTable(
      ['Metric', ...speed.screens],
      speed.rows.map((row) => [
        row.metric,
        ...row.cells.map((cell) => (cell === null ? '–' : `${cell.value}\n${cell.rating}`)),
      ]),
      1,
      width,
    ),
  ];
}

/** A heading over a part of the report, underlined. */
const heading = (text: string) => ['', '', text, '='.repeat(text.length)];

export function formatTable(
  report: Report,
  verdicts: readonly VerdictTable[] = [],
  width: number = defaultTextWidth,
): string {
  const fit = usableWidth(width);
  const board = dashboard(report, verdicts);
  const lines = [
    ...wrapText(board.title, fit),
    ...wrapText(board.comparison, fit),
    ...totalsLines(board, fit),
    ...sectionLines(board.chart.title, board.chart.table, fit),
    ...heading(dashboardHeadings.lists),
    ...board.lists.flatMap((list) => listLines(list, fit)),
    ...(board.experiments.length === 0
      ? []
      : [
          ...heading(dashboardHeadings.experiments),
          ...board.experiments.flatMap((verdict) => ['', ...verdictLines(verdict, fit)]),
        ]),
    ...heading(dashboardHeadings.speed),
    ...speedLines(board.speed, fit),
    ...heading(dashboardHeadings.notes),
    ...[...board.notes, board.everyFigure].flatMap((note) => ['', ...wrapText(note, fit)]),
  ];
  return `${lines.join('\n')}\n`;
}

// `--format table`: the report as aligned text for a terminal.
import type { Report } from './report.ts';
import { formatCell, reportHeading, reportSections } from './report-sections.ts';

/** Columns padded to their widest cell; the figures right-aligned, the labels left. */
function textTable(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  labelColumns: number,
): string[] {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => {
        const width = widths[column] ?? 0;
        return column < labelColumns ? cell.padEnd(width) : cell.padStart(width);
      })
      .join('  ')
      .trimEnd();
  return [line(headers), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)];
}

export function formatTable(report: Report): string {
  const lines = [...reportHeading(report)];
  for (const section of reportSections(report)) {
    lines.push('', section.title);
    if (section.rows.length === 0) {
      lines.push('  no records');
      continue;
    }
    lines.push(
      ...textTable(
        [...section.labelHeaders, ...section.figureHeaders],
        section.rows.map((row) => [...row.labels, ...row.cells.map(formatCell)]),
        section.labelHeaders.length,
      ),
    );
  }
  return `${lines.join('\n')}\n`;
}

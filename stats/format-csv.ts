// `--format csv`: one row per figure of every group of every breakdown (RFC 4180), the totals
// first, with this period, the previous one and the change in columns of their own. Hidden counts
// keep their "<10" text, so a spreadsheet cannot sum them back into a figure.
import type { Report } from './report.ts';
import { cellParts, reportSections } from './report-sections.ts';

function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

export function formatCsv(report: Report): string {
  const rows: string[][] = [['breakdown', 'group', 'figure', 'current', 'previous', 'change']];
  for (const section of reportSections(report)) {
    for (const row of section.rows) {
      row.cells.forEach((cell, index) => {
        const { current, previous, change } = cellParts(cell);
        rows.push([
          section.key,
          row.labels.join(' / '),
          section.figureHeaders[index] ?? '',
          current,
          previous,
          change,
        ]);
      });
    }
  }
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

// `--format csv`: one row per figure of every group of every breakdown (RFC 4180), the totals
// first, with this period, the previous one and the change in columns of their own. Hidden counts
// keep their "<10" text, so a spreadsheet cannot sum them back into a figure, and no cell is a
// formula.
import type { Report } from '../../report/report.ts';
import { cellParts, reportSections } from '../../report/report-sections.ts';

/**
 * A spreadsheet runs a cell that starts with one of these as a formula, so a campaign name such as
 * `=HYPERLINK(…)` could act when the file is opened (OWASP, CSV injection). Such a cell starts
 * with an apostrophe instead, which spreadsheets read as "text follows".
 */
const formulaStart = /^[=+\-@\t\r]/;
/** The report's own signed figures (`+20.0%`, `-0.25`): numbers to a spreadsheet, no formula. */
const signedFigure = /^[+-]\d+(?:\.\d+)?%?$/;

/** One cell as written: text that could run as a formula made inert, then quoted as RFC 4180 says. */
export function csvCell(value: string): string {
  const text = formulaStart.test(value) && !signedFigure.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
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

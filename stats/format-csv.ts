// `--format csv`: one row per group of every breakdown (RFC 4180), the totals first. Hidden counts
// keep their "<10" text, so a spreadsheet cannot sum them back into a figure.
import type { Report } from './report.ts';
import { reportSections } from './report-sections.ts';

function csvCell(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function formatCsv(report: Report): string {
  const rows: (string | number | null)[][] = [
    ['breakdown', 'group', 'visits', 'downloads', 'click_through', 'share'],
    ['totals', '', report.totals.visits, report.totals.downloads, report.totals.clickThrough, null],
  ];
  for (const section of reportSections(report)) {
    for (const row of section.rows) {
      const { visits, downloads, clickThrough, share } = row.figures;
      rows.push([section.key, row.labels.join(' / '), visits, downloads, clickThrough, share]);
    }
  }
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

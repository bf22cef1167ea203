// The weekly report as an e-mail to the owners (lambdas/weekly-report): the HTML report's
// figures and charts in a form common mail clients show. Mail clients drop <style> blocks, SVG
// and scripts unevenly, so every style is inline, and each chart is a table whose bars are
// coloured cells of a width in percent, beside the figure as text (docs/decisions/0044). The
// plain-text part is the table format.
import { escapeHtml } from './format-html.ts';
import { formatTable } from './format-table.ts';
import type { Report } from './report.ts';
import { formatCell, noneLabel, reportHeading, reportSections } from './report-sections.ts';

export interface ReportEmail {
  readonly subject: string;
  readonly html: string;
  readonly text: string;
}

interface Bar {
  readonly label: string;
  /** As shown beside the bar. */
  readonly figure: string;
  /** Null draws no bar: the figure is hidden or undefined. */
  readonly value: number | null;
}

const ink = '#1f2937';
const barColour = '#1d4ed8';
const ruleColour = '#d1d5db';
const font = 'font-family:system-ui,-apple-system,&quot;Segoe UI&quot;,Roboto,Arial,sans-serif';
const cell = `padding:4px 8px;border-bottom:1px solid ${ruleColour};text-align:left;white-space:nowrap;`;
const figureCell = `${cell}text-align:right;`;
const captionStyle = 'text-align:left;font-weight:bold;font-size:16px;padding:8px 0;';

/** A bar's length in percent of the longest, at least 1% so a small non-zero figure shows. */
function barWidth(value: number, longest: number): number {
  if (value <= 0 || longest <= 0) return 0;
  return Math.max(1, Math.round((value / longest) * 100));
}

/**
 * A bar chart as a table: label, figure and a bar drawn by a cell's width and background, which
 * Outlook, Gmail and Apple Mail all honour. The bar is decoration beside the figure it draws.
 */
function barChart(title: string, bars: readonly Bar[]): string {
  const longest = Math.max(0, ...bars.map((bar) => bar.value ?? 0));
  const rows =
    bars.length === 0
      ? `<tr><td colspan="3" style="${cell}">No records</td></tr>`
      : bars
          .map((bar) => {
            const width = bar.value === null ? 0 : barWidth(bar.value, longest);
            const drawn =
              width === 0
                ? ''
                : `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td width="${width}%" bgcolor="${barColour}" style="background:${barColour};height:14px;font-size:0;line-height:0;">&nbsp;</td>${width < 100 ? '<td style="font-size:0;line-height:0;">&nbsp;</td>' : ''}</tr></table>`;
            return `<tr><th scope="row" style="${cell}font-weight:normal;">${escapeHtml(bar.label)}</th><td style="${figureCell}">${escapeHtml(bar.figure)}</td><td aria-hidden="true" width="60%" style="${cell}width:60%;">${drawn}</td></tr>`;
          })
          .join('\n');
  return `<table width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;margin:8px 0 16px;">\n<caption style="${captionStyle}">${escapeHtml(title)}</caption>\n${rows}\n</table>`;
}

const percent = (rate: number | null) => (rate === null ? '–' : `${(rate * 100).toFixed(1)}%`);

function charts(report: Report): string[] {
  const unit = report.by === 'week' ? 'week' : 'day';
  return [
    barChart(
      `Visitors per ${unit}`,
      report.byPeriod.map((row) => ({
        label: row.period,
        figure: String(row.visitors),
        value: typeof row.visitors === 'number' ? row.visitors : null,
      })),
    ),
    barChart(
      'Tap rate by landing page',
      report.byLandingPage.map((row) => ({
        label: row.page,
        figure: percent(row.tapRate.current),
        value: row.tapRate.current,
      })),
    ),
    barChart(
      'Tap rate by partner',
      report.byPartner.map((row) => ({
        label: row.partner ?? noneLabel,
        figure: percent(row.tapRate.current),
        value: row.tapRate.current,
      })),
    ),
  ];
}

function tables(report: Report): string[] {
  return reportSections(report).map((section) => {
    const labelCount = section.labelHeaders.length;
    const head = [...section.labelHeaders, ...section.figureHeaders]
      .map(
        (header, index) =>
          `<th scope="col" style="${index >= labelCount ? figureCell : cell}">${escapeHtml(header)}</th>`,
      )
      .join('');
    const body =
      section.rows.length === 0
        ? `<tr><td colspan="${labelCount + section.figureHeaders.length}" style="${cell}">No records</td></tr>`
        : section.rows
            .map((row) => {
              const [first = '', ...labels] = row.labels;
              return `<tr><th scope="row" style="${cell}font-weight:normal;">${escapeHtml(first)}</th>${[
                ...labels.map((label) => `<td style="${cell}">${escapeHtml(label)}</td>`),
                ...row.cells.map(
                  (value) => `<td style="${figureCell}">${escapeHtml(formatCell(value))}</td>`,
                ),
              ].join('')}</tr>`;
            })
            .join('\n');
    return `<table cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;margin:8px 0 16px;">\n<caption style="${captionStyle}">${escapeHtml(section.title)}</caption>\n<thead><tr>${head}</tr></thead>\n<tbody>\n${body}\n</tbody>\n</table>`;
  });
}

/** The owners' weekly mail: subject, HTML body and its plain-text alternative. */
export function reportEmail(report: Report): ReportEmail {
  const [title = 'Visit statistics', ...notes] = reportHeading(report);
  const html = `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
</head>
<body style="margin:0;padding:16px;color:${ink};background:#ffffff;${font};font-size:14px;line-height:1.5;">
<h1 style="font-size:20px;margin:0 0 8px;">${escapeHtml(title)}</h1>
${notes.map((note) => `<p style="margin:0 0 8px;">${escapeHtml(note)}</p>`).join('\n')}
<h2 style="font-size:18px;margin:24px 0 8px;">Charts</h2>
${charts(report).join('\n')}
<h2 style="font-size:18px;margin:24px 0 8px;">Tables</h2>
${tables(report).join('\n')}
</body>
</html>
`;
  return { subject: title, html, text: formatTable(report) };
}

// `--format html`: one self-contained page (inline CSS and SVG, nothing fetched) that reads on a
// phone: what it covers, the charts each with its text alternative, and every breakdown as a table
// with a caption.
import type { Report } from './report.ts';
import type { Chart } from './charts.ts';
import { formatCell, reportHeading, reportSections } from './report-sections.ts';
import type { VerdictTable } from './verdict-table.ts';

const htmlEscapes: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

const styles = `
:root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1f2937; }
body { margin: 0 auto; padding: 1rem; max-width: 60rem; line-height: 1.5; }
h1 { font-size: 1.5rem; margin: 0 0 .5rem; }
h2 { font-size: 1.2rem; margin: 2rem 0 .5rem; }
figure { margin: 1.5rem 0; }
figcaption { font-weight: 600; margin-bottom: .5rem; }
.chart svg { display: block; width: 100%; height: auto; }
.scroll { overflow-x: auto; }
table { border-collapse: collapse; min-width: 100%; margin: .5rem 0 1rem; }
caption { text-align: left; font-weight: 600; font-size: 1.1rem; padding: .5rem 0; }
th, td { padding: .35rem .6rem; border-bottom: 1px solid #d1d5db; text-align: left; white-space: nowrap; }
td.figure, th.figure { text-align: right; font-variant-numeric: tabular-nums; }
`;

function table(
  title: string,
  labelHeaders: readonly string[],
  figureHeaders: readonly string[],
  rows: readonly (readonly string[])[],
): string {
  const labelCount = labelHeaders.length;
  const head = [...labelHeaders, ...figureHeaders]
    .map(
      (header, index) =>
        `<th scope="col"${index >= labelCount ? ' class="figure"' : ''}>${escapeHtml(header)}</th>`,
    )
    .join('');
  const body =
    rows.length === 0
      ? `<tr><td colspan="${labelCount + figureHeaders.length}">No records</td></tr>`
      : rows
          .map(
            (cells) =>
              `<tr>${cells
                .map((cell, index) =>
                  index === 0
                    ? `<th scope="row">${escapeHtml(cell)}</th>`
                    : `<td${index >= labelCount ? ' class="figure"' : ''}>${escapeHtml(cell)}</td>`,
                )
                .join('')}</tr>`,
          )
          .join('\n');
  // A region that may scroll sideways on a phone: focusable, so it scrolls from the keyboard too.
  return `<div class="scroll" role="region" aria-label="${escapeHtml(title)}" tabindex="0"><table>\n<caption>${escapeHtml(title)}</caption>\n<thead><tr>${head}</tr></thead>\n<tbody>\n${body}\n</tbody>\n</table></div>`;
}

function figure(chart: Chart): string {
  // role="img" makes the drawing one image named by its description; the tables hold its numbers.
  return `<figure>\n<figcaption>${escapeHtml(chart.title)}</figcaption>\n<div class="chart" role="img" aria-label="${escapeHtml(chart.description)}">${chart.svg}</div>\n</figure>`;
}

/** An experiment's verdict: its table, then the warning and the conclusion. */
function verdictSection(verdict: VerdictTable): string {
  const [labelHeader = 'Variant', pageHeader = 'Page', ...figureHeaders] = verdict.headers;
  return [
    table(verdict.title, [labelHeader, pageHeader], figureHeaders, verdict.rows),
    ...verdict.notes.map((note) => `<p>${escapeHtml(note)}</p>`),
  ].join('\n');
}

function htmlDocument(title: string, notes: readonly string[], body: readonly string[]): string {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${styles}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${notes.map((note) => `<p>${escapeHtml(note)}</p>`).join('\n')}
${body.join('\n')}
</main>
</body>
</html>
`;
}

/** `--experiment <id> --format html`: the verdict alone. */
export function formatVerdictHtml(verdict: VerdictTable, from: string, to: string): string {
  return htmlDocument(
    `Experiment verdict: ${verdict.title}`,
    [`From ${from} to ${to} (UTC).`],
    [verdictSection(verdict)],
  );
}

/** The report, with the verdict of each experiment that ran during its period. */
export function formatHtml(
  report: Report,
  charts: readonly Chart[],
  verdicts: readonly VerdictTable[] = [],
): string {
  const [title = 'Visit statistics', ...notes] = reportHeading(report);
  const tables = reportSections(report).map((section) =>
    table(
      section.title,
      section.labelHeaders,
      section.figureHeaders,
      section.rows.map((row) => [...row.labels, ...row.cells.map(formatCell)]),
    ),
  );
  return htmlDocument(title, notes, [
    '<h2>Charts</h2>',
    ...charts.map(figure),
    ...(verdicts.length === 0 ? [] : ['<h2>Experiments</h2>', ...verdicts.map(verdictSection)]),
    '<h2>Tables</h2>',
    ...tables,
  ]);
}

// `--format html`: the report as a dashboard on one self-contained page (inline CSS and SVG,
// nothing fetched or run; docs/decisions/0070). The period's figures with their change, the chart
// over time, the top of each breakdown, the experiments' verdicts and field speed, laid out by
// report/dashboard.ts; every breakdown's full table is one click away in a <details>. Text keeps
// one size at any width, nothing makes the page scroll sideways at 375 px (a wide table scrolls in
// its own box), and the colours follow the reader's light or dark setting.
import { timeChartHtml } from './charts.ts';
import {
  dashboard,
  dashboardHeadings,
  topRows,
  type DroppedRecords,
  type HeadlineFigure,
  type SpeedOverview,
  type TopList,
  type VerdictColumns,
  verdictColumns,
} from '../../report/dashboard.ts';
import { escapeHtml } from '../../report/escape-html.ts';
import type { Report } from '../../report/report.ts';
import { formatCell, type ReportSection } from '../../report/report-sections.ts';
import type { VerdictCell, VerdictTable } from '../../report/verdict-table.ts';

const styles = `
:root {
  color-scheme: light dark;
  --page: #ffffff; --ink: #1f2937; --muted: #4b5563; --rule: #d1d5db; --card: #f3f4f6; --bar: #dbeafe;
  --series-1: #1d4ed8; --series-2: #b45309; --series-3: #047857;
  --better: #047857; --worse: #b91c1c; --good: #047857; --fair: #92400e; --poor: #b91c1c;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
}
@media (prefers-color-scheme: dark) {
  :root {
    --page: #111827; --ink: #e5e7eb; --muted: #a3acb9; --rule: #374151; --card: #1f2937; --bar: #233a66;
    --series-1: #60a5fa; --series-2: #fbbf24; --series-3: #34d399;
    --better: #34d399; --worse: #f87171; --good: #34d399; --fair: #fbbf24; --poor: #f87171;
  }
}
body { margin: 0; background: var(--page); color: var(--ink); font-size: 0.9375rem; line-height: 1.5; }
main { max-width: 72rem; margin: 0 auto; padding: 1rem; }
h1 { font-size: 1.125rem; line-height: 1.35; margin: 0 0 .25rem; }
h2 { font-size: 1.0625rem; margin: 2rem 0 .75rem; }
p { margin: 0 0 .5rem; }
.muted, .notes p { color: var(--muted); }
.notes p { font-size: .875rem; }
.tiles { list-style: none; margin: 0; padding: 0; display: grid; gap: .75rem; grid-template-columns: repeat(2, minmax(0, 1fr)); }
.tiles li, .dropped { background: var(--card); border-radius: .5rem; padding: .625rem .75rem; display: flex; flex-direction: column; }
.tiles .name, .dropped .name, .was, .dropped .note { font-size: .8125rem; color: var(--muted); }
.tiles .value, .dropped .value { font-size: 1.125rem; font-weight: 700; font-variant-numeric: tabular-nums; }
.dropped { margin: .75rem 0 0; }
.dropped .note { margin: .25rem 0 0; }
p.none { font-size: .875rem; margin: .75rem 0 0; }
.change { font-size: .8125rem; font-variant-numeric: tabular-nums; }
.better { color: var(--better); }
.worse { color: var(--worse); }
.lists { display: grid; gap: 1.75rem 2.5rem; }
.card { min-width: 0; }
@media (min-width: 48rem) {
  .tiles { grid-template-columns: repeat(4, minmax(0, 1fr)); }
  .lists { grid-template-columns: repeat(2, minmax(0, 1fr)); }
}
table { border-collapse: collapse; width: 100%; }
caption { text-align: left; font-weight: 600; padding: 0 0 .375rem; }
th, td { padding: .375rem .5rem; border-bottom: 1px solid var(--rule); text-align: left; vertical-align: top; }
th:first-child, td:first-child { padding-left: 0; }
th:last-child, td:last-child { padding-right: 0; }
thead th { font-size: .8125rem; font-weight: 600; color: var(--muted); vertical-align: bottom; }
tbody th { font-weight: normal; }
.figure { text-align: right; font-variant-numeric: tabular-nums; }
td.figure { white-space: nowrap; }
.top thead th:first-child { width: 40%; }
.top tbody th { position: relative; overflow-wrap: anywhere; }
.top .bar { position: absolute; left: 0; top: .25rem; height: 1.625rem; background: var(--bar); border-radius: .25rem; }
.top .label { position: relative; display: block; padding: 0 .375rem; }
.top .second, .verdict .second { display: block; font-size: .8125rem; }
.top td .second:not(.better, .worse), .verdict td .second { color: var(--muted); }
.top thead .second { font-weight: normal; }
.speed { max-width: 40rem; }
.speed th, .speed td { padding-left: .375rem; padding-right: .375rem; }
.speed td { white-space: normal; }
.rating { display: block; font-size: .75rem; }
.good { color: var(--good); }
.needs-improvement { color: var(--fair); }
.poor { color: var(--poor); }
.scroll { overflow-x: auto; }
.scroll table { width: auto; min-width: 100%; }
.scroll th, .scroll td { white-space: nowrap; }
.scroll th:first-child, .scroll td:first-child { padding-left: .25rem; }
.scroll tbody th { white-space: normal; overflow-wrap: anywhere; min-width: 8rem; max-width: 14rem; }
details { margin: .5rem 0 0; }
summary { cursor: pointer; font-size: .875rem; color: var(--muted); padding: .25rem 0; }
details[open] summary { margin-bottom: .5rem; }
.conclusion { font-weight: 600; }
.conclusion, .warning { max-width: 48rem; }
.warning { border-left: .25rem solid var(--worse); padding: .125rem 0 .125rem .75rem; margin: .75rem 0; }
.scroll .verdict { width: 100%; min-width: 0; max-width: 40rem; }
.scroll .verdict td { white-space: normal; }
.chart { --gutter: 3rem; }
.series-name { display: flex; align-items: center; gap: .5rem; font-size: .875rem; margin: 1rem 0 .5rem; }
.key { display: inline-block; width: .75rem; height: .75rem; border-radius: .125rem; }
.key.series-1 { background: var(--series-1); }
.key.series-2 { background: var(--series-2); }
.key.series-3 { background: var(--series-3); }
.panel { display: grid; grid-template-columns: var(--gutter) minmax(0, 1fr); height: 5.5rem; }
.scale { position: relative; font-size: .75rem; color: var(--muted); font-variant-numeric: tabular-nums; }
.scale span { position: absolute; right: .5rem; transform: translateY(50%); line-height: 1; }
.plot { position: relative; }
.plot svg { position: absolute; inset: 0; width: 100%; height: 100%; overflow: visible; }
.gridline { stroke: var(--rule); }
.baseline { stroke: var(--muted); }
svg.series-1 rect { fill: var(--series-1); }
svg.series-2 rect { fill: var(--series-2); }
svg.series-3 rect { fill: var(--series-3); }
.axis { position: relative; height: 1.25rem; margin: .375rem 0 0 var(--gutter); font-size: .75rem; color: var(--muted); }
.axis span { position: absolute; top: 0; transform: translateX(-50%); white-space: nowrap; }
.axis .start, .axis .end { transform: none; }
@media (max-width: 40rem) { .axis .minor { display: none; } }
`;

const toneClass = (tone: string) => (tone === 'better' || tone === 'worse' ? ` ${tone}` : '');

/** A region that may scroll sideways: focusable, so it scrolls from the keyboard too. */
function scrollBox(label: string, content: string): string {
  return `<div class="scroll" role="region" aria-label="${escapeHtml(label)}" tabindex="0">${content}</div>`;
}

function headerRow(headers: readonly string[], labelCount: number): string {
  return `<tr>${headers
    .map(
      (header, index) =>
        `<th scope="col"${index >= labelCount ? ' class="figure"' : ''}>${escapeHtml(header)}</th>`,
    )
    .join('')}</tr>`;
}

/** A table with its caption, its first column the rows' headers, in a box of its own. */
function wideTable(
  title: string,
  labelHeaders: readonly string[],
  figureHeaders: readonly string[],
  rows: readonly (readonly string[])[],
): string {
  const labelCount = labelHeaders.length;
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
  return scrollBox(
    title,
    `<table>\n<caption>${escapeHtml(title)}</caption>\n<thead>${headerRow([...labelHeaders, ...figureHeaders], labelCount)}</thead>\n<tbody>\n${body}\n</tbody>\n</table>`,
  );
}

/** A section's every figure, folded away under a summary that names it. */
function everyFigure(section: ReportSection, summary = `Every figure: ${section.title}`): string {
  const table = wideTable(
    section.title,
    section.labelHeaders,
    section.figureHeaders,
    section.rows.map((row) => [...row.labels, ...row.cells.map(formatCell)]),
  );
  return `<details>\n<summary>${escapeHtml(summary)}</summary>\n${table}\n</details>`;
}

/** A headline figure's name, value, and change from the previous period's. */
function figureParts(figure: HeadlineFigure): string {
  return `<span class="name">${escapeHtml(figure.name)}</span><span class="value">${escapeHtml(figure.value)}</span><span><span class="change${toneClass(figure.tone)}">${escapeHtml(figure.change)}</span> <span class="was">from ${escapeHtml(figure.previous)}</span></span>`;
}

function tile(figure: HeadlineFigure): string {
  return `<li>${figureParts(figure)}</li>`;
}

/** The records dropped past a network's daily limit, under the tiles; or that none were. */
function droppedNote(dropped: DroppedRecords): string {
  const { figure, note } = dropped;
  if (figure === null) return `<p class="muted none">${escapeHtml(note)}</p>`;
  return `<div class="dropped">${figureParts(figure)}<p class="note">${escapeHtml(note)}</p></div>`;
}

function topListCard(list: TopList): string {
  const shown = list.rows.slice(0, topRows);
  const body =
    shown.length === 0
      ? `<tr><td colspan="${list.columns.length + 1}">No records</td></tr>`
      : shown
          .map((row) => {
            const bar =
              row.bar === null || row.bar === 0
                ? ''
                : `<span class="bar" style="width:${Number((row.bar * 100).toFixed(1))}%"></span>`;
            const cells = row.cells
              .map(
                (cell) =>
                  `<td class="figure">${escapeHtml(cell.value)}${
                    cell.second === null
                      ? ''
                      : ` <span class="second${toneClass(cell.tone)}">${escapeHtml(cell.second)}</span>`
                  }</td>`,
              )
              .join('');
            return `<tr><th scope="row">${bar}<span class="label">${escapeHtml(row.label)}</span></th>${cells}</tr>`;
          })
          .join('\n');
  const more =
    list.rows.length > shown.length
      ? `<p class="muted">The first ${shown.length} of ${list.rows.length}; every row is in the full table.</p>\n`
      : '';
  return `<div class="card">
<table class="top">
<caption>${escapeHtml(list.title)}</caption>
<thead><tr><th scope="col">${escapeHtml(list.labelHeader)}</th>${list.columns
    .map(
      (column) =>
        `<th scope="col" class="figure">${escapeHtml(column.header)}${
          column.second === null
            ? ''
            : ` <span class="second">(${escapeHtml(column.second.toLowerCase())})</span>`
        }</th>`,
    )
    .join('')}</tr></thead>
<tbody>
${body}
</tbody>
</table>
${more}${everyFigure(list.section)}
</div>`;
}

/** A verdict's figure, the one that reads with it in brackets on a line of its own. */
function verdictCell({ value, second }: VerdictCell): string {
  return `${escapeHtml(value)}${second === null ? '' : ` <span class="second">(${escapeHtml(second)})</span>`}`;
}

/** An experiment's verdict: its table, a column a variant, then the warnings and the conclusion. */
function verdictSection(verdict: VerdictColumns): string {
  const rows = verdict.rows
    .map(
      (row) =>
        `<tr><th scope="row">${verdictCell(row.header)}</th>${row.cells
          .map((cell) => `<td class="figure">${verdictCell(cell)}</td>`)
          .join('')}</tr>`,
    )
    .join('\n');
  const table = `<table class="verdict">\n<caption>${escapeHtml(verdict.title)}</caption>\n<thead>${headerRow([verdict.corner, ...verdict.variants], 1)}</thead>\n<tbody>\n${rows}\n</tbody>\n</table>`;
  return [
    scrollBox(verdict.title, table),
    ...verdict.warnings.map((warning) => `<p class="warning">${escapeHtml(warning)}</p>`),
    `<p class="conclusion">${escapeHtml(verdict.conclusion)}</p>`,
  ].join('\n');
}

function speedSection(speed: SpeedOverview): string {
  if (speed.rows.length === 0)
    return `<p>No field speed was measured in this period.</p>\n${everyFigure(speed.section)}`;
  const rows = speed.rows
    .map(
      (row) =>
        `<tr><th scope="row">${escapeHtml(row.metric)}</th>${row.cells
          .map((cell) =>
            cell === null
              ? '<td class="figure">–</td>'
              : `<td class="figure">${escapeHtml(cell.value)}<span class="rating ${cell.rating.replaceAll(' ', '-')}">${escapeHtml(cell.rating)}</span></td>`,
          )
          .join('')}</tr>`,
    )
    .join('\n');
  return `<table class="speed">
<caption>${escapeHtml(speed.title)}</caption>
<thead>${headerRow(['Metric', ...speed.screens], 1)}</thead>
<tbody>
${rows}
</tbody>
</table>
${everyFigure(speed.section)}`;
}

function htmlDocument(title: string, body: readonly string[]): string {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${escapeHtml(title)}</title>
<style>${styles}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body.join('\n')}
</main>
</body>
</html>
`;
}

/** `--experiment <id> --format html`: the verdict alone. */
export function formatVerdictHtml(verdict: VerdictTable, from: string, to: string): string {
  return htmlDocument(`Experiment verdict: ${verdict.title}`, [
    `<p class="muted">From ${escapeHtml(from)} to ${escapeHtml(to)} (UTC).</p>`,
    verdictSection(verdictColumns(verdict)),
  ]);
}

function section(id: string, heading: string, content: readonly string[]): string {
  return `<section aria-labelledby="${id}">\n<h2 id="${id}">${escapeHtml(heading)}</h2>\n${content.join('\n')}\n</section>`;
}

/** The report, with the verdict of each experiment that ran during its period. */
export function formatHtml(report: Report, verdicts: readonly VerdictTable[] = []): string {
  const board = dashboard(report, verdicts);
  return htmlDocument(board.title, [
    `<p class="muted">${escapeHtml(board.comparison)}</p>`,
    section('totals', board.totals.title, [
      `<ul class="tiles">\n${board.headline.map(tile).join('\n')}\n</ul>`,
      ...(board.dropped === null ? [] : [droppedNote(board.dropped)]),
      everyFigure(board.totals),
    ]),
    section('over-time', board.chart.title, [
      timeChartHtml(board.chart),
      everyFigure(board.chart.table, `The chart’s figures: ${board.chart.table.title}`),
    ]),
    section('breakdowns', dashboardHeadings.lists, [
      `<div class="lists">\n${board.lists.map(topListCard).join('\n')}\n</div>`,
    ]),
    ...(board.experiments.length === 0
      ? []
      : [section('experiments', dashboardHeadings.experiments, board.experiments.map(verdictSection))]),
    section('speed', dashboardHeadings.speed, [speedSection(board.speed)]),
    `<footer class="notes">\n<h2>${dashboardHeadings.notes}</h2>\n${board.notes.map((note) => `<p>${escapeHtml(note)}</p>`).join('\n')}\n</footer>`,
  ]);
}

// The weekly report as an e-mail to the owners (lambdas/weekly-report): the dashboard of the HTML
// report (report/dashboard.ts), in the parts and order it has, drawn as mail clients draw. They drop
// <style> blocks, SVG and scripts unevenly, so every style is inline and the layout is tables; the
// chart over time is a table whose bars are coloured cells of a width in percent beside each
// figure (docs/decisions/0044, 0070). Nothing is fetched. The plain-text part is the text format.
import {
  dashboard,
  dashboardHeadings,
  topRows,
  type DroppedRecords,
  type HeadlineFigure,
  type SpeedOverview,
  type TimeChart,
  type TopList,
  type VerdictColumns,
} from './dashboard.ts';
import { escapeHtml } from './escape-html.ts';
import { formatTable } from './format-table.ts';
import type { Report } from './report.ts';
import type { VerdictCell, VerdictTable } from './verdict-table.ts';

export interface ReportEmail {
  readonly subject: string;
  readonly html: string;
  readonly text: string;
}

/** RFC 5322's recommended line length, which mail clients show without wrapping. */
const mailTextWidth = 78;

const colours = {
  page: '#ffffff',
  ink: '#1f2937',
  muted: '#4b5563',
  rule: '#d1d5db',
  card: '#f3f4f6',
  bar: '#93c5fd',
  series: ['#1d4ed8', '#b45309', '#047857'],
  better: '#047857',
  worse: '#b91c1c',
  rating: { good: '#047857', 'needs improvement': '#92400e', poor: '#b91c1c' },
} as const;

const font = 'font-family:system-ui,-apple-system,&quot;Segoe UI&quot;,Roboto,Arial,sans-serif';
const cell = `padding:6px 8px 6px 0;border-bottom:1px solid ${colours.rule};text-align:left;vertical-align:top;`;
const figureCell = `${cell}text-align:right;white-space:nowrap;`;
const headCell = `${cell}font-size:13px;font-weight:bold;color:${colours.muted};vertical-align:bottom;`;
const small = 'display:block;font-size:13px;';
const captionStyle = 'text-align:left;font-weight:bold;font-size:15px;padding:8px 0 4px;';
const tableStyle = 'border-collapse:collapse;margin:0 0 20px;';
const h2Style = 'font-size:17px;margin:28px 0 10px;';

function toneColour(tone: string): string {
  return tone === 'better' ? colours.better : tone === 'worse' ? colours.worse : colours.muted;
}

/** A bar's length in percent of the longest, at least 1% so a small non-zero figure shows. */
function barWidth(value: number, longest: number): number {
  if (value <= 0 || longest <= 0) return 0;
  return Math.max(1, Math.round((value / longest) * 100));
}

/** A bar drawn by a cell's width and background, which Outlook, Gmail and Apple Mail all honour. */
function bar(width: number, colour: string): string {
  if (width === 0) return '';
  const rest = width < 100 ? '<td style="font-size:0;line-height:0;">&nbsp;</td>' : '';
  return `<table role="presentation" aria-hidden="true" width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td width="${width}%" bgcolor="${colour}" style="background:${colour};height:8px;font-size:0;line-height:0;">&nbsp;</td>${rest}</tr></table>`;
}

function dataTable(caption: string, head: string, rows: readonly string[]): string {
  return `<table width="100%" cellpadding="0" cellspacing="0" border="0" style="${tableStyle}">\n<caption style="${captionStyle}">${escapeHtml(caption)}</caption>\n<thead><tr>${head}</tr></thead>\n<tbody>\n${rows.join('\n')}\n</tbody>\n</table>`;
}

const header = (text: string, figure = true) =>
  `<th scope="col" style="${headCell}${figure ? 'text-align:right;' : ''}">${text}</th>`;
/** The column of a list's labels: the same share of every list's width. */
const labelHeader = (text: string) =>
  `<th scope="col" width="40%" style="${headCell}width:40%;">${text}</th>`;

/** A headline figure as a tile's cell, `extra` after its change. */
const tile = (figure: HeadlineFigure, width: string, extra = '') =>
  `<td width="${width}" valign="top" bgcolor="${colours.card}" style="background:${colours.card};padding:10px 12px;border:4px solid ${colours.page};"><span style="${small}color:${colours.muted};">${escapeHtml(figure.name)}</span><span style="display:block;font-size:18px;font-weight:bold;">${escapeHtml(figure.value)}</span><span style="${small}"><span style="color:${toneColour(figure.tone)};">${escapeHtml(figure.change)}</span> <span style="color:${colours.muted};">from ${escapeHtml(figure.previous)}</span></span>${extra}</td>`;

const tilesTable = (rows: readonly string[]) =>
  `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;margin:0 0 8px;">\n${rows.join('\n')}\n</table>`;

/** The headline figures, two to a row: a phone's width holds two. */
function tiles(figures: readonly HeadlineFigure[]): string {
  const rows: string[] = [];
  for (let index = 0; index < figures.length; index += 2) {
    rows.push(
      `<tr>${figures
        .slice(index, index + 2)
        .map((figure) => tile(figure, '50%'))
        .join('')}</tr>`,
    );
  }
  return tilesTable(rows);
}

/** The records dropped past a network's daily limit, under the tiles as wide as they are; or that none were. */
function droppedNote(dropped: DroppedRecords): string {
  const { figure, note } = dropped;
  if (figure === null)
    return `<p style="margin:0 0 8px;font-size:14px;color:${colours.muted};">${escapeHtml(note)}</p>`;
  return tilesTable([
    `<tr>${tile(figure, '100%', `<span style="${small}margin-top:4px;color:${colours.muted};">${escapeHtml(note)}</span>`)}</tr>`,
  ]);
}

/** The chart over time: a row a period, each series its figure over a bar on its own scale. */
function chartTable(chart: TimeChart): string {
  const head = [
    header(escapeHtml(chart.table.labelHeaders[0] ?? ''), false),
    ...chart.series.map((series) => header(escapeHtml(series.name), false)),
  ].join('');
  const rows = chart.periods.map(
    (period, index) =>
      `<tr><th scope="row" style="${cell}font-weight:normal;white-space:nowrap;">${escapeHtml(chart.labels[index] ?? period)}</th>${chart.series
        .map((series, seriesIndex) => {
          const value = series.values[index] ?? null;
          const longest = Math.max(0, ...series.values.map((one) => one ?? 0));
          const colour = colours.series[seriesIndex] ?? colours.bar;
          return `<td style="${cell}width:30%;">${escapeHtml(series.shown[index] ?? '')}${bar(value === null ? 0 : barWidth(value, longest), colour)}</td>`;
        })
        .join('')}</tr>`,
  );
  return dataTable(chart.table.title, head, rows);
}

function listTable(list: TopList): string {
  const shown = list.rows.slice(0, topRows);
  const head = [
    labelHeader(escapeHtml(list.labelHeader)),
    ...list.columns.map((column) =>
      header(
        `${escapeHtml(column.header)}${column.second === null ? '' : `<span style="${small}font-weight:normal;">(${escapeHtml(column.second.toLowerCase())})</span>`}`,
      ),
    ),
  ].join('');
  const rows =
    shown.length === 0
      ? [`<tr><td colspan="${list.columns.length + 1}" style="${cell}">No records</td></tr>`]
      : shown.map(
          (row) =>
            `<tr><th scope="row" style="${cell}font-weight:normal;word-break:break-word;">${escapeHtml(row.label)}${bar(
              row.bar === null ? 0 : barWidth(row.bar, 1),
              colours.bar,
            )}</th>${row.cells
              .map(
                (one) =>
                  `<td style="${figureCell}">${escapeHtml(one.value)}${
                    one.second === null
                      ? ''
                      : `<span style="${small}color:${toneColour(one.tone)};">${escapeHtml(one.second)}</span>`
                  }</td>`,
              )
              .join('')}</tr>`,
        );
  const more =
    list.rows.length > shown.length
      ? `<p style="margin:-12px 0 20px;font-size:13px;color:${colours.muted};">The first ${shown.length} of ${list.rows.length}.</p>`
      : '';
  return `${dataTable(list.title, head, rows)}${more}`;
}

/** A verdict's figure, the one that reads with it in brackets on a line of its own. */
function verdictCell({ value, second }: VerdictCell): string {
  return `${escapeHtml(value)}${second === null ? '' : `<span style="${small}color:${colours.muted};">(${escapeHtml(second)})</span>`}`;
}

function verdictTable(verdict: VerdictColumns): string {
  const head = [
    header(escapeHtml(verdict.corner), false),
    ...verdict.variants.map((variant) => header(escapeHtml(variant))),
  ].join('');
  const rows = verdict.rows.map(
    (row) =>
      `<tr><th scope="row" style="${cell}font-weight:normal;">${verdictCell(row.header)}</th>${row.cells
        .map((one) => `<td style="${figureCell}white-space:normal;">${verdictCell(one)}</td>`)
        .join('')}</tr>`,
  );
  return [
    dataTable(verdict.title, head, rows),
    ...verdict.warnings.map(
      (warning) =>
        `<p style="margin:0 0 12px;padding:2px 0 2px 10px;border-left:4px solid ${colours.worse};">${escapeHtml(warning)}</p>`,
    ),
    `<p style="margin:0 0 16px;font-weight:bold;">${escapeHtml(verdict.conclusion)}</p>`,
  ].join('\n');
}

function speedTable(speed: SpeedOverview): string {
  if (speed.rows.length === 0)
    return '<p style="margin:0 0 8px;">No field speed was measured in this period.</p>';
  const head = [header('Metric', false), ...speed.screens.map((screen) => header(escapeHtml(screen)))].join(
    '',
  );
  const rows = speed.rows.map(
    (row) =>
      `<tr><th scope="row" style="${cell}font-weight:normal;">${escapeHtml(row.metric)}</th>${row.cells
        .map((one) =>
          one === null
            ? `<td style="${figureCell}">–</td>`
            : `<td style="${figureCell}">${escapeHtml(one.value)}<span style="${small}white-space:normal;color:${colours.rating[one.rating]};">${escapeHtml(one.rating)}</span></td>`,
        )
        .join('')}</tr>`,
  );
  return dataTable(speed.title, head, rows);
}

const heading = (text: string) => `<h2 style="${h2Style}">${escapeHtml(text)}</h2>`;
const paragraph = (text: string) => `<p style="margin:0 0 8px;">${escapeHtml(text)}</p>`;

/** The owners' weekly mail: subject, HTML body and its plain-text alternative. */
export function reportEmail(report: Report, verdicts: readonly VerdictTable[] = []): ReportEmail {
  const board = dashboard(report, verdicts);
  const body = [
    `<h1 style="font-size:18px;line-height:1.35;margin:0 0 4px;">${escapeHtml(board.title)}</h1>`,
    `<p style="margin:0 0 8px;color:${colours.muted};">${escapeHtml(board.comparison)}</p>`,
    heading(board.totals.title),
    tiles(board.headline),
    ...(board.dropped === null ? [] : [droppedNote(board.dropped)]),
    heading(board.chart.title),
    chartTable(board.chart),
    heading(dashboardHeadings.lists),
    ...board.lists.map(listTable),
    ...(board.experiments.length === 0
      ? []
      : [heading(dashboardHeadings.experiments), ...board.experiments.map(verdictTable)]),
    heading(dashboardHeadings.speed),
    speedTable(board.speed),
    heading(dashboardHeadings.notes),
    `<div style="font-size:14px;color:${colours.muted};">\n${[...board.notes, board.everyFigure].map(paragraph).join('\n')}\n</div>`,
  ];
  const html = `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(board.title)}</title>
</head>
<body style="margin:0;padding:0;background:${colours.page};color:${colours.ink};${font};font-size:15px;line-height:1.5;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${colours.page}" style="background:${colours.page};"><tr><td align="center" style="padding:16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:640px;"><tr><td align="left" style="text-align:left;">
${body.join('\n')}
</td></tr></table>
</td></tr></table>
</body>
</html>
`;
  return { subject: board.title, html, text: formatTable(report, verdicts, mailTextWidth) };
}

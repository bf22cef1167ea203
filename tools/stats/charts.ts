// The HTML report's chart over time, drawn without a chart library (docs/decisions/0070): each
// series is a row of columns in an SVG that stretches to the page's width and holds no text, and
// every letter (names, scale, dates) is HTML, so it keeps the page's size at any width where text
// inside a scaled SVG would grow and shrink with it. Lines keep their width as the SVG stretches
// (`vector-effect`). Nothing is fetched or run.
import type { TimeChart, TimeSeries } from '../../report/dashboard.ts';
import { escapeHtml } from '../../report/escape-html.ts';

/** The SVG's own height: values are drawn as a share of it, the page sets its height. */
const plotHeight = 100;
/** A column's width, in periods: the rest of each period is the gap between columns. */
const columnWidth = 0.7;

const percent = (value: number) => `${Number(value.toFixed(3))}%`;

function plot(series: TimeSeries, chart: TimeChart, index: number): string {
  const top = series.ticks.at(-1) ?? 1;
  const count = chart.periods.length;
  const gridlines = series.ticks
    .map((tick) => {
      const y = Number((plotHeight - (tick / top) * plotHeight).toFixed(3));
      return `<line class="${tick === 0 ? 'baseline' : 'gridline'}" x1="0" x2="${count}" y1="${y}" y2="${y}" vector-effect="non-scaling-stroke"/>`;
    })
    .join('');
  const columns = series.values
    .map((value, period) => {
      if (value === null || value === 0) return '';
      const height = Number(((value / top) * plotHeight).toFixed(3));
      const x = Number((period + (1 - columnWidth) / 2).toFixed(3));
      const label = `${chart.labels[period] ?? ''}: ${series.shown[period] ?? ''}`;
      return `<rect x="${x}" y="${Number((plotHeight - height).toFixed(3))}" width="${columnWidth}" height="${height}"><title>${escapeHtml(label)}</title></rect>`;
    })
    .join('');
  const scale = series.ticks
    .map(
      (tick) => `<span style="bottom:${percent((tick / top) * 100)}">${tick.toLocaleString('en-GB')}</span>`,
    )
    .join('');
  return `<p class="series-name"><span class="key series-${index + 1}"></span>${escapeHtml(series.name)}</p>
<div class="panel"><div class="scale">${scale}</div><div class="plot"><svg class="series-${index + 1}" viewBox="0 0 ${count} ${plotHeight}" preserveAspectRatio="none" focusable="false">${gridlines}${columns}</svg></div></div>`;
}

/**
 * The dates under the last row: centred under their column, kept inside the plot at its ends; every
 * other one is `minor`, which a phone's width leaves out.
 */
function axis(chart: TimeChart): string {
  const count = chart.periods.length;
  const letters = chart.lettered
    .map((period, index) => {
      const label = escapeHtml(chart.labels[period] ?? '');
      const centre = ((period + 0.5) / count) * 100;
      const minor = index % 2 === 1 ? ' minor' : '';
      if (centre < 10)
        return `<span class="start${minor}" style="left:${percent((period / count) * 100)}">${label}</span>`;
      if (centre > 90)
        return `<span class="end${minor}" style="right:${percent(100 - ((period + 1) / count) * 100)}">${label}</span>`;
      return `<span${minor === '' ? '' : ` class="minor"`} style="left:${percent(centre)}">${label}</span>`;
    })
    .join('');
  return `<div class="axis">${letters}</div>`;
}

/**
 * The chart as one image to assistive technology, named by its description; the figures are in
 * the table the description names.
 */
export function timeChartHtml(chart: TimeChart): string {
  return `<div class="chart" role="img" aria-label="${escapeHtml(chart.description)}">
${chart.series.map((series, index) => plot(series, chart, index)).join('\n')}
${axis(chart)}
</div>`;
}

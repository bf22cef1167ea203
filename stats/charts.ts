// The HTML report's charts: Vega-Lite specifications rendered to SVG in Node when the report is
// made (no script, font or request in the page). Only figures above the threshold are drawn; a
// hidden count leaves a gap, never a bar (docs/decisions/0019).
import { parse, View } from 'vega';
import { compile, type Config, type TopLevelSpec } from 'vega-lite';
import type { Report } from './report.ts';
import { noneLabel } from './report-sections.ts';

export interface Chart {
  readonly title: string;
  /** The text alternative: what the chart shows, and where its numbers are. */
  readonly description: string;
  readonly svg: string;
}

const font = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
// Drawn about a phone's width, so the SVG is not scaled down (and its text with it) on one.
const chartWidth = 320;
const chartConfig: Config = {
  font,
  background: 'white',
  axis: { labelFontSize: 13, titleFontSize: 13, labelColor: '#1f2937', titleColor: '#1f2937', aria: false },
  legend: { labelFontSize: 13, titleFontSize: 13, orient: 'top', aria: false },
  mark: { aria: false },
  // Dark enough on white for WCAG's 3:1 for graphics, and told apart by shape as well as colour.
  range: { category: ['#1d4ed8', '#b45309'] },
};

/**
 * The chart as one SVG element hidden from assistive technology: the page names it as a single
 * image by its description (format-html.ts), and the tables carry its numbers, so Vega's own
 * per-mark ARIA roles would only add unnamed graphics to the accessibility tree.
 */
async function renderSvg(spec: TopLevelSpec): Promise<string> {
  const view = new View(parse(compile(spec).spec), { renderer: 'none' });
  try {
    const svg = await view.toSVG();
    if (!svg.startsWith('<svg ')) throw new Error('Vega rendered no SVG');
    return `<svg aria-hidden="true" focusable="false" ${svg.slice('<svg '.length)}`;
  } finally {
    view.finalize();
  }
}

function periodChart(report: Report): Promise<string> {
  const values = report.byPeriod.flatMap((row) => [
    ...(typeof row.visits === 'number' ? [{ period: row.period, series: 'Visits', count: row.visits }] : []),
    ...(typeof row.downloads === 'number'
      ? [{ period: row.period, series: 'Download clicks', count: row.downloads }]
      : []),
  ]);
  return renderSvg({
    config: chartConfig,
    width: chartWidth,
    height: 200,
    data: { values },
    mark: { type: 'line', point: { size: 50, filled: true } },
    encoding: {
      x: {
        field: 'period',
        type: 'temporal',
        scale: { type: 'utc' },
        axis: { format: '%d %b', labelAngle: -40 },
        title: report.by === 'week' ? 'Week from Monday' : 'Day (UTC)',
      },
      y: { field: 'count', type: 'quantitative', title: 'Count' },
      color: { field: 'series', type: 'nominal', title: null },
      shape: { field: 'series', type: 'nominal', title: null },
    },
  });
}

function clickThroughChart(
  rows: readonly { label: string; clickThrough: number | null }[],
  axisTitle: string,
) {
  const values = rows.flatMap((row) =>
    row.clickThrough === null ? [] : [{ label: row.label, clickThrough: row.clickThrough }],
  );
  return renderSvg({
    config: chartConfig,
    width: chartWidth - 60,
    height: { step: 26 },
    data: { values },
    mark: { type: 'bar', color: '#1d4ed8' },
    encoding: {
      y: { field: 'label', type: 'nominal', sort: '-x', title: axisTitle },
      x: {
        field: 'clickThrough',
        type: 'quantitative',
        axis: { format: '.0%', tickCount: 4 },
        title: 'Download clicks per visit',
      },
    },
  });
}

function range(report: Report): string {
  return `${report.from} to ${report.to}`;
}

export async function reportCharts(report: Report): Promise<Chart[]> {
  const unit = report.by === 'week' ? 'week' : 'day';
  const pages = report.byPage.map((row) => ({ label: row.page, clickThrough: row.clickThrough }));
  const partners = report.byPartner.map((row) => ({
    label: row.partner ?? noneLabel,
    clickThrough: row.clickThrough,
  }));
  return [
    {
      title: `Visits and download clicks per ${unit}`,
      description: `Line chart of visits and download clicks per ${unit}, ${range(report)}. Counts below ${report.minCount} are not drawn. The figures are in the table “By ${unit}”.`,
      svg: await periodChart(report),
    },
    {
      title: 'Click-through by page',
      description: `Bar chart of download clicks per visit for each page whose counts are shown, ${range(report)}. The figures are in the table “By page”.`,
      svg: await clickThroughChart(pages, 'Page'),
    },
    {
      title: 'Click-through by partner',
      description: `Bar chart of download clicks per visit for each partner whose counts are shown, ${range(report)}. The figures are in the table “By partner”.`,
      svg: await clickThroughChart(partners, 'Partner'),
    },
  ];
}

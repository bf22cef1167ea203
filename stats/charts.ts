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
// Drawn about a phone's width and scaled to the page's (format-html.ts), so its text stays
// readable on a phone and the chart fills a wider page.
const chartWidth = 360;
const chartConfig: Config = {
  font,
  background: 'white',
  axis: { labelFontSize: 13, titleFontSize: 13, labelColor: '#1f2937', titleColor: '#1f2937', aria: false },
  legend: { labelFontSize: 13, titleFontSize: 13, orient: 'top', aria: false },
  mark: { aria: false },
  // Dark enough on white for WCAG's 3:1 for graphics, and told apart by shape as well as colour.
  range: { category: ['#1d4ed8', '#b45309', '#047857'] },
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
  const series = [
    ['Visitors', 'visitors'],
    ['Opened the app', 'tappedVisitors'],
    ['Sign-ups', 'signUps'],
  ] as const;
  const values = report.byPeriod.flatMap((row) =>
    series.flatMap(([name, key]) => {
      const count = row[key];
      return typeof count === 'number' ? [{ period: row.period, series: name, count }] : [];
    }),
  );
  const axisTitle = report.by === 'week' ? 'Week from Monday' : 'Day (UTC)';
  // One period is one point a series: bars side by side read where a lone dot would not.
  if (report.byPeriod.length <= 1) {
    return renderSvg({
      config: chartConfig,
      width: chartWidth,
      height: 200,
      data: { values },
      mark: { type: 'bar' },
      encoding: {
        x: {
          field: 'series',
          type: 'nominal',
          title: report.byPeriod[0]?.period ?? axisTitle,
          sort: series.map(([name]) => name),
          axis: { labelAngle: 0 },
        },
        y: { field: 'count', type: 'quantitative', title: 'Count' },
        color: { field: 'series', type: 'nominal', title: null, sort: series.map(([name]) => name) },
      },
    });
  }
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
        title: axisTitle,
      },
      y: { field: 'count', type: 'quantitative', title: 'Count' },
      color: { field: 'series', type: 'nominal', title: null },
      shape: { field: 'series', type: 'nominal', title: null },
    },
  });
}

function tapRateChart(rows: readonly { label: string; tapRate: number | null }[], axisTitle: string) {
  const values = rows.flatMap((row) =>
    row.tapRate === null ? [] : [{ label: row.label, tapRate: row.tapRate }],
  );
  return renderSvg({
    config: chartConfig,
    width: chartWidth - 120,
    height: { step: 26 },
    data: { values },
    mark: { type: 'bar', color: '#1d4ed8' },
    encoding: {
      y: { field: 'label', type: 'nominal', sort: '-x', title: axisTitle },
      x: {
        field: 'tapRate',
        type: 'quantitative',
        axis: { format: '.0%', tickCount: 4 },
        title: 'Visitors who opened the app',
      },
    },
  });
}

function range(report: Report): string {
  return `${report.from} to ${report.to}`;
}

export async function reportCharts(report: Report): Promise<Chart[]> {
  const unit = report.by === 'week' ? 'week' : 'day';
  const pages = report.byLandingPage.map((row) => ({ label: row.page, tapRate: row.tapRate.current }));
  const partners = report.byPartner.map((row) => ({
    label: row.partner ?? noneLabel,
    tapRate: row.tapRate.current,
  }));
  const hidden = report.minCount > 0 ? ` Counts below ${report.minCount} are not drawn.` : '';
  return [
    {
      title: `Visitors, app opens and sign-ups per ${unit}`,
      description: `Chart of visitors, visitors who opened the app and sign-ups per ${unit}, ${range(report)}.${hidden} The figures are in the table “By ${unit}”.`,
      svg: await periodChart(report),
    },
    {
      title: 'Tap rate by landing page',
      description: `Bar chart of the share of visitors who opened the app, for each landing page whose counts are shown, ${range(report)}. The figures are in the table “By landing page”.`,
      svg: await tapRateChart(pages, 'Landing page'),
    },
    {
      title: 'Tap rate by partner',
      description: `Bar chart of the share of visitors who opened the app, for each partner whose counts are shown, ${range(report)}. The figures are in the table “By partner”.`,
      svg: await tapRateChart(partners, 'Partner'),
    },
  ];
}

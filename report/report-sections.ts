// The report as the table, CSV and HTML formats lay it out: one section per breakdown, each row
// its labels and its figures (this period, the previous one and the change), with the words each
// format shows for a missing or hidden value.
import { reportFigures, type FigureDefinition } from './report-figures.ts';
import {
  figureOf,
  shows,
  type ComparedCount,
  type ComparedRate,
  type Figures,
  type FunnelFigures,
  type Report,
  type ShownCount,
} from './report.ts';

/** One figure of a row: compared with the previous period, or (periods, speed) as it is. */
export type Cell =
  | { readonly kind: 'count'; readonly value: ComparedCount }
  | { readonly kind: 'rate' | 'ratio'; readonly value: ComparedRate }
  | { readonly kind: 'plain'; readonly value: string };

interface SectionRow {
  readonly labels: readonly string[];
  readonly cells: readonly Cell[];
}

export interface ReportSection {
  /** The JSON key, e.g. `byLandingPage`: also the CSV's breakdown column. */
  readonly key: string;
  readonly title: string;
  readonly labelHeaders: readonly string[];
  readonly figureHeaders: readonly string[];
  /** Each figure's JSON key (`visitors`, `tapRate`), in the order of its header. */
  readonly figureKeys: readonly string[];
  readonly rows: readonly SectionRow[];
}

function figureNamed(name: string): FigureDefinition {
  const figure = figureList.find((candidate) => candidate.name === name);
  if (figure === undefined) throw new Error(`The report has no figure ${name}`);
  return figure;
}

/** What a breakdown shows for a value that is missing: no partner, no campaign parameter. */
const noneLabel = '(none)';

const label = (value: string | null) => value ?? noneLabel;

/** Every figure, read as the code reads any of them. */
const figureList: readonly FigureDefinition[] = reportFigures;

/** The funnel's figures the report shows (a shared one leaves some out), in the list's order. */
function funnelColumns(report: Report): FigureDefinition[] {
  return figureList.filter((figure) => figure.funnel && shows(report.minCount, figure));
}

/** A count is never null (a rate is, when it cannot be worked out), nor is a rate ever `<10`. */
function isComparedCount(value: ComparedCount | ComparedRate): value is ComparedCount {
  return value.current !== null && value.previous !== null;
}

function isComparedRate(value: ComparedCount | ComparedRate): value is ComparedRate {
  return typeof value.current !== 'string' && typeof value.previous !== 'string';
}

/** One funnel figure of a row as a cell, of the kind its format says. */
function funnelCell(figures: FunnelFigures, figure: FigureDefinition): Cell {
  const value = figureOf(figures, figure.name);
  if (value === undefined) throw new Error(`A row of the report has no ${figure.name}`);
  if (figure.format === 'count' && isComparedCount(value)) return { kind: 'count', value };
  if (figure.format !== 'count' && isComparedRate(value)) return { kind: figure.format, value };
  throw new Error(`The report's ${figure.name} is not a ${figure.format}`);
}

function funnelSection(
  columns: readonly FigureDefinition[],
  key: string,
  title: string,
  labelHeaders: readonly string[],
  rows: readonly (Figures & { readonly labels: readonly string[] })[],
): ReportSection {
  return {
    key,
    title,
    labelHeaders,
    figureHeaders: [...columns.map((figure) => figure.label), 'Share of visitors'],
    figureKeys: [...columns.map((figure) => figure.name), 'share'],
    rows: rows.map((row) => ({
      labels: row.labels,
      cells: [...columns.map((figure) => funnelCell(row, figure)), { kind: 'rate', value: row.share }],
    })),
  };
}

function totalsSection(report: Report, columns: readonly FigureDefinition[]): ReportSection {
  return {
    key: 'totals',
    title: 'Totals',
    labelHeaders: [''],
    figureHeaders: columns.map((figure) => figure.label),
    figureKeys: columns.map((figure) => figure.name),
    rows: [{ labels: ['All visitors'], cells: columns.map((figure) => funnelCell(report.totals, figure)) }],
  };
}

const plain = (value: number | string | null): Cell => ({
  kind: 'plain',
  value: value === null ? '–' : typeof value === 'number' ? formatCount(value) : value,
});

/** Records dropped past their network's daily records, in every visitor's report only. */
function droppedSection(dropped: ComparedCount | null): ReportSection[] {
  if (dropped === null) return [];
  return [
    {
      key: 'droppedRecords',
      title: 'Records dropped past a network’s daily limit',
      labelHeaders: [''],
      figureHeaders: ['Records'],
      figureKeys: ['droppedRecords'],
      rows: [{ labels: ['All networks'], cells: [{ kind: 'count', value: dropped }] }],
    },
  ];
}

export function reportSections(report: Report): ReportSection[] {
  const periodTitle = report.by === 'week' ? 'Week (from Monday)' : 'Day';
  const columns = funnelColumns(report);
  const perPeriod = figureList.filter(
    (figure) => figure.format === 'count' && figure.perPeriod && shows(report.minCount, figure),
  );
  const pageFigures = ['visitors', 'pageViews', 'taps'].map(figureNamed);
  return [
    totalsSection(report, columns),
    ...droppedSection(report.droppedRecords),
    funnelSection(
      columns,
      'byLandingPage',
      'By landing page',
      ['Landing page'],
      report.byLandingPage.map((row) => ({ ...row, labels: [row.page] })),
    ),
    funnelSection(
      columns,
      'byPartner',
      'By partner',
      ['Partner'],
      report.byPartner.map((row) => ({ ...row, labels: [label(row.partner)] })),
    ),
    funnelSection(
      columns,
      'byCampaign',
      'By campaign',
      ['Source', 'Medium', 'Campaign'],
      report.byCampaign.map((row) => ({
        ...row,
        labels: [label(row.source), label(row.medium), label(row.campaign)],
      })),
    ),
    funnelSection(
      columns,
      'byReferrer',
      'By referrer',
      ['Referrer'],
      report.byReferrer.map((row) => ({ ...row, labels: [row.referrer] })),
    ),
    funnelSection(
      columns,
      'byDevice',
      'By device',
      ['Device'],
      report.byDevice.map((row) => ({ ...row, labels: [row.device] })),
    ),
    funnelSection(
      columns,
      'byBrowser',
      'New or returning browser',
      ['Browser'],
      report.byBrowser.map((row) => ({ ...row, labels: [row.browser] })),
    ),
    {
      key: 'byPage',
      title: 'Every page viewed',
      labelHeaders: ['Page'],
      figureHeaders: pageFigures.map((figure) => figure.label),
      figureKeys: pageFigures.map((figure) => figure.name),
      rows: report.byPage.map((row) => ({
        labels: [row.page],
        cells: [
          { kind: 'count', value: row.visitors },
          { kind: 'count', value: row.pageViews },
          { kind: 'count', value: row.taps },
        ],
      })),
    },
    {
      key: report.by === 'week' ? 'byWeek' : 'byDay',
      title: report.by === 'week' ? 'By week' : 'By day',
      labelHeaders: [periodTitle],
      figureHeaders: perPeriod.map((figure) => figure.label),
      figureKeys: perPeriod.map((figure) => figure.name),
      rows: report.byPeriod.map((row) => ({
        labels: [row.period],
        cells: perPeriod.map((figure) => plain(row.counts[figure.name] ?? null)),
      })),
    },
    {
      key: 'speed',
      title: 'Field speed (75th percentile)',
      labelHeaders: ['Page', 'Screen', 'Metric'],
      figureHeaders: ['Samples', 'p75', 'Rating', 'Previous p75', 'Most often at fault'],
      figureKeys: ['samples', 'p75', 'rating', 'previousP75', 'element'],
      rows: report.speed.map((row) => ({
        labels: [row.page ?? 'All pages', row.screen, row.metric.toUpperCase()],
        cells: [
          plain(row.samples),
          plain(formatSpeed(row.metric, row.p75)),
          plain(row.rating),
          plain(row.previousP75 === null ? null : formatSpeed(row.metric, row.previousP75)),
          plain(row.element),
        ],
      })),
    },
  ];
}

/** CLS has no unit; the others are milliseconds. */
function formatSpeed(metric: string, value: number): string {
  return metric === 'cls' ? value.toFixed(2) : `${Math.round(value).toLocaleString('en-GB')} ms`;
}

function formatCount(count: ShownCount): string {
  return typeof count === 'number' ? count.toLocaleString('en-GB') : count;
}

/** `0.846` → `84.6%`; a ratio that is withheld or undefined shows as a dash. */
function formatRatio(ratio: number | null): string {
  return ratio === null ? '–' : `${(ratio * 100).toFixed(1)}%`;
}

function signed(text: string, value: number): string {
  return value > 0 ? `+${text}` : text;
}

/** A cell's three parts as text: this period, the previous one, the change. */
export function cellParts(cell: Cell): { current: string; previous: string; change: string } {
  if (cell.kind === 'plain') return { current: cell.value, previous: '', change: '' };
  if (cell.kind === 'count') {
    const { current, previous, change } = cell.value;
    return {
      current: formatCount(current),
      previous: formatCount(previous),
      change: change === null ? '–' : signed(formatRatio(change), change),
    };
  }
  const { current, previous, change } = cell.value;
  if (cell.kind === 'ratio') {
    const ratio = (value: number | null) => (value === null ? '–' : value.toFixed(2));
    return {
      current: ratio(current),
      previous: ratio(previous),
      change: change === null ? '–' : signed(change.toFixed(2), change),
    };
  }
  return {
    current: formatRatio(current),
    previous: formatRatio(previous),
    change: change === null ? '–' : signed(`${(change * 100).toFixed(1)} pts`, change),
  };
}

/** One cell as a table shows it: `12 (was 10, +20.0%)`. */
export function formatCell(cell: Cell): string {
  const { current, previous, change } = cellParts(cell);
  return cell.kind === 'plain' ? current : `${current} (was ${previous}, ${change})`;
}

/** The report's first lines: what it covers, the comparison, attribution and the threshold. */
export function reportHeading(report: Report): string[] {
  const who = report.partner === null ? 'all visitors' : `visitors who came through ${report.partner}`;
  return [
    `Visit statistics, ${report.from} to ${report.to} (UTC days), ${who}`,
    `Each figure is set against the previous period of equal length, ${report.previousFrom} to ${report.previousTo}.`,
    'A visitor is one browser on one network on one UTC day; a visit is its page views with gaps under 30 minutes, and it lands on its first page.',
    report.partnerAttribution,
    report.minCount > 0
      ? `For sharing: counts below ${report.minCount} show as <${report.minCount} and are left out of rates.`
      : 'The owners’ own report: every count is shown. To share figures, make a partner’s report (--partner) or a shared one (--shared).',
  ];
}

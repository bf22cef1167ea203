// The report as the table, CSV and HTML formats lay it out: one section per breakdown, each row
// its labels and its figures (this period, the previous one and the change), with the words each
// format shows for a missing or hidden value.
import type { ComparedCount, ComparedRate, Figures, Report, ShownCount } from './report.ts';

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

/** What a breakdown shows for a value that is missing: no partner, no campaign parameter. */
const noneLabel = '(none)';

const label = (value: string | null) => value ?? noneLabel;

type FunnelKey = keyof Omit<Figures, 'share'>;

/** The funnel's figures in the order every breakdown shows them, with their names. */
const funnelColumns = [
  { key: 'visitors', header: 'Visitors' },
  { key: 'visits', header: 'Visits' },
  { key: 'bounceRate', header: 'Bounce rate' },
  { key: 'pagesPerVisit', header: 'Pages per visit' },
  { key: 'tappedVisitors', header: 'Opened the app' },
  { key: 'tapRate', header: 'Tap rate' },
  { key: 'signUps', header: 'Sign-ups' },
  { key: 'signUpRate', header: 'Sign-up rate' },
  { key: 'logIns', header: 'Log-ins' },
] as const satisfies readonly { key: FunnelKey; header: string }[];

const funnelHeaders = funnelColumns.map((column) => column.header);
const funnelKeys = funnelColumns.map((column) => column.key);

/** One funnel figure as a cell: a count, a rate (a share of people), or pages per visit. */
function funnelCell(figures: Omit<Figures, 'share'>, key: FunnelKey): Cell {
  switch (key) {
    case 'visitors':
    case 'visits':
    case 'tappedVisitors':
    case 'signUps':
    case 'logIns':
      return { kind: 'count', value: figures[key] };
    case 'pagesPerVisit':
      return { kind: 'ratio', value: figures.pagesPerVisit };
    default:
      return { kind: 'rate', value: figures[key] };
  }
}

function funnelCells(figures: Omit<Figures, 'share'>): Cell[] {
  return funnelKeys.map((key) => funnelCell(figures, key));
}

function funnelSection(
  key: string,
  title: string,
  labelHeaders: readonly string[],
  rows: readonly (Figures & { readonly labels: readonly string[] })[],
): ReportSection {
  return {
    key,
    title,
    labelHeaders,
    figureHeaders: [...funnelHeaders, 'Share of visitors'],
    figureKeys: [...funnelKeys, 'share'],
    rows: rows.map((row) => ({
      labels: row.labels,
      cells: [...funnelCells(row), { kind: 'rate', value: row.share }],
    })),
  };
}

function totalsSection(report: Report): ReportSection {
  return {
    key: 'totals',
    title: 'Totals',
    labelHeaders: [''],
    figureHeaders: funnelHeaders,
    figureKeys: funnelKeys,
    rows: [{ labels: ['All visitors'], cells: funnelCells(report.totals) }],
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
  return [
    totalsSection(report),
    ...droppedSection(report.droppedRecords),
    funnelSection(
      'byLandingPage',
      'By landing page',
      ['Landing page'],
      report.byLandingPage.map((row) => ({ ...row, labels: [row.page] })),
    ),
    funnelSection(
      'byPartner',
      'By partner',
      ['Partner'],
      report.byPartner.map((row) => ({ ...row, labels: [label(row.partner)] })),
    ),
    funnelSection(
      'byCampaign',
      'By campaign',
      ['Source', 'Medium', 'Campaign'],
      report.byCampaign.map((row) => ({
        ...row,
        labels: [label(row.source), label(row.medium), label(row.campaign)],
      })),
    ),
    funnelSection(
      'byReferrer',
      'By referrer',
      ['Referrer'],
      report.byReferrer.map((row) => ({ ...row, labels: [row.referrer] })),
    ),
    funnelSection(
      'byDevice',
      'By device',
      ['Device'],
      report.byDevice.map((row) => ({ ...row, labels: [row.device] })),
    ),
    funnelSection(
      'byBrowser',
      'New or returning browser',
      ['Browser'],
      report.byBrowser.map((row) => ({ ...row, labels: [row.browser] })),
    ),
    {
      key: 'byPage',
      title: 'Every page viewed',
      labelHeaders: ['Page'],
      figureHeaders: ['Visitors', 'Page views', 'Taps'],
      figureKeys: ['visitors', 'pageViews', 'taps'],
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
      figureHeaders: ['Visitors', 'Visits', 'Opened the app', 'Sign-ups'],
      figureKeys: ['visitors', 'visits', 'tappedVisitors', 'signUps'],
      rows: report.byPeriod.map((row) => ({
        labels: [row.period],
        cells: [plain(row.visitors), plain(row.visits), plain(row.tappedVisitors), plain(row.signUps)],
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

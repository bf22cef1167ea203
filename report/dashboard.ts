// The report laid out as the owners' dashboard: the one model that the HTML page, the weekly mail
// and the terminal's text all draw (docs/decisions/0070). In reading order: the period's headline
// figures with their change and, in the owners' own report, the records dropped past a network's
// daily limit; the visitors, app opens and sign-ups of each day or week, the top of each
// breakdown, the experiments' verdicts, then field speed. Every figure comes from the report's
// sections (report-sections.ts), so a format shows what the others show.
import { recordLimits } from '../contract/openapi-document.gen.ts';
import { reportFigures, type FigureDefinition } from './report-figures.ts';
import { shownCount, type Report, type SpeedRating } from './report.ts';
import { addDays, speedMetrics } from './report-query.ts';
import {
  cellParts,
  reportHeading,
  reportSections,
  type Cell,
  type ReportSection,
} from './report-sections.ts';
import type { VerdictCell, VerdictTable } from './verdict-table.ts';

/** How a change reads to the owners: more visitors is better news, a higher bounce rate worse. */
type Tone = 'better' | 'worse' | 'same' | 'unknown';

export interface HeadlineFigure {
  readonly key: string;
  readonly name: string;
  readonly value: string;
  readonly previous: string;
  /** `+23.5%`, `-1.0 pts`, or `–` when there is nothing to compare. */
  readonly change: string;
  readonly tone: Tone;
}

/** One series of the chart over time, on a scale of its own. */
export interface TimeSeries {
  readonly key: string;
  readonly name: string;
  /** One value a period; null where the count is hidden (a shared report's `<10`). */
  readonly values: readonly (number | null)[];
  /** The same values as the tables show them. */
  readonly shown: readonly string[];
  /** The scale's gridlines from 0 to its top, the top at or above the largest value. */
  readonly ticks: readonly number[];
}

export interface TimeChart {
  readonly title: string;
  /** Every day (or week, by its Monday) of the period, a day without records too. */
  readonly periods: readonly string[];
  /** Each period as the axis letters it: `22 Nov`. */
  readonly labels: readonly string[];
  /** The periods lettered on the axis: few enough to fit a phone's width. */
  readonly lettered: readonly number[];
  readonly series: readonly TimeSeries[];
  /** The text alternative: what is drawn and where its figures are. */
  readonly description: string;
  /** Its figures, period by period. */
  readonly table: ReportSection;
}

/** A list's figure, with a second one that reads with it: visitors and their change, taps and the tap rate. */
interface TopColumn {
  readonly header: string;
  readonly second: string | null;
}

interface TopCell {
  readonly value: string;
  readonly second: string | null;
  /** How the first figure's change reads, when the second is that change. */
  readonly tone: Tone;
}

interface TopRow {
  readonly label: string;
  /** The row's visitors against the list's most, 0 to 1; null when hidden. */
  readonly bar: number | null;
  readonly cells: readonly TopCell[];
}

export interface TopList {
  readonly key: string;
  readonly title: string;
  readonly labelHeader: string;
  readonly columns: readonly TopColumn[];
  /** Every row, most visitors first; a page or mail shows the first `topRows`. */
  readonly rows: readonly TopRow[];
  /** Every figure of every row. */
  readonly section: ReportSection;
}

interface SpeedCell {
  readonly value: string;
  readonly rating: SpeedRating;
}

export interface SpeedOverview {
  readonly title: string;
  /** The screen classes measured, one column each. */
  readonly screens: readonly string[];
  readonly rows: readonly { readonly metric: string; readonly cells: readonly (SpeedCell | null)[] }[];
  /** Every page on every screen, with its samples and the element most often at fault. */
  readonly section: ReportSection;
}

/** The headings of the dashboard's parts after the chart, as every format shows them. */
export const dashboardHeadings = {
  lists: 'Pages, partners, campaigns, referrers and devices',
  experiments: 'Experiments',
  speed: 'Field speed',
  notes: 'About these figures',
} as const;

/**
 * An experiment's verdict turned on its side, a column a variant and a row a figure: two or three
 * variants fit a phone's width where eight figures side by side do not.
 */
export interface VerdictColumns {
  readonly title: string;
  /** The header above the row headers (`Variant`), then each variant's name. */
  readonly corner: string;
  readonly variants: readonly string[];
  /** Each figure: its header, then its cell for each variant. */
  readonly rows: readonly { readonly header: VerdictCell; readonly cells: readonly VerdictCell[] }[];
  /** Why its figures cannot be trusted, if they cannot: a skewed split, forged visitors. */
  readonly warnings: readonly string[];
  readonly conclusion: string;
}

/**
 * The records dropped past a network's daily limit (decision 0062), near the totals: how many
 * floods or forgers the period had, which the totals leave out.
 */
export interface DroppedRecords {
  /** The count against the previous period's; null when neither period dropped any. */
  readonly figure: HeadlineFigure | null;
  /** What the count is; when there is none, that none were dropped. */
  readonly note: string;
}

export interface Dashboard {
  readonly title: string;
  /** What the period is compared with. */
  readonly comparison: string;
  /** How the figures are counted, attributed and hidden. */
  readonly notes: readonly string[];
  readonly headline: readonly HeadlineFigure[];
  /** Every figure of the period's totals. */
  readonly totals: ReportSection;
  /**
   * Null but in the owners' own report: no partner's visits own a dropped record, and what floods
   * and forgers cost is for the owners to read, not whoever a shared report goes to.
   */
  readonly dropped: DroppedRecords | null;
  readonly chart: TimeChart;
  readonly lists: readonly TopList[];
  readonly experiments: readonly VerdictColumns[];
  readonly speed: SpeedOverview;
  /** Where a format that leaves out rows or field speed page by page sends the reader. */
  readonly everyFigure: string;
}

/** How many rows of a list a page or mail shows; the rest are in its full table. */
export const topRows = 10;

/** Every figure, read as the code reads any of them. */
const figureList: readonly FigureDefinition[] = reportFigures;

/** Figures where a rise is bad news: those report-figures.ts marks, and records dropped. */
const lowerIsBetter: ReadonlySet<string> = new Set([
  ...figureList.filter((figure) => figure.lowerIsBetter).map((figure) => figure.name),
  'droppedRecords',
]);

/** A list's figure: its key, and the key of the one shown with it (`change`: its own change). */
type ListFigure = readonly [key: string, second: string | null];

const funnelFigures: readonly ListFigure[] = [
  ['visitors', 'change'],
  ['tappedVisitors', 'tapRate'],
  ['signUps', null],
];

/** The lists after the chart, in reading order, and the figures each shows. */
const listFigures: readonly { readonly key: string; readonly figures: readonly ListFigure[] }[] = [
  { key: 'byLandingPage', figures: funnelFigures },
  { key: 'byPartner', figures: funnelFigures },
  { key: 'byCampaign', figures: funnelFigures },
  { key: 'byReferrer', figures: funnelFigures },
  { key: 'byDevice', figures: funnelFigures },
  { key: 'byBrowser', figures: funnelFigures },
  {
    key: 'byPage',
    figures: [
      ['visitors', 'change'],
      ['pageViews', null],
      ['taps', null],
    ],
  },
];

/** The header of a change beside its figure. */
const changeHeader = 'Change';

/** At most this many periods are lettered on the time axis; a phone shows every other one. */
const maxLettered = 8;

function toneOf(key: string, cell: Cell): Tone {
  if (cell.kind === 'plain' || cell.value.change === null) return 'unknown';
  if (cell.value.change === 0) return 'same';
  return cell.value.change > 0 === lowerIsBetter.has(key) ? 'worse' : 'better';
}

function sectionOf(sections: readonly ReportSection[], key: string): ReportSection {
  const section = sections.find((candidate) => candidate.key === key);
  if (section === undefined) throw new Error(`The report has no section ${key}`);
  return section;
}

function cellAt(section: ReportSection, cells: readonly Cell[], key: string): Cell {
  const cell = cells[section.figureKeys.indexOf(key)];
  if (cell === undefined) throw new Error(`The section ${section.key} has no figure ${key}`);
  return cell;
}

function headerAt(section: ReportSection, key: string): string {
  return section.figureHeaders[section.figureKeys.indexOf(key)] ?? key;
}

function headlineFigure(
  section: ReportSection,
  cells: readonly Cell[],
  key: string,
  name: string,
): HeadlineFigure {
  const cell = cellAt(section, cells, key);
  const { current, previous, change } = cellParts(cell);
  return { key, name, value: current, previous, change, tone: toneOf(key, cell) };
}

/** The totals' figures report-figures.ts puts in the headline, in its order. */
function headlineFigures(totals: ReportSection): HeadlineFigure[] {
  const cells = totals.rows[0]?.cells ?? [];
  const headline = new Set(figureList.filter((figure) => figure.headline).map((figure) => figure.name));
  return totals.figureKeys
    .filter((key) => headline.has(key))
    .map((key) => headlineFigure(totals, cells, key, headerAt(totals, key)));
}

const { recordsPerViewerKeyPerDay } = recordLimits;

function droppedRecords(sections: readonly ReportSection[]): DroppedRecords | null {
  const section = sections.find((candidate) => candidate.key === 'droppedRecords');
  const cells = section?.rows[0]?.cells;
  if (section === undefined || cells === undefined) return null;
  const [key = ''] = section.figureKeys;
  const [cell] = cells;
  const none = cell?.kind === 'count' && cell.value.current === 0 && cell.value.previous === 0;
  const limit = recordsPerViewerKeyPerDay.toLocaleString('en-GB');
  return none
    ? {
        figure: null,
        note: `No records were dropped: no network sent more than its ${limit} records a UTC day.`,
      }
    : {
        figure: headlineFigure(section, cells, key, section.title),
        note: `A network (an IPv4 address or an IPv6 /64) stores at most ${limit} records a UTC day; the rest are refused and left out of every figure here. Many is a flood or forged visits; a few may be an office or a household behind one address.`,
      };
}

/** A count's number, or null when it is hidden (`<10`). */
function countOf(cell: Cell): number | null {
  if (cell.kind !== 'count') return null;
  return typeof cell.value.current === 'number' ? cell.value.current : null;
}

function topList(section: ReportSection, figures: readonly ListFigure[]): TopList {
  const most = Math.max(
    0,
    ...section.rows.map((row) => countOf(cellAt(section, row.cells, 'visitors')) ?? 0),
  );
  return {
    key: section.key,
    title: section.title,
    labelHeader: section.labelHeaders.join(' / '),
    columns: figures.map(([key, second]) => ({
      header: headerAt(section, key),
      second: second === null ? null : second === 'change' ? changeHeader : headerAt(section, second),
    })),
    rows: section.rows.map((row) => {
      const visitors = countOf(cellAt(section, row.cells, 'visitors'));
      return {
        label: row.labels.join(' / '),
        bar: visitors === null || most === 0 ? null : visitors / most,
        cells: figures.map(([key, second]) => {
          const cell = cellAt(section, row.cells, key);
          const { current, change } = cellParts(cell);
          return {
            value: current,
            second:
              second === null
                ? null
                : second === 'change'
                  ? change
                  : cellParts(cellAt(section, row.cells, second)).current,
            tone: second === 'change' ? toneOf(key, cell) : 'unknown',
          };
        }),
      };
    }),
    section,
  };
}

/** The Monday of a day's ISO week, as `date_trunc('week', …)` gives it. */
function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00.000Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** Every day, or every week's Monday, from the first day to the last. */
export function periodsOf(from: string, to: string, unit: Report['by']): string[] {
  const step = unit === 'week' ? 7 : 1;
  const periods: string[] = [];
  for (let period = unit === 'week' ? mondayOf(from) : from; period <= to; period = addDays(period, step)) {
    periods.push(period);
  }
  return periods;
}

/**
 * Gridlines from 0 to a round top at or above `largest`, two to four steps of 1, 2, 2.5 or 5
 * times a power of ten (whole numbers: these are counts of people).
 */
export function scaleTicks(largest: number): number[] {
  const rough = Math.max(1, largest / 3);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step =
    [1, 2, 2.5, 5, 10]
      .map((multiple) => multiple * power)
      .find((candidate) => candidate >= rough && Number.isInteger(candidate)) ?? 10 * power;
  const top = Math.max(step, step * Math.ceil(largest / step));
  return Array.from({ length: Math.round(top / step) + 1 }, (_, index) => index * step);
}

const axisDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** `2026-11-22` → `22 Nov`. */
export function axisLabel(period: string): string {
  return axisDate.format(new Date(`${period}T00:00:00.000Z`));
}

/** Evenly spaced periods to letter, the first always among them. */
export function letteredPeriods(count: number): number[] {
  const step = Math.max(1, Math.ceil(count / maxLettered));
  return Array.from({ length: Math.ceil(count / step) }, (_, index) => index * step);
}

function timeChart(report: Report, table: ReportSection): TimeChart {
  const unit = report.by === 'week' ? 'week' : 'day';
  const periods = periodsOf(report.from, report.to, report.by);
  const rowOf = new Map(report.byPeriod.map((row) => [row.period, row]));
  // The counts of the period table that report-figures.ts draws in the chart.
  const charted = new Set(
    figureList.filter((figure) => figure.format === 'count' && figure.charted).map((figure) => figure.name),
  );
  const series = table.figureKeys
    .filter((key) => charted.has(key))
    .map((key) => {
      const counts = periods.map(
        (period) => rowOf.get(period)?.counts[key] ?? shownCount(0, report.minCount),
      );
      const values = counts.map((count) => (typeof count === 'number' ? count : null));
      return {
        key,
        name: headerAt(table, key),
        values,
        shown: counts.map((count) => (typeof count === 'number' ? count.toLocaleString('en-GB') : count)),
        ticks: scaleTicks(Math.max(0, ...values.map((value) => value ?? 0))),
      };
    });
  const names = series.map((one) => one.name.toLowerCase());
  const named = `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
  const hidden = report.minCount > 0 ? ` Counts below ${report.minCount} are not drawn.` : '';
  return {
    title: `Visitors, app opens and sign-ups per ${unit}`,
    periods,
    labels: periods.map(axisLabel),
    lettered: letteredPeriods(periods.length),
    series,
    description: `Column charts, one above the other on scales of their own, of ${named} per ${unit}, ${report.from} to ${report.to}.${hidden} The figures are in the table “${table.title}”.`,
    table,
  };
}

function speedOverview(report: Report, section: ReportSection): SpeedOverview {
  // The section's rows are the report's speed rows, in the same order.
  const allPages = report.speed.flatMap((row, index) => {
    const cells = section.rows[index]?.cells;
    return row.page === null && cells !== undefined ? [{ row, cells }] : [];
  });
  const screens = [...new Set(allPages.map(({ row }) => row.screen))];
  const metrics = speedMetrics.filter((metric) => allPages.some(({ row }) => row.metric === metric));
  return {
    title: 'All pages: the 75th percentile on each screen',
    screens,
    rows: metrics.map((metric) => ({
      metric: metric.toUpperCase(),
      cells: screens.map((screen) => {
        const found = allPages.find(({ row }) => row.metric === metric && row.screen === screen);
        if (found === undefined) return null;
        return { value: cellParts(cellAt(section, found.cells, 'p75')).current, rating: found.row.rating };
      }),
    })),
    section,
  };
}

export function verdictColumns(verdict: VerdictTable): VerdictColumns {
  const [corner, ...figureHeaders] = verdict.headers;
  return {
    title: verdict.title,
    corner: corner?.value ?? '',
    variants: verdict.rows.map((row) => row[0]?.value ?? ''),
    rows: figureHeaders.map((header, index) => ({
      header,
      cells: verdict.rows.map((row) => row[index + 1] ?? { value: '', second: null }),
    })),
    warnings: verdict.notes.slice(0, -1),
    conclusion: verdict.notes.at(-1) ?? '',
  };
}

/** The command's options that make this report again, in another format. */
function statsArguments(report: Report): string {
  const audience =
    report.partner !== null ? ` --partner ${report.partner}` : report.minCount > 0 ? ' --shared' : '';
  return `--from ${report.from} --to ${report.to}${report.by === 'week' ? ' --by week' : ''}${audience}`;
}

export function dashboard(report: Report, verdicts: readonly VerdictTable[] = []): Dashboard {
  const sections = reportSections(report);
  const [title = 'Visit statistics', comparison = '', ...notes] = reportHeading(report);
  const totals = sectionOf(sections, 'totals');
  return {
    title,
    comparison,
    notes,
    headline: headlineFigures(totals),
    totals,
    dropped: report.minCount === 0 ? droppedRecords(sections) : null,
    chart: timeChart(report, sectionOf(sections, report.by === 'week' ? 'byWeek' : 'byDay')),
    lists: listFigures.map(({ key, figures }) => topList(sectionOf(sections, key), figures)),
    experiments: verdicts.map(verdictColumns),
    speed: speedOverview(report, sectionOf(sections, 'speed')),
    everyFigure: `Every row of every breakdown, with every figure, and field speed page by page: npm run stats -- ${statsArguments(report)} --format html (or csv, json).`,
  };
}

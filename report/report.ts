// The report the owners read, built from the query's aggregate rows: people, visits and the funnel
// to sign-up per breakdown, each figure beside the previous period of equal length and the change.
// The privacy threshold is applied here, to every figure of every format, when the report is
// shared (a partner's, or one marked for sharing): a count below it shows as "<10" and takes no
// part in a rate, so no shared figure points to a few people. The owners' own report shows real
// counts, as they hold the records anyway.
import { reportFigures, type FigureDefinition, type FigureName } from './report-figures.ts';
import { previousPeriod, type AggregateRow, type PeriodUnit, type SpeedMetric } from './report-query.ts';

/** A count as shown: the number, or `<10` when it is below the threshold. */
export type ShownCount = number | `<${number}`;

/** A count this period and the last, and its change as a ratio (0.25 is 25% more). */
export interface ComparedCount {
  readonly current: ShownCount;
  readonly previous: ShownCount;
  /** Null when either count is hidden or the previous one is nothing. */
  readonly change: number | null;
}

/** A rate this period and the last, and its change as a difference (0.05 is five points more). */
export interface ComparedRate {
  readonly current: number | null;
  readonly previous: number | null;
  readonly change: number | null;
}

/**
 * A row's figures by name (report-figures.ts), each this period's beside the last's: a count
 * compared as a ratio, a rate or ratio as a difference. A shared report leaves out the figures
 * partners do not see.
 */
export type FunnelFigures = Readonly<Partial<Record<FigureName, ComparedCount | ComparedRate>>>;

/** A figure of a row by its name, as the list gives it (a figure added to the list is read too). */
export function figureOf(figures: FunnelFigures, name: string): ComparedCount | ComparedRate | undefined {
  return Object.entries(figures).find(([key]) => key === name)?.[1];
}

/** A breakdown's row also has its part of all visitors. */
export type Figures = FunnelFigures & { readonly share: ComparedRate };

type LandingPageRow = { readonly page: string } & Figures;
/** `partner` null: the visit came through no partner; `unknown`: the record predates the field. */
type PartnerRow = { readonly partner: string | null } & Figures;
type CampaignRow = {
  readonly source: string | null;
  readonly medium: string | null;
  readonly campaign: string | null;
} & Figures;
type ReferrerRow = { readonly referrer: string } & Figures;
type DeviceRow = { readonly device: string } & Figures;
type BrowserRow = { readonly browser: 'new' | 'returning' } & Figures;

/** Every page a visit went through, with its own views and taps. */
interface PageRow {
  readonly page: string;
  readonly visitors: ComparedCount;
  readonly pageViews: ComparedCount;
  readonly taps: ComparedCount;
}

/** One day or week of the period asked for, with each count report-figures.ts shows per period. */
interface PeriodRow {
  readonly period: string;
  readonly counts: Readonly<Partial<Record<string, ShownCount>>>;
}

export type SpeedRating = 'good' | 'needs improvement' | 'poor';

/** Field speed at the 75th percentile of one page (or all, `page` null) on one screen class. */
interface SpeedRow {
  readonly page: string | null;
  readonly screen: string;
  readonly metric: SpeedMetric;
  readonly samples: number;
  readonly p75: number;
  readonly rating: SpeedRating;
  readonly previousP75: number | null;
  /** The element most often named at fault, when the metric names one. */
  readonly element: string | null;
}

export interface ReportOptions {
  readonly from: string;
  readonly to: string;
  readonly by: PeriodUnit;
  readonly partner: string | null;
  /** 0 for the owners' own report: every count shown. */
  readonly minCount: number;
}

/** How a visit is credited to a partner: stated with every report that shows partners. */
const partnerAttribution =
  'A visit counts for the partner whose link the visitor came through within the last 30 days (the partner cookie’s lifetime), as its first record carries it; a sign-up counts for the visit it came from.';

export interface Report {
  readonly from: string;
  readonly to: string;
  readonly previousFrom: string;
  readonly previousTo: string;
  /** The one partner these figures are for, or null for all visitors. */
  readonly partner: string | null;
  readonly minCount: number;
  readonly by: PeriodUnit;
  readonly partnerAttribution: string;
  readonly totals: FunnelFigures;
  readonly byLandingPage: readonly LandingPageRow[];
  readonly byPartner: readonly PartnerRow[];
  readonly byCampaign: readonly CampaignRow[];
  readonly byReferrer: readonly ReferrerRow[];
  readonly byDevice: readonly DeviceRow[];
  readonly byBrowser: readonly BrowserRow[];
  readonly byPage: readonly PageRow[];
  /** By day or by week (its Monday), oldest first, this period only. */
  readonly byPeriod: readonly PeriodRow[];
  readonly speed: readonly SpeedRow[];
  /**
   * Records networks sent past their daily records, counted and not stored (decision 0062); null
   * in a partner's report, since no partner's visits own them.
   */
  readonly droppedRecords: ComparedCount | null;
}

export function shownCount(count: number, minCount: number): ShownCount {
  return count < minCount ? `<${minCount}` : count;
}

function rounded(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** A count that is shown, or null. */
function visible(count: number | null, minCount: number): number | null {
  return count !== null && count >= minCount ? count : null;
}

function compareCounts(current: number | null, previous: number | null, minCount: number): ComparedCount {
  const now = visible(current ?? 0, minCount);
  const before = visible(previous ?? 0, minCount);
  return {
    current: shownCount(current ?? 0, minCount),
    previous: shownCount(previous ?? 0, minCount),
    change: now !== null && before !== null && before > 0 ? rounded((now - before) / before) : null,
  };
}

/** A ratio of two counts, only when both are shown and the denominator is not nothing. */
function rate(numerator: number | null, denominator: number | null, minCount: number): number | null {
  const top = visible(numerator ?? 0, minCount);
  const bottom = visible(denominator ?? 0, minCount);
  return top !== null && bottom !== null && bottom > 0 ? rounded(top / bottom) : null;
}

function compareRates(current: number | null, previous: number | null): ComparedRate {
  return {
    current,
    previous,
    change: current !== null && previous !== null ? rounded(current - previous) : null,
  };
}

/** Every figure, read as the code reads any of them. */
const figureList: readonly FigureDefinition[] = reportFigures;

/** Whether a report shows a figure: a shared one (its threshold above 0) only those partners see. */
export function shows(minCount: number, figure: FigureDefinition): boolean {
  return minCount === 0 || figure.partners;
}

/** A count of a row by its figure's name; a group missing from a period counts nothing. */
function countIn(row: AggregateRow | undefined, name: string): number {
  const figure = figureList.find((candidate) => candidate.name === name);
  if (figure?.format !== 'count') throw new Error(`The report has no count ${name}`);
  // Read by the column's name as the list gives it, so a count added to the list is read as well.
  const value: unknown = Object.entries(row ?? {}).find(([column]) => column === figure.column)?.[1];
  return typeof value === 'number' ? value : 0;
}

function funnelFigures(
  current: AggregateRow | undefined,
  previous: AggregateRow | undefined,
  minCount: number,
): FunnelFigures {
  const shown = figureList.filter((figure) => figure.funnel && shows(minCount, figure));
  return Object.fromEntries(
    shown.map((figure): [string, ComparedCount | ComparedRate] => {
      if (figure.format === 'count')
        return [
          figure.name,
          compareCounts(countIn(current, figure.name), countIn(previous, figure.name), minCount),
        ];
      const [numerator, denominator] = figure.of;
      const rateIn = (row: AggregateRow | undefined) =>
        rate(countIn(row, numerator), countIn(row, denominator), minCount);
      return [figure.name, compareRates(rateIn(current), rateIn(previous))];
    }),
  );
}

function figures(
  current: AggregateRow | undefined,
  previous: AggregateRow | undefined,
  totals: { readonly current: number | null; readonly previous: number | null },
  minCount: number,
): Figures {
  return {
    ...funnelFigures(current, previous, minCount),
    share: compareRates(
      rate(current?.visitors ?? 0, totals.current, minCount),
      rate(previous?.visitors ?? 0, totals.previous, minCount),
    ),
  };
}

/** Most visitors first; rows below the threshold after them, in label order, so their order reveals nothing. */
function byVisitors(minCount: number) {
  return (a: { label: string; visitors: number }, b: { label: string; visitors: number }): number => {
    const aShown = a.visitors >= minCount;
    const bShown = b.visitors >= minCount;
    if (aShown !== bShown) return aShown ? -1 : 1;
    if (aShown && a.visitors !== b.visitors) return b.visitors - a.visitors;
    return a.label.localeCompare(b.label);
  };
}

/** Google's thresholds for a good and a poor 75th percentile (web.dev/articles/vitals). */
const speedThresholds: Readonly<Record<SpeedMetric, { readonly good: number; readonly poor: number }>> = {
  lcp: { good: 2500, poor: 4000 },
  inp: { good: 200, poor: 500 },
  cls: { good: 0.1, poor: 0.25 },
  ttfb: { good: 800, poor: 1800 },
};

export function speedRating(metric: SpeedMetric, p75: number): SpeedRating {
  const { good, poor } = speedThresholds[metric];
  if (p75 <= good) return 'good';
  return p75 <= poor ? 'needs improvement' : 'poor';
}

const text = (value: string | null) => value ?? '';

export function buildReport(rows: readonly AggregateRow[], options: ReportOptions): Report {
  const { minCount } = options;
  const previous = previousPeriod(options.from, options.to);
  const current = rows.filter((row) => row.phase === 'current');
  const totalNow = current.find((row) => row.breakdown === 'total');
  const totalBefore = rows.find((row) => row.phase === 'previous' && row.breakdown === 'total');
  const totalVisitors = { current: totalNow?.visitors ?? 0, previous: totalBefore?.visitors ?? 0 };

  /** Each group of a breakdown seen in either period, matched across the two by its label. */
  const groups = (name: AggregateRow['breakdown'], labelOf: (row: AggregateRow) => string) => {
    const labels = new Map<string, { now?: AggregateRow; before?: AggregateRow }>();
    for (const row of rows.filter((candidate) => candidate.breakdown === name)) {
      const entry = labels.get(labelOf(row)) ?? {};
      if (row.phase === 'current') entry.now = row;
      else entry.before = row;
      labels.set(labelOf(row), entry);
    }
    return [...labels.entries()]
      .map(([label, { now, before }]) => ({ label, visitors: now?.visitors ?? 0, now, before }))
      .sort(byVisitors(minCount));
  };
  const breakdown = (name: AggregateRow['breakdown'], labelOf: (row: AggregateRow) => string) =>
    groups(name, labelOf).map(({ now, before }) => {
      const sample = now ?? before;
      if (sample === undefined) throw new Error('A group has a row in one period at least');
      return { row: sample, figures: figures(now, before, totalVisitors, minCount) };
    });
  const shown = (count: number | null) => shownCount(count ?? 0, minCount);
  const dropped = (phase: AggregateRow['phase']) =>
    rows.find((row) => row.phase === phase && row.breakdown === 'dropped')?.dropped ?? 0;

  return {
    from: options.from,
    to: options.to,
    previousFrom: previous.from,
    previousTo: previous.to,
    partner: options.partner,
    minCount,
    by: options.by,
    partnerAttribution,
    totals: funnelFigures(totalNow, totalBefore, minCount),
    byLandingPage: breakdown('landingPage', (row) => text(row.page)).map(({ row, figures }) => ({
      page: text(row.page),
      ...figures,
    })),
    byPartner: breakdown('partner', (row) => text(row.partner)).map(({ row, figures }) => ({
      partner: row.partner,
      ...figures,
    })),
    byCampaign: breakdown('campaign', (row) =>
      [row.campaign_source, row.campaign_medium, row.campaign_name].map(text).join('/'),
    ).map(({ row, figures }) => ({
      source: row.campaign_source,
      medium: row.campaign_medium,
      campaign: row.campaign_name,
      ...figures,
    })),
    byReferrer: breakdown('referrer', (row) => text(row.referrer)).map(({ row, figures }) => ({
      referrer: text(row.referrer),
      ...figures,
    })),
    byDevice: breakdown('device', (row) => text(row.device)).map(({ row, figures }) => ({
      device: text(row.device),
      ...figures,
    })),
    byBrowser: breakdown('browser', (row) => text(row.browser)).map(({ row, figures }) => ({
      browser: row.browser === 'returning' ? 'returning' : 'new',
      ...figures,
    })),
    byPage: groups('page', (row) => text(row.page)).map(({ label, now, before }) => {
      const compared = (name: FigureName) =>
        compareCounts(countIn(now, name), countIn(before, name), minCount);
      return {
        page: label,
        visitors: compared('visitors'),
        pageViews: compared('pageViews'),
        taps: compared('taps'),
      };
    }),
    byPeriod: current
      .filter((row) => row.breakdown === 'period')
      .map((row) => ({
        period: text(row.period),
        counts: Object.fromEntries(
          figureList.flatMap((figure) =>
            figure.format === 'count' && figure.perPeriod && shows(minCount, figure)
              ? [[figure.name, shown(countIn(row, figure.name))]]
              : [],
          ),
        ),
      }))
      .sort((a, b) => a.period.localeCompare(b.period)),
    speed: speedRows(rows, minCount),
    droppedRecords:
      options.partner === null ? compareCounts(dropped('current'), dropped('previous'), minCount) : null,
  };
}

function speedRows(rows: readonly AggregateRow[], minCount: number): SpeedRow[] {
  const speed = rows.filter((row) => row.breakdown === 'speed');
  const key = (row: AggregateRow) => `${text(row.page)}\n${text(row.device)}\n${text(row.metric)}`;
  const before = new Map(speed.filter((row) => row.phase === 'previous').map((row) => [key(row), row]));
  return speed
    .flatMap((row) => {
      const { metric, p75, samples } = row;
      // A percentile of fewer samples than the threshold would tell of a few visitors.
      if (
        row.phase !== 'current' ||
        metric === null ||
        p75 === null ||
        samples === null ||
        samples < minCount
      )
        return [];
      const earlier = before.get(key(row));
      const earlierShown =
        earlier?.samples !== undefined && earlier.samples !== null && earlier.samples >= minCount;
      return [
        {
          page: row.page,
          screen: text(row.device),
          metric,
          samples,
          p75,
          rating: speedRating(metric, p75),
          previousP75: earlierShown ? (earlier.p75 ?? null) : null,
          element: row.element,
        },
      ];
    })
    .sort((a, b) =>
      `${a.page === null ? '' : `~${a.page}`}\n${a.screen}\n${a.metric}`.localeCompare(
        `${b.page === null ? '' : `~${b.page}`}\n${b.screen}\n${b.metric}`,
      ),
    );
}

/**
 * The report as `--format json` prints it, with the period breakdown named after its unit
 * (`byDay: [{ "day" }]` or `byWeek: [{ "week" }]`).
 */
export function reportJson(report: Report): Record<string, unknown> {
  const { byPeriod, by, ...rest } = report;
  const periodKey = by === 'week' ? 'byWeek' : 'byDay';
  return {
    ...rest,
    [periodKey]: byPeriod.map(({ period, counts }) => ({ [by]: period, ...counts })),
  };
}

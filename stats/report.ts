// The report the owners read, built from the query's aggregate rows: counts per breakdown,
// click-through (downloads per visit) and each row's share of visits. The privacy threshold is
// applied here, to every figure of every format: a count below it shows as "<10" and takes no
// part in a share or a click-through, so no figure points to a few people.
import type { AggregateRow, PeriodUnit } from './report-query.ts';

/** A count as shown: the number, or `<10` when it is below the threshold. */
export type ShownCount = number | `<${number}`;

export interface Figures {
  readonly visits: ShownCount;
  readonly downloads: ShownCount;
  /** Downloads per visit, when both counts are shown and there were visits. */
  readonly clickThrough: number | null;
  /** This row's part of all visits, when its visits are shown. */
  readonly share: number | null;
}

type PageRow = { readonly page: string } & Figures;
/** `partner` null: the visitor came through no partner; `unknown`: the record predates the field. */
type PartnerRow = { readonly partner: string | null } & Figures;
type CampaignRow = {
  readonly source: string | null;
  readonly medium: string | null;
  readonly campaign: string | null;
} & Figures;
type ReferrerRow = { readonly referrer: string } & Figures;
type DeviceRow = { readonly device: string } & Figures;
type VisitorRow = { readonly visitor: 'new' | 'returning' } & Figures;
type PeriodRow = { readonly period: string } & Figures;

export interface ReportOptions {
  readonly from: string;
  readonly to: string;
  readonly by: PeriodUnit;
  readonly partner: string | null;
  readonly minCount: number;
}

export interface Report {
  readonly from: string;
  readonly to: string;
  /** The one partner these figures are for, or null for all visitors. */
  readonly partner: string | null;
  readonly minCount: number;
  readonly by: PeriodUnit;
  readonly totals: Omit<Figures, 'share'>;
  readonly byPage: readonly PageRow[];
  readonly byPartner: readonly PartnerRow[];
  readonly byCampaign: readonly CampaignRow[];
  readonly byReferrer: readonly ReferrerRow[];
  readonly byDevice: readonly DeviceRow[];
  readonly byVisitor: readonly VisitorRow[];
  /** By day or by week (its Monday), oldest first. */
  readonly byPeriod: readonly PeriodRow[];
}

export function shownCount(count: number, minCount: number): ShownCount {
  return count < minCount ? `<${minCount}` : count;
}

function ratio(numerator: number, denominator: number): number {
  return Math.round((numerator / denominator) * 1000) / 1000;
}

function figures(row: AggregateRow, totalVisits: number, minCount: number): Figures {
  const visitsShown = row.visits >= minCount;
  const downloadsShown = row.downloads >= minCount;
  return {
    visits: shownCount(row.visits, minCount),
    downloads: shownCount(row.downloads, minCount),
    clickThrough: visitsShown && downloadsShown ? ratio(row.downloads, row.visits) : null,
    share: visitsShown && totalVisits > 0 ? ratio(row.visits, totalVisits) : null,
  };
}

/** Most visits first; rows below the threshold after them, in label order, so their order reveals nothing. */
function byVisits(labelOf: (row: AggregateRow) => string, minCount: number) {
  return (a: AggregateRow, b: AggregateRow): number => {
    const aShown = a.visits >= minCount;
    const bShown = b.visits >= minCount;
    if (aShown !== bShown) return aShown ? -1 : 1;
    if (aShown && a.visits !== b.visits) return b.visits - a.visits;
    return labelOf(a).localeCompare(labelOf(b));
  };
}

export function buildReport(rows: readonly AggregateRow[], options: ReportOptions): Report {
  const { minCount } = options;
  const total = rows.find((row) => row.breakdown === 'total');
  const totalVisits = total?.visits ?? 0;
  const totalDownloads = total?.downloads ?? 0;
  const breakdown = (name: AggregateRow['breakdown'], labelOf: (row: AggregateRow) => string) =>
    rows
      .filter((row) => row.breakdown === name)
      .sort(byVisits(labelOf, minCount))
      .map((row) => ({ row, figures: figures(row, totalVisits, minCount) }));
  const text = (value: string | null) => value ?? '';

  return {
    from: options.from,
    to: options.to,
    partner: options.partner,
    minCount,
    by: options.by,
    totals: {
      visits: shownCount(totalVisits, minCount),
      downloads: shownCount(totalDownloads, minCount),
      clickThrough:
        totalVisits >= minCount && totalDownloads >= minCount ? ratio(totalDownloads, totalVisits) : null,
    },
    byPage: breakdown('page', (row) => text(row.page)).map(({ row, figures }) => ({
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
    // A download click always follows a visit in the same browser, so it always counts as
    // returning: downloads per visit would compare unlike groups here.
    byVisitor: breakdown('visitor', (row) => text(row.visitor)).map(({ row, figures }) => ({
      visitor: row.visitor === 'returning' ? 'returning' : 'new',
      ...figures,
      clickThrough: null,
    })),
    byPeriod: rows
      .filter((row) => row.breakdown === 'period')
      .map((row) => ({ period: text(row.period), ...figures(row, totalVisits, minCount) }))
      .sort((a, b) => a.period.localeCompare(b.period)),
  };
}

/**
 * The report as `--format json` prints it: the shape, with the period breakdown named
 * after its unit (`byDay: [{ "day" }]` or `byWeek: [{ "week" }]`).
 */
export function reportJson(report: Report): Record<string, unknown> {
  const { byPeriod, by, ...rest } = report;
  const periodKey = by === 'week' ? 'byWeek' : 'byDay';
  return {
    ...rest,
    [periodKey]: byPeriod.map(({ period, ...figures }) => ({ [by]: period, ...figures })),
  };
}

// The report as the table, CSV and HTML formats lay it out: one section per breakdown, each row
// its labels and its figures, with the words each format shows for a missing or hidden value.
import type { Figures, Report, ShownCount } from './report.ts';

interface SectionRow {
  readonly labels: readonly string[];
  readonly figures: Figures;
}

export interface ReportSection {
  /** The JSON key, e.g. `byPage`: also the CSV's breakdown column. */
  readonly key: string;
  readonly title: string;
  readonly labelHeaders: readonly string[];
  readonly rows: readonly SectionRow[];
}

/** What a breakdown shows for a value that is missing: no partner, no campaign parameter. */
export const noneLabel = '(none)';

const label = (value: string | null) => value ?? noneLabel;

export function reportSections(report: Report): ReportSection[] {
  const periodTitle = report.by === 'week' ? 'Week (from Monday)' : 'Day';
  return [
    {
      key: 'byPage',
      title: 'By page',
      labelHeaders: ['Page'],
      rows: report.byPage.map((row) => ({ labels: [row.page], figures: row })),
    },
    {
      key: 'byPartner',
      title: 'By partner',
      labelHeaders: ['Partner'],
      rows: report.byPartner.map((row) => ({ labels: [label(row.partner)], figures: row })),
    },
    {
      key: 'byCampaign',
      title: 'By campaign',
      labelHeaders: ['Source', 'Medium', 'Campaign'],
      rows: report.byCampaign.map((row) => ({
        labels: [label(row.source), label(row.medium), label(row.campaign)],
        figures: row,
      })),
    },
    {
      key: 'byReferrer',
      title: 'By referrer',
      labelHeaders: ['Referrer'],
      rows: report.byReferrer.map((row) => ({ labels: [row.referrer], figures: row })),
    },
    {
      key: 'byDevice',
      title: 'By device',
      labelHeaders: ['Device'],
      rows: report.byDevice.map((row) => ({ labels: [row.device], figures: row })),
    },
    {
      key: 'byVisitor',
      title: 'New or returning browser',
      labelHeaders: ['Browser'],
      rows: report.byVisitor.map((row) => ({ labels: [row.visitor], figures: row })),
    },
    {
      key: report.by === 'week' ? 'byWeek' : 'byDay',
      title: report.by === 'week' ? 'By week' : 'By day',
      labelHeaders: [periodTitle],
      rows: report.byPeriod.map((row) => ({ labels: [row.period], figures: row })),
    },
  ];
}

export const figureHeaders = ['Visits', 'Downloads', 'Click-through', 'Share of visits'] as const;

function formatCount(count: ShownCount): string {
  return typeof count === 'number' ? count.toLocaleString('en-GB') : count;
}

/** `0.846` → `84.6%`; a ratio that is withheld or undefined shows as a dash. */
function formatRatio(ratio: number | null): string {
  return ratio === null ? '–' : `${(ratio * 100).toFixed(1)}%`;
}

export function figureCells(figures: Figures): string[] {
  return [
    formatCount(figures.visits),
    formatCount(figures.downloads),
    formatRatio(figures.clickThrough),
    formatRatio(figures.share),
  ];
}

/** The report's first lines: what it covers and the threshold. */
export function reportHeading(report: Report): string[] {
  const who = report.partner === null ? 'all visitors' : `visitors who came through ${report.partner}`;
  return [
    `Visit statistics, ${report.from} to ${report.to} (UTC days), ${who}`,
    `Counts below ${report.minCount} show as <${report.minCount} and are left out of click-through and shares.`,
  ];
}

export function totalsLine(report: Report): string {
  const { totals } = report;
  return `Totals: ${formatCount(totals.visits)} visits, ${formatCount(totals.downloads)} download clicks, click-through ${formatRatio(totals.clickThrough)}`;
}

// What the daily partner figures job stores for sharing (docs/decisions/0043): the report that
// `npm run stats -- --shared` and `--partner <slug>` would show, for every visitor and for each
// partner seen, over the last day, week and 28 days, flattened to one line per figure. The
// threshold is applied by the report itself (report.ts) before anything is written, so no stored
// figure points to fewer people than it, and the same SQL (report.sql) gives the counts.
import { openapiDocument } from '../contract/openapi-document.gen.ts';
import { everyVisitorAudience } from '../contract/partner-figures-table.ts';
import { addDays, runReportQuery, type ReportEngine } from './report-query.ts';
import { buildReport, type Report } from './report.ts';
import { cellParts, reportSections } from './report-sections.ts';

/** The windows a partner is most often asked about, each ending on the job's day. */
export const partnerFigureWindowDays = [1, 7, 28] as const;

/** One figure of one row of a shared report, as it is stored. */
export interface PartnerFigureLine {
  /** `all`, or the partner's slug whose visitors these are. */
  readonly audience: string;
  /** How many days the figures cover, ending on `periodTo`. */
  readonly windowDays: number;
  readonly periodFrom: string;
  readonly periodTo: string;
  readonly previousFrom: string;
  readonly previousTo: string;
  /** A count below it shows as `<minCount`. */
  readonly minCount: number;
  /** The report's section, as `npm run stats -- --format json` keys it (`byLandingPage`). */
  readonly section: string;
  /** Where the section, row and figure sit in the report, for the order they are read back in. */
  readonly sectionIndex: number;
  readonly row: number;
  readonly figureIndex: number;
  /** The row's labels under the section's label headers (a landing page; source, medium, campaign). */
  readonly labels: readonly string[];
  /** The figure's header (`Visitors`, `Tap rate`). */
  readonly figure: string;
  /** As the report shows them: `12`, `<10`, `42.0%`, `+20.0%`, `–`. */
  readonly current: string;
  readonly previous: string;
  readonly change: string;
}

/** A partner's slug as records carry it (the contract's `Partner`). */
const partnerSlug = new RegExp(openapiDocument.components.schemas.Partner.pattern);
/** The report's label for records older than the partner field: not a partner. */
const unknownPartner = 'unknown';

/** One line per figure of every section of the report, as the report shows it. */
function partnerFigureLines(report: Report, windowDays: number): PartnerFigureLine[] {
  return reportSections(report).flatMap((section, sectionIndex) =>
    section.rows.flatMap((row, rowIndex) =>
      row.cells.map((cell, index) => ({
        audience: report.partner ?? everyVisitorAudience,
        windowDays,
        periodFrom: report.from,
        periodTo: report.to,
        previousFrom: report.previousFrom,
        previousTo: report.previousTo,
        minCount: report.minCount,
        section: section.key,
        sectionIndex,
        row: rowIndex,
        figureIndex: index,
        labels: row.labels,
        figure: section.figureHeaders[index] ?? '',
        ...cellParts(cell),
      })),
    ),
  );
}

/**
 * Every shared line for the windows ending on `day`: every visitor, then each partner that
 * brought a visitor in the window, each by its own run of the report's SQL.
 */
export async function partnerFigures(
  engine: ReportEngine,
  day: string,
  minCount: number,
): Promise<PartnerFigureLine[]> {
  if (minCount < 1) throw new Error('Partner figures need a threshold of 1 or more');
  const lines: PartnerFigureLine[] = [];
  for (const windowDays of partnerFigureWindowDays) {
    const from = addDays(day, 1 - windowDays);
    const query = { from, to: day, by: 'day' as const };
    const rows = await runReportQuery(engine, { ...query, partner: null });
    lines.push(...partnerFigureLines(buildReport(rows, { ...query, partner: null, minCount }), windowDays));
    const partners = new Set(
      rows.flatMap((row) =>
        row.breakdown === 'partner' &&
        row.phase === 'current' &&
        row.partner !== null &&
        row.partner !== unknownPartner &&
        partnerSlug.test(row.partner)
          ? [row.partner]
          : [],
      ),
    );
    for (const partner of [...partners].sort()) {
      const partnerRows = await runReportQuery(engine, { ...query, partner });
      lines.push(
        ...partnerFigureLines(buildReport(partnerRows, { ...query, partner, minCount }), windowDays),
      );
    }
  }
  return lines;
}

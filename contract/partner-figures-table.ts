// The partner figures: the report's figures with the privacy threshold applied, as the daily
// partner figures job writes them (lambdas/partner-figures) to a DynamoDB table of their own
// (cdk/constructs/visit-statistics.ts). Partners and anyone else the owners share with read only
// this table, never the raw exports (docs/decisions/0043).

/** The partition key: `all` for every visitor, or a partner's slug for the visitors it brought. */
export const partnerFiguresPartitionKey = 'audience';
/** The sort key: window, day and the figure's place in the report (`partnerFigureSortKey`). */
export const partnerFiguresSortKey = 'figureKey';
/** Epoch seconds after which DynamoDB deletes the item. */
export const partnerFiguresExpiryAttribute = 'expiresAt';

/**
 * The privacy policy says the partner figures are kept this long: a partner can set any month
 * against the same month a year before. They are counts of groups, never records, with every
 * small count hidden.
 */
export const partnerFiguresRetentionMonths = 25;

/** The same in days, for the table's expiry: an average month, rounded up. */
export const partnerFiguresRetentionDays = Math.ceil((partnerFiguresRetentionMonths * 365.25) / 12);

/** The audience of the figures of every visitor. */
export const everyVisitorAudience = 'all';

/**
 * `w28#2026-11-25#01#0003#05`: the 28 days to 2026-11-25, the report's second section, its
 * fourth row and sixth figure. A query for one window and day is a `begins_with` on `w28#2026-11-25#`, and
 * the items come back in the report's order.
 */
export function partnerFigureSortKey(
  windowDays: number,
  day: string,
  section: number,
  row: number,
  figure: number,
): string {
  return `${partnerFiguresDayPrefix(windowDays, day)}${String(section).padStart(2, '0')}#${String(row).padStart(4, '0')}#${String(figure).padStart(2, '0')}`;
}

/** The sort-key prefix of one window ending on `day`. */
export function partnerFiguresDayPrefix(windowDays: number, day: string): string {
  return `w${windowDays}#${day}#`;
}

// For the tests of what is built from the query's rows: one aggregate row, every label empty but
// the ones given.
import type { AggregateRow } from './report-query.ts';

export function aggregateRow(
  breakdown: AggregateRow['breakdown'],
  visits: number,
  downloads: number,
  values: Partial<AggregateRow> = {},
): AggregateRow {
  return {
    breakdown,
    page: null,
    partner: null,
    campaign_source: null,
    campaign_medium: null,
    campaign_name: null,
    referrer: null,
    device: null,
    visitor: null,
    period: null,
    visits,
    downloads,
    ...values,
  };
}

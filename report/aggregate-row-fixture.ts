// For the tests of what is built from the query's rows: one aggregate row of this period, every
// label empty and every count nothing but the ones given.
import { eachCountColumn, type AggregateRow } from './report-query.ts';

export function aggregateRow(
  breakdown: AggregateRow['breakdown'],
  values: Partial<AggregateRow> = {},
): AggregateRow {
  return {
    breakdown,
    phase: 'current',
    page: null,
    partner: null,
    campaign_source: null,
    campaign_medium: null,
    campaign_name: null,
    referrer: null,
    device: null,
    browser: null,
    period: null,
    ...eachCountColumn(0),
    metric: null,
    samples: null,
    p75: null,
    element: null,
    dropped: null,
    ...values,
  };
}

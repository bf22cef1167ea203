// The shared statistics: the report's figures with the privacy threshold applied, as the daily
// aggregates job writes them (lambdas/statistics-aggregates) and the Glue table over them reads
// them (cdk/constructs/visit-statistics.ts). Partners and anyone else the owners share with read
// only these, never the raw exports (docs/decisions/0043).

/** Where the aggregates go in their own bucket. */
export const sharedAggregatesPrefix = 'shared-aggregates';
/** The Hive-style partition column: the last UTC day the figures cover. */
export const sharedAggregatesPartitionColumn = 'day';
/** The Glue table partners' and shared queries read. */
export const sharedAggregatesTableName = 'shared_aggregates';

/** The object one day's run writes (a rerun replaces it). */
export function sharedAggregatesKey(day: string): string {
  return `${sharedAggregatesPrefix}/${sharedAggregatesPartitionColumn}=${day}/aggregates.json.gz`;
}

/** Each line's fields and their Hive types, in the order the Glue table lists them. */
export const sharedAggregateColumns = {
  /** `all` for every visitor, or a partner's slug for the visitors who came through it. */
  audience: 'string',
  /** How many days the figures cover, ending on the partition's day. */
  window_days: 'int',
  period_from: 'string',
  period_to: 'string',
  previous_from: 'string',
  previous_to: 'string',
  /** A count below it shows as `<min_count`. */
  min_count: 'int',
  /** The report's section, as `npm run stats -- --format json` keys it (`byLandingPage`). */
  section: 'string',
  /** The row's labels under the section's label headers (a landing page; source, medium, campaign). */
  labels: 'array<string>',
  /** The figure's header (`Visitors`, `Tap rate`). */
  figure: 'string',
  /** As the report shows them: `12`, `<10`, `42.0%`, `+20.0%`, `–`. */
  current: 'string',
  previous: 'string',
  change: 'string',
} as const;

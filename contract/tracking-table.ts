// The tracking table's shape, which the CDK stack, the local stack, the handler that writes it and
// the statistics that read it all depend on: named once here so they cannot drift apart.
import { tablePartitions } from './table-partitions.ts';

/** Partition key: `VISIT#<day>`, the UTC day the server received the record. */
export const trackingPartitionKey = 'pk';
/** Sort key: the record's content-derived id, so a retried request lands on the same item. */
export const trackingSortKey = 'sk';
/** Epoch seconds after which DynamoDB's TTL deletes the item (the retention in service.ts). */
export const trackingExpiryAttribute = 'expiresAt';

/** The partition of the records received on a UTC day (`2026-11-22`). */
export function visitPartition(day: string): string {
  return `${tablePartitions.visit}${day}`;
}

/**
 * The `action` of a page load's field vitals (saveWebVitals), stored with the visit records of its
 * day; the other actions are the ones the site and the web app send (`WebsiteVisit`,
 * `DownloadClicked`, `SignUp`, `LogIn`).
 */
export const webVitalsAction = 'WebVitals';

/**
 * The query-string parameters a stored record keeps: the campaign a link was made for, and
 * nothing else (a query string can carry emails, tokens and click IDs). The privacy policy
 * names them; the handler drops the rest before storing.
 */
export const campaignParameters = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'ref',
] as const;

/**
 * The one item of a day's partition that is no record: how many records viewer keys sent that day
 * past their daily records (`x-record-limits` in openapi.yaml), counted, not stored. Its sort key
 * meets no record's, which are 32 hex digits; statistics read its count from the attribute of the
 * same name.
 */
export const droppedRecordsKey = 'dropped';

// How a tracking record is stored. Visits are listed by day (partition `VISIT#<day>`, the day the
// server received the record), each under an id derived from the record's content, so a retried
// identical request lands on the same key and is stored once. `expiresAt` lets DynamoDB's TTL
// delete the item after the retention period the privacy policy states. No IP address is kept.
import { createHash } from 'node:crypto';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type { RequestBody } from '../../contract/operations.ts';
import { tablePartitions } from '../../contract/table-partitions.ts';

export type TrackingRecord = RequestBody<'saveTrackingData'>;
type TrackingSnapshot = TrackingRecord['history'][number];

const secondsPerDay = 86_400;

/** JSON with object keys in sorted order, so equal records always hash alike. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, child]) => child !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, child]) => `${JSON.stringify(key)}:${canonicalJson(child)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** 128 bits of the SHA-256 of the record: unique for distinct records, equal for retries. */
export function trackingRecordId(record: TrackingRecord): string {
  return createHash('sha256').update(canonicalJson(record)).digest('hex').slice(0, 32);
}

export function visitPartitionKey(receivedAt: Date): string {
  return `${tablePartitions.visit}${receivedAt.toISOString().slice(0, 10)}`;
}

export function expiryEpochSeconds(receivedAt: Date, retentionDays: number): number {
  return Math.floor(receivedAt.getTime() / 1000) + retentionDays * secondsPerDay;
}

function snapshotAttributes(snapshot: TrackingSnapshot): Record<string, AttributeValue> {
  return {
    referrer: { S: snapshot.referrer },
    queryString: { S: snapshot.queryString },
    userAgent: { S: snapshot.userAgent },
    webView: { BOOL: snapshot.webView },
    action: { S: snapshot.action },
    timestamp: { S: snapshot.timestamp },
  };
}

export interface TrackingItem {
  readonly id: string;
  readonly attributes: Record<string, AttributeValue>;
}

export function buildTrackingItem(
  record: TrackingRecord,
  receivedAt: Date,
  retentionDays: number,
): TrackingItem {
  const id = trackingRecordId(record);
  return {
    id,
    attributes: {
      pk: { S: visitPartitionKey(receivedAt) },
      sk: { S: id },
      receivedAt: { S: receivedAt.toISOString() },
      expiresAt: { N: String(expiryEpochSeconds(receivedAt, retentionDays)) },
      ...snapshotAttributes(record),
      history: { L: record.history.map((snapshot) => ({ M: snapshotAttributes(snapshot) })) },
    },
  };
}

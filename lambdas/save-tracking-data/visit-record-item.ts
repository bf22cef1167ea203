// How a visit record is stored. Visits are listed by day (partition `VISIT#<day>`, the day the
// server received the record), each under an id derived from the minimised record's content, so
// a retried identical request lands on the same key and is stored once. The expiry attribute lets
// DynamoDB's TTL delete the item after the retention period the privacy policy states. No IP
// address is kept, and only what minimise-record.ts leaves of the referrer and query string; the
// visitor and network are codes of the day (lambdas/shared/visitor.ts), not part of the id, so a
// retry from another network still lands on the same key.
import { createHash } from 'node:crypto';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type { RequestBody } from '../../contract/operations.ts';
import {
  trackingExpiryAttribute,
  trackingPartitionKey,
  trackingSortKey,
  visitPartition,
} from '../../contract/tracking-table.ts';
import type { ViewerCodes } from '../shared/visitor.ts';
import { minimiseVisitRecord } from './minimise-record.ts';

export type VisitRecord = RequestBody<'saveTrackingData'>;
type EarlierVisitRecord = VisitRecord['history'][number];

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

/** 128 bits of the SHA-256 of a body's content: unique for distinct bodies, equal for retries. */
export function contentId(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex').slice(0, 32);
}

export function visitRecordId(record: VisitRecord): string {
  return contentId(record);
}

export function visitPartitionKey(receivedAt: Date): string {
  return visitPartition(receivedAt.toISOString().slice(0, 10));
}

export function expiryEpochSeconds(receivedAt: Date, retentionDays: number): number {
  return Math.floor(receivedAt.getTime() / 1000) + retentionDays * secondsPerDay;
}

function snapshotAttributes(snapshot: EarlierVisitRecord): Record<string, AttributeValue> {
  return {
    referrer: { S: snapshot.referrer },
    queryString: { S: snapshot.queryString },
    userAgent: { S: snapshot.userAgent },
    webView: { BOOL: snapshot.webView },
    action: { S: snapshot.action },
    timestamp: { S: snapshot.timestamp },
  };
}

export interface VisitRecordItem {
  readonly id: string;
  readonly attributes: Record<string, AttributeValue>;
}

/** The item's keys, receive time and expiry: every item stored with the visit records has them. */
export function visitRecordItemKeys(
  id: string,
  receivedAt: Date,
  retentionDays: number,
): Record<string, AttributeValue> {
  return {
    [trackingPartitionKey]: { S: visitPartitionKey(receivedAt) },
    [trackingSortKey]: { S: id },
    receivedAt: { S: receivedAt.toISOString() },
    [trackingExpiryAttribute]: { N: String(expiryEpochSeconds(receivedAt, retentionDays)) },
  };
}

/** The `visitor` and `network` attributes, when the request had codes (lambdas/shared/visitor.ts). */
export function codeAttributes(codes: ViewerCodes | undefined): Record<string, AttributeValue> {
  return codes === undefined ? {} : { visitor: { S: codes.visitor }, network: { S: codes.network } };
}

/**
 * The page, partner and experiment variant a record names, as attributes of its item. The partner
 * keeps the wire's name, `affiliateSource`, as an attribute: stored items and the exports' columns
 * already carry it, and the report's SQL names it `partner` as it reads it (decision 0077).
 */
export function recordContextAttributes(
  record: Pick<VisitRecord, 'page' | 'affiliateSource' | 'experiment' | 'variant'>,
): Record<string, AttributeValue> {
  const context = {
    page: record.page,
    affiliateSource: record.affiliateSource,
    experiment: record.experiment,
    variant: record.variant,
  };
  return Object.fromEntries(
    Object.entries(context).flatMap(([name, value]) => (value === undefined ? [] : [[name, { S: value }]])),
  );
}

/** The item for a record as received: minimised first, so nothing dropped reaches the table or the id. */
export function buildVisitRecordItem(
  received: VisitRecord,
  receivedAt: Date,
  retentionDays: number,
  codes?: ViewerCodes,
): VisitRecordItem {
  const record = minimiseVisitRecord(received);
  const id = visitRecordId(record);
  return {
    id,
    attributes: {
      ...visitRecordItemKeys(id, receivedAt, retentionDays),
      ...codeAttributes(codes),
      ...snapshotAttributes(record),
      ...recordContextAttributes(record),
      history: { L: record.history.map((snapshot) => ({ M: snapshotAttributes(snapshot) })) },
    },
  };
}

// The records one viewer key may store in a UTC day (decision 0062): visits, taps, sign-ups and
// page speed together, at most the contract's `x-record-limits`. Each is counted per network code
// of the day, in the short-lived table (the count is needed for its day only); past the limit a
// record is not stored, the day's count of dropped records goes up by one, and the caller is told
// (429 `quota_exceeded`), never answered as if it were stored.
import type { APIGatewayProxyResult } from 'aws-lambda';
import { recordLimits } from '../../contract/openapi-document.gen.ts';
import { shortLivedPartitions } from '../../contract/table-partitions.ts';
import { droppedRecordsKey, visitPartition } from '../../contract/tracking-table.ts';
import { errorResponse } from './api-response.ts';
import { secondsUntilDayEnds } from './contact-mail.ts';
import type { Key } from './contact-start.ts';
import { networkCode, type ViewerCodes } from './visitor.ts';

export const { recordsPerViewerKeyPerDay } = recordLimits;

/**
 * What the requests without a readable viewer key are counted as: one network between them, so
 * leaving the header out (only possible around the distribution, or for an address the edge could
 * not read) buys no records. A viewer key is an IP address, never this word.
 */
const withoutViewerKey = 'none';

/** The network whose records of the day a request counts towards. */
export function countedNetwork(codes: ViewerCodes | undefined, dayKey: Uint8Array): string {
  return codes?.network ?? networkCode(dayKey, withoutViewerKey);
}

/** A network's records of a day, in the short-lived table. */
export function recordCountKey(day: string, network: string): Key {
  return { pk: { S: `${shortLivedPartitions.recordCount}${day}#${network}` }, sk: { S: 'count' } };
}

/** The day's count of dropped records, beside the day's records, where statistics read it. */
export function droppedRecordsItemKey(day: string): Key {
  return { pk: { S: visitPartition(day) }, sk: { S: droppedRecordsKey } };
}

/**
 * The networks this instance has seen past their records of the latest day. A count never goes
 * down within its day, so the next record of such a network is dropped without asking the table:
 * a flood past the limit costs one write a record (the dropped count), not two. Made once per cold
 * start; a new day forgets the last.
 */
export interface NetworksPastLimit {
  has(day: string, network: string): boolean;
  add(day: string, network: string): void;
}

export function networksPastLimit(): NetworksPastLimit {
  let latest = { day: '', networks: new Set<string>() };
  return {
    has: (day, network) => latest.day === day && latest.networks.has(network),
    add(day, network) {
      if (latest.day !== day) latest = { day, networks: new Set() };
      latest.networks.add(network);
    },
  };
}

/** Whether a record may be stored, with the request's codes, or was dropped on its day. */
export type RecordAdmission =
  | { readonly kind: 'admitted'; readonly codes: ViewerCodes | undefined }
  | { readonly kind: 'dropped'; readonly day: string };

/** The answer to a dropped record: try again once the day is over. */
export function droppedRecordResponse(day: string, now: Date, requestId: string): APIGatewayProxyResult {
  return errorResponse(
    'quota_exceeded',
    'This network has stored its records for today, so this one was dropped. Try again tomorrow.',
    { requestId, retryAfterSeconds: secondsUntilDayEnds(day, now) },
  );
}

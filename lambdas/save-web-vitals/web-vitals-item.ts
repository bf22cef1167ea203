// How a page load's field vitals are stored: with the visit records of the day they were
// received, under an id derived from their content (so a retried beacon is stored once), with the
// page, the browser's User-Agent (for its device class) and each figure with the element at
// fault. Nothing ties them to a visitor or to the page load's visit record.
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type { RequestBody } from '../../contract/operations.ts';
import { webVitalsAction } from '../../contract/tracking-table.ts';
import {
  contentId,
  visitRecordItemKeys,
  type VisitRecordItem,
} from '../save-tracking-data/visit-record-item.ts';

export type WebVitals = RequestBody<'saveWebVitals'>;

/** The contract's UserAgent limit: the header is cut to it, as the site cuts the record's. */
const maxUserAgentLength = 512;

/**
 * A figure as stored: milliseconds to a tenth, a layout shift to four decimals, finer than any
 * threshold reads and within DynamoDB's number range (a browser may send 5e-324).
 */
function rounded(value: number, decimals: number): string {
  const scale = 10 ** decimals;
  return String(Math.round(value * scale) / scale);
}

function vital(
  name: string,
  measured: { readonly value: number; readonly element?: string } | undefined,
  decimals: number,
): Record<string, AttributeValue> {
  if (measured === undefined) return {};
  return {
    [name]: { N: rounded(measured.value, decimals) },
    ...(measured.element === undefined ? {} : { [`${name}Element`]: { S: measured.element } }),
  };
}

export function buildWebVitalsItem(
  vitals: WebVitals,
  userAgent: string,
  receivedAt: Date,
  retentionDays: number,
): VisitRecordItem {
  const id = contentId(vitals);
  return {
    id,
    attributes: {
      ...visitRecordItemKeys(id, receivedAt, retentionDays),
      action: { S: webVitalsAction },
      page: { S: vitals.page },
      userAgent: { S: userAgent.slice(0, maxUserAgentLength) },
      ...vital('lcp', vitals.lcp, 1),
      ...vital('inp', vitals.inp, 1),
      ...vital('cls', vitals.cls, 4),
      ...vital('ttfb', vitals.ttfb === undefined ? undefined : { value: vitals.ttfb }, 1),
    },
  };
}

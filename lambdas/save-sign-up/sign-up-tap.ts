// Which tap a sign-up report may be stored against (decision 0062). The site opens the web app with
// the tap record it has just stored (saveTrackingData, `DownloadClicked`) in `wherefrom`, and the
// web app reports that record back, so the tap's id is the report's record's content id. A report
// is stored against a tap received in the 24 hours before it that no other report took; the mark
// that it was taken lives in the short-lived table for as long as the tap could be taken.
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { shortLivedPartitions } from '../../contract/table-partitions.ts';
import { addDays, msPerDay, utcDay, type Key } from '../shared/contact-start.ts';
import type { ViewerCodes } from '../shared/visitor.ts';

/** How long after it was stored a tap can take a report. */
const tapLifetimeMs = msPerDay;

/** The tap action: the only record a report is stored against. */
export const tapAction = 'DownloadClicked';

/** A tap as stored: its id, when it was received, and the codes of the visitor who made it. */
export interface StoredTap {
  readonly id: string;
  readonly receivedAt: Date;
  readonly codes: ViewerCodes | undefined;
}

/** The days' partitions a tap that can take a report received at `receivedAt` may be in, newest first. */
export function tapDays(receivedAt: Date): string[] {
  const today = utcDay(receivedAt);
  return [today, addDays(today, -1)];
}

/** The stored tap in an item of a day's partition, or undefined for an item that is no tap. */
export function parseTapItem(item: Record<string, AttributeValue> | undefined): StoredTap | undefined {
  const id = item?.sk?.S;
  const receivedAt = Date.parse(item?.receivedAt?.S ?? '');
  if (id === undefined || item?.action?.S !== tapAction || Number.isNaN(receivedAt)) return undefined;
  const visitor = item.visitor?.S;
  const network = item.network?.S;
  return {
    id,
    receivedAt: new Date(receivedAt),
    codes: visitor === undefined || network === undefined ? undefined : { visitor, network },
  };
}

/** Whether a report received at `receivedAt` may be stored against `tap`: one received in the 24 hours before. */
export function isTapInTime(tap: StoredTap, receivedAt: Date): boolean {
  const ageMs = receivedAt.getTime() - tap.receivedAt.getTime();
  return ageMs >= 0 && ageMs < tapLifetimeMs;
}

function usedTapKey(tapId: string): Key {
  return { pk: { S: `${shortLivedPartitions.usedTap}${tapId}` }, sk: { S: 'used' } };
}

/** The mark that `reportId` took the tap, kept until the tap could take no report anyway. */
export function usedTapItem(tap: StoredTap, reportId: string): Record<string, AttributeValue> {
  return {
    ...usedTapKey(tap.id),
    report: { S: reportId },
    expiresAt: { N: String(Math.ceil((tap.receivedAt.getTime() + tapLifetimeMs) / 1000)) },
  };
}

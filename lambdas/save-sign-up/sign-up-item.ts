// How a sign-up or log-in the web app reports is stored: with the visit records of the day it was
// received, under an id derived from its minimised content (so a retried report is stored once),
// carrying what statistics attribute it by: the page, partner, experiment variant, campaign,
// referrer and browser of the tap that opened the app (the `wherefrom` record), and the visitor
// code of the request.
import type { RequestBody } from '../../contract/operations.ts';
import { minimiseTrackingRecord } from '../save-tracking-data/minimise-record.ts';
import {
  contentId,
  recordContextAttributes,
  trackingItemKeys,
  visitorAttribute,
  type TrackingItem,
} from '../save-tracking-data/tracking-item.ts';

export type SignUpReport = RequestBody<'saveSignUp'>;

export function buildSignUpItem(
  report: SignUpReport,
  receivedAt: Date,
  retentionDays: number,
  visitor: string | undefined,
): TrackingItem {
  const wherefrom = minimiseTrackingRecord(report.wherefrom);
  const id = contentId({ action: report.action, wherefrom });
  return {
    id,
    attributes: {
      ...trackingItemKeys(id, receivedAt, retentionDays),
      ...visitorAttribute(visitor),
      action: { S: report.action },
      referrer: { S: wherefrom.referrer },
      queryString: { S: wherefrom.queryString },
      userAgent: { S: wherefrom.userAgent },
      webView: { BOOL: wherefrom.webView },
      ...recordContextAttributes(wherefrom),
    },
  };
}

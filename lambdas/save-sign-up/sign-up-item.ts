// How a sign-up or log-in the web app reports is stored: with the visit records of the day it was
// received, under an id derived from its minimised content (so a retried report is stored once),
// carrying what statistics attribute it by: the page, partner, experiment variant, campaign,
// referrer and browser of the tap that opened the app (the `wherefrom` record), and the visitor and
// network codes of that tap as it was stored, so it counts for the visitor who tapped whichever
// network the web app reported from.
import type { RequestBody } from '../../contract/operations.ts';
import { minimiseVisitRecord } from '../save-tracking-data/minimise-record.ts';
import {
  codeAttributes,
  contentId,
  recordContextAttributes,
  visitRecordItemKeys,
  visitRecordId,
  type VisitRecordItem,
} from '../save-tracking-data/visit-record-item.ts';
import type { ViewerCodes } from '../shared/visitor.ts';

export type SignUpReport = RequestBody<'saveSignUp'>;

/** The report's id, and the id its `wherefrom` record was stored under as a tap. */
export function signUpIds(report: SignUpReport): { readonly id: string; readonly tapId: string } {
  const wherefrom = minimiseVisitRecord(report.wherefrom);
  return { id: contentId({ action: report.action, wherefrom }), tapId: visitRecordId(wherefrom) };
}

export function buildSignUpItem(
  report: SignUpReport,
  receivedAt: Date,
  retentionDays: number,
  tapCodes: ViewerCodes | undefined,
): VisitRecordItem {
  const wherefrom = minimiseVisitRecord(report.wherefrom);
  const { id } = signUpIds(report);
  return {
    id,
    attributes: {
      ...visitRecordItemKeys(id, receivedAt, retentionDays),
      ...codeAttributes(tapCodes),
      action: { S: report.action },
      referrer: { S: wherefrom.referrer },
      queryString: { S: wherefrom.queryString },
      userAgent: { S: wherefrom.userAgent },
      webView: { BOOL: wherefrom.webView },
      ...recordContextAttributes(wherefrom),
    },
  };
}

// What of a visit record is worth keeping for 13 months: the campaign a link was made for and
// the site that linked here, not the rest of either address. Applied before the record is
// stored (and before its id is derived), to the record and to every earlier one in its history.
// A campaign value can still name a person (a mail tool that writes the recipient into
// utm_term), so one that looks like an e-mail address or a phone number is masked.
import { campaignParameters } from '../../contract/tracking-table.ts';
import type { RequestBody } from '../../contract/operations.ts';

type VisitRecord = RequestBody<'saveTrackingData'>;

/** The referrer the site sends when there was none. */
const directReferrer = 'Direct';
/** A referrer that is not an address with a host: kept as a marker, not as the text sent. */
const unreadableReferrer = 'Unknown';

const keptParameters: ReadonlySet<string> = new Set(campaignParameters);

/** What a masked campaign value is stored as. */
const campaignMasks = { email: '[email]', phone: '[phone]' } as const;

const emailLike = /[^\s@]+@[^\s@]+/;
// Nine digits or more in one run, spaces, dots, dashes and brackets allowed between them: every UK
// number has 10 or 11, and a date (2026-11-22, 8 digits) or a year in a campaign name stays.
const phoneLike = /\+?\d(?:[\s().-]*\d){8,}/;

/** The value as stored: itself, or its mask when it looks like an e-mail address or a phone number. */
export function maskedCampaignValue(value: string): string {
  if (emailLike.test(value)) return campaignMasks.email;
  if (phoneLike.test(value)) return campaignMasks.phone;
  return value;
}

/** `?utm_source=x&ref=y`: only the campaign parameters, in the order sent, masked; `` when none. */
export function campaignQueryString(queryString: string): string {
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(queryString)) {
    const key = name.toLowerCase();
    if (keptParameters.has(key) && !kept.has(key)) kept.append(key, maskedCampaignValue(value));
  }
  const query = kept.toString();
  return query === '' ? '' : `?${query}`;
}

/**
 * The referrer's origin (`https://www.google.com`), `Direct` when there was none, or `Unknown`
 * for text that is no address. App referrers such as `android-app://com.google.android.gm/`
 * have no web origin, so they keep their scheme and host.
 */
export function referrerOrigin(referrer: string): string {
  if (referrer === directReferrer) return directReferrer;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return unreadableReferrer;
  }
  if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
  return url.host === '' ? unreadableReferrer : `${url.protocol}//${url.host}`;
}

export function minimiseVisitRecord(record: VisitRecord): VisitRecord {
  return {
    ...record,
    referrer: referrerOrigin(record.referrer),
    queryString: campaignQueryString(record.queryString),
    history: record.history.map((snapshot) => ({
      ...snapshot,
      referrer: referrerOrigin(snapshot.referrer),
      queryString: campaignQueryString(snapshot.queryString),
    })),
  };
}

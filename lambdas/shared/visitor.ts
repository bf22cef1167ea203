// The `visitor` code each tracking item carries, so statistics count people and their visits
// without a cookie (decision 0036): a keyed hash of the viewer key CloudFront writes (an IPv4
// address or an IPv6 /64) and the browser's User-Agent, under the random key of the UTC day the
// request arrived (day-key-store.ts, the contact form's key, deleted after the day). The same
// browser on the same network gets the same code all day, and another code the next day; once
// the day's key is gone, no one can tell whose a code was. Plausible publishes the same scheme.
import { clientHash, utcDay } from './contact-start.ts';
import type { DayKeyStore } from './day-key-store.ts';
import { headerValue, type ApiRequest } from './parse-api-request.ts';
import { viewerKeyOf } from './viewer-key.ts';

/** 64 bits: two of a million visitors in a day share a code with a chance of about 3 in 100 million. */
const visitorCodeLength = 16;

export function visitorCode(dayKey: Uint8Array, viewerKey: string, userAgent: string): string {
  // A viewer key never holds a line break, so no two pairs hash the same text.
  return clientHash(dayKey, `${viewerKey}\n${userAgent}`).slice(0, visitorCodeLength);
}

/** The day's key, through the store once a day: a warm function keeps the latest day's in memory only. */
export type DayKeyOf = (day: string, store: Pick<DayKeyStore, 'keyOf'>) => Promise<Uint8Array>;

export function latestDayKey(): DayKeyOf {
  let latest: { readonly day: string; readonly key: Uint8Array } | undefined;
  return async (day, store) => {
    if (latest?.day === day) return latest.key;
    const key = await store.keyOf(day);
    latest = { day, key };
    return key;
  };
}

/**
 * The visitor code of a request received at `receivedAt`, or undefined for a request without the
 * viewer key CloudFront writes (one that did not come through the distribution): its record is
 * still kept, and statistics count it as a visitor of its own.
 */
export async function requestVisitor(
  request: Pick<ApiRequest, 'headers'>,
  receivedAt: Date,
  dayKey: (day: string) => Promise<Uint8Array>,
): Promise<string | undefined> {
  const viewerKey = viewerKeyOf(request);
  if (viewerKey === undefined) return undefined;
  const userAgent = headerValue(request, 'user-agent') ?? '';
  return visitorCode(await dayKey(utcDay(receivedAt)), viewerKey, userAgent);
}

// The codes each visit record carries, so statistics count people and their visits without a
// cookie (decision 0036): the `visitor` code, a keyed hash of the viewer key CloudFront writes (an
// IPv4 address or an IPv6 /64) and the browser's User-Agent, and the `network` code, the same of
// the viewer key alone, by which a verdict counts visitors too (decision 0062): forged visitors
// are many browsers on few networks. Both are made under the random key of the UTC day the request
// arrived (day-key-store.ts, the contact form's key, deleted after the day). The same browser on
// the same network gets the same codes all day, and others the next day; once the day's key is
// gone, no one can tell whose a code was. Plausible publishes the same scheme.
import { clientHash } from './contact-start.ts';
import type { DayKeyStore } from './day-key-store.ts';
import { headerValue, type ApiRequest } from './parse-api-request.ts';
import { viewerKeyOf } from './viewer-key.ts';

/** 64 bits: two of a million visitors in a day share a code with a chance of about 3 in 100 million. */
const codeLength = 16;

export function visitorCode(dayKey: Uint8Array, viewerKey: string, userAgent: string): string {
  // A viewer key never holds a line break, so no two pairs hash the same text.
  return clientHash(dayKey, `${viewerKey}\n${userAgent}`).slice(0, codeLength);
}

/**
 * The code of a network (a viewer key). Its text starts with a word no viewer key is, so it is
 * neither a visitor's code nor the contact form's hash of the same key, and a record cannot be
 * tied to a contact message by it.
 */
export function networkCode(dayKey: Uint8Array, viewerKey: string): string {
  return clientHash(dayKey, `network\n${viewerKey}`).slice(0, codeLength);
}

/** A request's codes of the day; a request without a viewer key has none. */
export interface ViewerCodes {
  readonly visitor: string;
  readonly network: string;
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
 * The codes of a request under the key of the day it was received, or undefined for a request
 * without the viewer key CloudFront writes (one that did not come through the distribution): its
 * record is still kept, and statistics count it as a visitor of its own.
 */
export function requestCodes(
  request: Pick<ApiRequest, 'headers'>,
  dayKey: Uint8Array,
): ViewerCodes | undefined {
  const viewerKey = viewerKeyOf(request);
  if (viewerKey === undefined) return undefined;
  const userAgent = headerValue(request, 'user-agent') ?? '';
  return { visitor: visitorCode(dayKey, viewerKey, userAgent), network: networkCode(dayKey, viewerKey) };
}

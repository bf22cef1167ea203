// The contact form's defences against mail bots, as plain rules (decisions 0017 and 0029).
// startContact stores a start record when the form is shown, by the server's clock and for the
// client that asked; sendEmail takes its id as the start token once, from that client only, no
// sooner than a person could write a message and no later than the token's lifetime. A client is
// stored only as a keyed hash of its viewer key, under a random key of the UTC day that is deleted
// once the day's last token has expired (decision 0028).
import { createHmac } from 'node:crypto';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { contactStartLimits } from '../../contract/openapi-document.gen.ts';
import { shortLivedPartitions, tablePartitions } from '../../contract/table-partitions.ts';

export const minimumAgeMs = contactStartLimits.minimumAgeSeconds * 1000;
export const lifetimeMs = contactStartLimits.lifetimeSeconds * 1000;
export const msPerDay = 86_400_000;

export type Key = Record<'pk' | 'sk', AttributeValue>;

/** The UTC day of a time, `2026-11-22`: the unit of every daily count and key. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The UTC day `days` after `day` (before, when negative). */
export function addDays(day: string, days: number): string {
  return utcDay(new Date(Date.parse(day) + days * msPerDay));
}

/** When a UTC day starts, in ms. */
export function dayStartMs(day: string): number {
  return Date.parse(day);
}

/** The keyed hash a client is stored as: HMAC-SHA-256 of its viewer key under the day's key. */
export function clientHash(dayKey: Uint8Array, viewerKey: string): string {
  return createHmac('sha256', dayKey).update(viewerKey).digest('hex');
}

export function dayKeyKey(day: string): Key {
  return { pk: { S: `${shortLivedPartitions.clientKey}${day}` }, sk: { S: 'key' } };
}

/**
 * When a day's key is no longer needed: the day's last token, issued just before midnight, has
 * expired. The deferred-message schedule deletes the key at its first run after that.
 */
export function dayKeyNeededUntilMs(day: string): number {
  return dayStartMs(day) + msPerDay + lifetimeMs;
}

/** A day's key as stored: random, with DynamoDB's TTL as a second way out. */
export function dayKeyItem(day: string, key: Uint8Array): Record<string, AttributeValue> {
  return {
    ...dayKeyKey(day),
    key: { B: key },
    expiresAt: { N: String(Math.ceil(dayKeyNeededUntilMs(day) / 1000)) },
  };
}

export function contactStartKey(token: string): Key {
  return { pk: { S: `${tablePartitions.contactStart}${token}` }, sk: { S: 'start' } };
}

/**
 * A start record: when it was issued (ms), the keyed hash of the client it was issued to, and
 * when DynamoDB's TTL may delete it (s).
 */
export function contactStartItem(
  token: string,
  issuedAt: Date,
  client: string,
): Record<string, AttributeValue> {
  return {
    ...contactStartKey(token),
    issuedAt: { N: String(issuedAt.getTime()) },
    client: { S: client },
    expiresAt: { N: String(Math.ceil((issuedAt.getTime() + lifetimeMs) / 1000)) },
  };
}

/** A start record as stored, or what is left of it to judge. */
export interface StartRecord {
  readonly issuedAtMs: number;
  readonly usedAtMs: number | undefined;
  /** Records from before tokens were bound have none, and are no one's. */
  readonly client: string | undefined;
}

export type StartRefusal = 'unknown' | 'expired' | 'used' | 'other-client';

export type StartTokenVerdict =
  | { readonly kind: 'usable' }
  | { readonly kind: 'too-soon'; readonly retryAfterSeconds: number }
  | { readonly kind: 'refused'; readonly reason: StartRefusal };

/**
 * Whether a start token may send a message at `nowMs` (server clock) for the client whose hash
 * under the token's day key is `client`: usable from the minimum age on, up to (not including)
 * its lifetime, once, by the client it was issued to. A token too young is told how long to wait.
 */
export function judgeStartToken(
  record: StartRecord | undefined,
  nowMs: number,
  client: string | undefined,
): StartTokenVerdict {
  if (record === undefined) return { kind: 'refused', reason: 'unknown' };
  if (record.usedAtMs !== undefined) return { kind: 'refused', reason: 'used' };
  const ageMs = nowMs - record.issuedAtMs;
  if (ageMs >= lifetimeMs) return { kind: 'refused', reason: 'expired' };
  if (record.client === undefined || record.client !== client)
    return { kind: 'refused', reason: 'other-client' };
  if (ageMs < minimumAgeMs) {
    return { kind: 'too-soon', retryAfterSeconds: Math.max(1, Math.ceil((minimumAgeMs - ageMs) / 1000)) };
  }
  return { kind: 'usable' };
}

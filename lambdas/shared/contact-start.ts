// The contact form's defences against mail bots, as plain rules (decision 0017). startContact
// stores a start record when the form is shown, by the server's clock; sendEmail takes its id as
// the start token once, no sooner than a person could write a message and no later than the
// token's lifetime; and each stage sends at most a daily ceiling of contact mail. Both records
// live in the tracking table under partitions of their own and hold no personal data.
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { contactStartLimits } from '../../contract/openapi-document.gen.ts';
import { tablePartitions } from '../../contract/table-partitions.ts';

export const minimumAgeMs = contactStartLimits.minimumAgeSeconds * 1000;
export const lifetimeMs = contactStartLimits.lifetimeSeconds * 1000;
/** The contract's cap on Retry-After. */
const maxRetryAfterSeconds = 3600;
/** A day's counter outlives its day, so a late write never finds it gone. */
const mailCountKeptDays = 2;
const msPerDay = 86_400_000;

export type Key = Record<'pk' | 'sk', AttributeValue>;

export function contactStartKey(token: string): Key {
  return { pk: { S: `${tablePartitions.contactStart}${token}` }, sk: { S: 'start' } };
}

/** A start record: when it was issued (ms), and when DynamoDB's TTL may delete it (s). */
export function contactStartItem(token: string, issuedAt: Date): Record<string, AttributeValue> {
  return {
    ...contactStartKey(token),
    issuedAt: { N: String(issuedAt.getTime()) },
    expiresAt: { N: String(Math.ceil((issuedAt.getTime() + lifetimeMs) / 1000)) },
  };
}

export function mailCountKey(at: Date): Key {
  return { pk: { S: `${tablePartitions.mailCount}${at.toISOString().slice(0, 10)}` }, sk: { S: 'count' } };
}

export function mailCountExpiry(at: Date): number {
  return Math.ceil((Date.parse(at.toISOString().slice(0, 10)) + (1 + mailCountKeptDays) * msPerDay) / 1000);
}

/** A start record as stored, or what is left of it to judge. */
export interface StartRecord {
  readonly issuedAtMs: number;
  readonly usedAtMs: number | undefined;
}

export type StartTokenVerdict =
  | { readonly kind: 'usable' }
  | { readonly kind: 'too-soon'; readonly retryAfterSeconds: number }
  | { readonly kind: 'refused'; readonly reason: 'unknown' | 'expired' | 'used' };

/**
 * Whether a start token may send a message at `nowMs` (server clock): usable from the minimum
 * age on, up to (not including) its lifetime, once. A token too young is told how long to wait.
 */
export function judgeStartToken(record: StartRecord | undefined, nowMs: number): StartTokenVerdict {
  if (record === undefined) return { kind: 'refused', reason: 'unknown' };
  if (record.usedAtMs !== undefined) return { kind: 'refused', reason: 'used' };
  const ageMs = nowMs - record.issuedAtMs;
  if (ageMs >= lifetimeMs) return { kind: 'refused', reason: 'expired' };
  if (ageMs < minimumAgeMs) {
    return { kind: 'too-soon', retryAfterSeconds: Math.max(1, Math.ceil((minimumAgeMs - ageMs) / 1000)) };
  }
  return { kind: 'usable' };
}

/** Seconds until the next UTC day, when the daily mail count starts again, capped for Retry-After. */
export function secondsUntilNextDay(now: Date): number {
  const nextDay = Date.parse(now.toISOString().slice(0, 10)) + msPerDay;
  return Math.min(maxRetryAfterSeconds, Math.max(1, Math.ceil((nextDay - now.getTime()) / 1000)));
}

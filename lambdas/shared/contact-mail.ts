// How much contact mail goes out, as plain rules (decision 0029): each client sends at most its
// daily messages, and the clients of a site (an IPv6 /48) at most theirs together (decision 0063),
// counted per keyed hash on the day its start token was issued; a stage mails at most its daily
// ceiling, and a message past it is deferred to the first later day with room, whose count it takes at
// once, so a day's count is the mail it will send, today's and deferred alike. Every limit is the
// contract's (`x-contact-limits` in openapi.yaml).
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { z } from 'zod';
import { contactLimits } from '../../contract/openapi-document.gen.ts';
import {
  contactFields,
  visitorFields,
  type ContactField,
  type ContactFieldValues,
} from '../../contract/contact-fields.ts';
import { shortLivedPartitions, tablePartitions } from '../../contract/table-partitions.ts';
import { addDays, dayStartMs, msPerDay, utcDay, type Key } from './contact-start.ts';

export const { messagesPerClientPerDay, messagesPerSitePerDay, deferDaysAhead, deferredMessageDays } =
  contactLimits;
/** The contract's cap on Retry-After. */
const maxRetryAfterSeconds = 3600;
/** A day's counter outlives its day, so a late write never finds it gone. */
const countKeptDays = 2;

export function mailCountKey(day: string): Key {
  return { pk: { S: `${tablePartitions.mailCount}${day}` }, sk: { S: 'count' } };
}

export function quotaKey(day: string, client: string): Key {
  return { pk: { S: `${tablePartitions.contactQuota}${day}#${client}` }, sk: { S: 'count' } };
}

/** When DynamoDB's TTL may delete a day's mail count or quota count (s). */
export function countExpiry(day: string): number {
  return Math.ceil((dayStartMs(day) + (1 + countKeptDays) * msPerDay) / 1000);
}

/** The days a message received at `now` may be mailed on, in order: today, then each day it may be deferred to. */
export function mailDays(now: Date): string[] {
  const today = utcDay(now);
  return Array.from({ length: deferDaysAhead + 1 }, (_, ahead) => addDays(today, ahead));
}

/** Seconds until `day` is over, for Retry-After: at least 1, at most the contract's cap. */
export function secondsUntilDayEnds(day: string, now: Date): number {
  const dayEndMs = dayStartMs(day) + msPerDay;
  return Math.min(maxRetryAfterSeconds, Math.max(1, Math.ceil((dayEndMs - now.getTime()) / 1000)));
}

export interface DeferredMessage {
  /** The UTC day it is to be mailed on, which the visitor was told. */
  readonly day: string;
  readonly id: string;
  /** The visitor's declared fields (contract/contact-fields.ts), without the start token and honeypot. */
  readonly message: Readonly<Record<string, string>>;
  readonly receivedAt: Date;
  /** After this it is deleted unsent (the privacy policy states how long). */
  readonly expiresAtMs: number;
}

export function deferredMessageKey(day: string, id: string): Key {
  return { pk: { S: `${shortLivedPartitions.deferredMessage}${day}` }, sk: { S: id } };
}

export function deferredMessagePartition(day: string): string {
  return `${shortLivedPartitions.deferredMessage}${day}`;
}

/** A message received at `receivedAt`, to be mailed on `day`: its declared fields, and nothing else. */
export function deferredMessage(
  day: string,
  id: string,
  message: ContactFieldValues,
  receivedAt: Date,
  fields: readonly ContactField[] = contactFields,
): DeferredMessage {
  return {
    day,
    id,
    message: visitorFields(message, fields),
    receivedAt,
    expiresAtMs: receivedAt.getTime() + deferredMessageDays * msPerDay,
  };
}

export function deferredMessageItem(deferred: DeferredMessage): Record<string, AttributeValue> {
  const fields: Record<string, AttributeValue> = {};
  for (const [name, value] of Object.entries(deferred.message)) fields[name] = { S: value };
  return {
    ...fields,
    ...deferredMessageKey(deferred.day, deferred.id),
    receivedAt: { N: String(deferred.receivedAt.getTime()) },
    expiresAt: { N: String(Math.ceil(deferred.expiresAtMs / 1000)) },
  };
}

const text = z.object({ S: z.string() });
const number = z.object({ N: z.string().regex(/^\d+$/).transform(Number) });
const storedSchema = z.object({ pk: text, sk: text, receivedAt: number, expiresAt: number });

/**
 * Stops whatever imports this when a declared field is named as one of a deferred message's own
 * attributes: the item's key or dates would overwrite what the visitor wrote there.
 */
export function checkStorableFields(fields: readonly ContactField[]): void {
  const own: readonly string[] = Object.keys(storedSchema.shape);
  const taken = fields.find((field) => own.includes(field.name));
  if (taken !== undefined)
    throw new Error(
      `ContactMessage.${taken.name}: a deferred message keeps ${own.join(', ')} for itself; give the field another name`,
    );
}
checkStorableFields(contactFields);

/**
 * A deferred message as stored, or undefined for an item that is not one. Each declared field is
 * read; one declared after the message was stored reads as empty, one stored as no text makes the
 * item unreadable.
 */
export function parseDeferredMessageItem(
  item: Record<string, AttributeValue>,
  fields: readonly ContactField[] = contactFields,
): DeferredMessage | undefined {
  const parsed = storedSchema.safeParse(item);
  if (!parsed.success || !parsed.data.pk.S.startsWith(shortLivedPartitions.deferredMessage)) return undefined;
  const { pk, sk, receivedAt, expiresAt } = parsed.data;
  const values: Record<string, string> = {};
  for (const field of fields) {
    const stored = item[field.name];
    const value = stored === undefined ? { S: '' } : text.safeParse(stored).data;
    if (value === undefined) return undefined;
    values[field.name] = value.S;
  }
  return {
    day: pk.S.slice(shortLivedPartitions.deferredMessage.length),
    id: sk.S,
    message: values,
    receivedAt: new Date(receivedAt.N),
    expiresAtMs: expiresAt.N * 1000,
  };
}

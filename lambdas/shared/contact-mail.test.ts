import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contactFields } from '../../contract/contact-fields.ts';
import { contactLimits } from '../../contract/openapi-document.gen.ts';
import { shortLivedPartitions, tablePartitions } from '../../contract/table-partitions.ts';
import {
  countExpiry,
  deferDaysAhead,
  deferredMessage,
  deferredMessageItem,
  deferredMessageDays,
  mailCountKey,
  mailDays,
  parseDeferredMessageItem,
  quotaKey,
  secondsUntilDayEnds,
} from './contact-mail.ts';

const message = {
  name: 'Alex Morgan',
  email: 'alex@example.com',
  message: 'Contact from Website Support - Hello',
  timestamp: '2026-11-22T10:02:11.000Z',
};

describe('the contract’s contact limits', () => {
  it('keep a message no longer than it may wait to be mailed, and let a person send a few a day', () => {
    expect(contactLimits.messagesPerClientPerDay).toBeGreaterThanOrEqual(3);
    expect(contactLimits.messagesPerClientPerDay).toBeLessThan(contactLimits.mailsPerDay);
    // A message kept for the last day it may be booked on still has a week to be mailed.
    expect(deferredMessageDays).toBeGreaterThanOrEqual(deferDaysAhead + 7);
  });
});

describe('mailDays', () => {
  it('offers today first, then each day a message may be deferred to, in order', () => {
    expect(mailDays(new Date('2026-12-30T23:59:59.999Z'))).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
      '2027-01-04',
      '2027-01-05',
      '2027-01-06',
    ]);
    expect(mailDays(new Date())).toHaveLength(deferDaysAhead + 1);
  });
});

describe('the counters', () => {
  it('count mail per UTC day and a client’s messages per day and hash, and outlive their day', () => {
    expect(mailCountKey('2026-11-22').pk).toEqual({ S: `${tablePartitions.mailCount}2026-11-22` });
    expect(quotaKey('2026-11-22', 'ab12').pk).toEqual({
      S: `${tablePartitions.contactQuota}2026-11-22#ab12`,
    });
    expect(countExpiry('2026-11-22') * 1000).toBeGreaterThan(Date.parse('2026-11-24T00:00:00.000Z'));
  });

  it('say when a day is over, within the contract’s Retry-After bounds', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.integer({ min: -2, max: 2 }),
        (now, offset) => {
          const day = new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
          const seconds = secondsUntilDayEnds(day, now);
          expect(seconds).toBeGreaterThanOrEqual(1);
          expect(seconds).toBeLessThanOrEqual(3600);
        },
      ),
    );
    const now = new Date('2026-11-22T23:59:30.000Z');
    expect(secondsUntilDayEnds('2026-11-22', now)).toBe(30);
    expect(secondsUntilDayEnds('2026-11-21', now)).toBe(1);
  });
});

describe('a deferred message', () => {
  const receivedAt = new Date('2026-11-22T18:00:00.000Z');

  it('is stored under the day it is to be mailed on, with the visitor’s fields and no start token', () => {
    const body = { ...message, startToken: 'f'.repeat(32), website: '' };
    const mail = deferredMessage('2026-11-23', 'id-1', body, receivedAt);
    const item = deferredMessageItem(mail);
    expect(item.pk).toEqual({ S: `${shortLivedPartitions.deferredMessage}2026-11-23` });
    expect(Object.keys(item).sort()).toEqual(
      [...contactFields.map((field) => field.name), 'expiresAt', 'pk', 'receivedAt', 'sk'].sort(),
    );
    expect(JSON.stringify(item)).not.toContain('f'.repeat(32));
  });

  it('expires the contract’s days after it arrived, whatever day it is for', () => {
    const mail = deferredMessage('2026-11-29', 'id-1', message, receivedAt);
    expect(mail.expiresAtMs).toBe(receivedAt.getTime() + deferredMessageDays * 86_400_000);
  });

  it('reads back as it was stored, and an item that is not one reads as nothing', () => {
    fc.assert(
      fc.property(
        fc.record({ name: fc.string(), email: fc.string(), message: fc.string(), timestamp: fc.string() }),
        fc.stringMatching(/^[0-9a-f]{1,32}$/),
        (fields, id) => {
          const mail = deferredMessage('2026-11-23', id, fields, receivedAt);
          expect(parseDeferredMessageItem(deferredMessageItem(mail))).toEqual({
            ...mail,
            expiresAtMs: Math.ceil(mail.expiresAtMs / 1000) * 1000,
          });
        },
      ),
    );
    const item = deferredMessageItem(deferredMessage('2026-11-23', 'id-1', message, receivedAt));
    expect(parseDeferredMessageItem({ ...item, pk: { S: 'VISIT#2026-11-23' } })).toBeUndefined();
    expect(parseDeferredMessageItem({ ...item, receivedAt: { S: 'yesterday' } })).toBeUndefined();
  });
});

import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tablePartitions } from '../../contract/table-partitions.ts';
import {
  contactStartItem,
  judgeStartToken,
  lifetimeMs,
  mailCountExpiry,
  mailCountKey,
  minimumAgeMs,
  secondsUntilNextDay,
} from './contact-start.ts';

const issuedAtMs = Date.parse('2026-11-22T10:00:00.000Z');
/** Ages around every edge of the window, and anywhere else. */
const ages = fc.oneof(
  fc.integer({ min: -5_000, max: 2 * lifetimeMs }),
  fc.constantFrom(-1, 0, minimumAgeMs - 1, minimumAgeMs, minimumAgeMs + 1, lifetimeMs - 1, lifetimeMs),
  fc.integer({ min: minimumAgeMs - 1_000, max: minimumAgeMs + 1_000 }),
);

describe('judgeStartToken', () => {
  it('lets a token send from the minimum age up to its lifetime, and at no other age', () => {
    fc.assert(
      fc.property(ages, (age) => {
        const verdict = judgeStartToken({ issuedAtMs, usedAtMs: undefined }, issuedAtMs + age);
        const inWindow = age >= minimumAgeMs && age < lifetimeMs;
        expect(verdict.kind === 'usable').toBe(inWindow);
        if (age >= lifetimeMs) expect(verdict).toEqual({ kind: 'refused', reason: 'expired' });
        if (age < minimumAgeMs) expect(verdict.kind).toBe('too-soon');
      }),
      { numRuns: 2_000 },
    );
  });

  it('tells a token that is too young to wait just long enough', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5_000, max: minimumAgeMs - 1 }), (age) => {
        const verdict = judgeStartToken({ issuedAtMs, usedAtMs: undefined }, issuedAtMs + age);
        if (verdict.kind !== 'too-soon') throw new Error(`expected too-soon, got ${verdict.kind}`);
        expect(verdict.retryAfterSeconds).toBeGreaterThanOrEqual(1);
        const afterWaiting = issuedAtMs + age + verdict.retryAfterSeconds * 1000;
        expect(judgeStartToken({ issuedAtMs, usedAtMs: undefined }, afterWaiting)).toEqual({
          kind: 'usable',
        });
        const secondEarlier = afterWaiting - 1000;
        if (secondEarlier - issuedAtMs >= 0)
          expect(judgeStartToken({ issuedAtMs, usedAtMs: undefined }, secondEarlier).kind).toBe('too-soon');
      }),
    );
  });

  it('refuses an unknown token and a used one, whatever their age', () => {
    fc.assert(
      fc.property(ages, (age) => {
        expect(judgeStartToken(undefined, issuedAtMs + age)).toEqual({ kind: 'refused', reason: 'unknown' });
        expect(judgeStartToken({ issuedAtMs, usedAtMs: issuedAtMs + 5_000 }, issuedAtMs + age)).toEqual({
          kind: 'refused',
          reason: 'used',
        });
      }),
    );
  });
});

describe('the stored records', () => {
  it('keep a start record under its own partition, until its lifetime is over', () => {
    const item = contactStartItem('0123456789abcdef0123456789abcdef', new Date(issuedAtMs));
    expect(item.pk).toEqual({ S: `${tablePartitions.contactStart}0123456789abcdef0123456789abcdef` });
    expect(Number(item.expiresAt?.N) * 1000).toBeGreaterThanOrEqual(issuedAtMs + lifetimeMs);
    expect(Object.keys(item).sort()).toEqual(['expiresAt', 'issuedAt', 'pk', 'sk']);
  });

  it('count mail per UTC day and keep the count past its day', () => {
    const late = new Date('2026-11-22T23:59:59.999Z');
    expect(mailCountKey(late).pk).toEqual({ S: `${tablePartitions.mailCount}2026-11-22` });
    expect(mailCountKey(new Date('2026-11-23T00:00:00.000Z')).pk).toEqual({
      S: `${tablePartitions.mailCount}2026-11-23`,
    });
    expect(mailCountExpiry(late) * 1000).toBeGreaterThan(Date.parse('2026-11-24T00:00:00.000Z'));
  });

  it('say when the next day’s count starts, within the contract’s Retry-After bounds', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (now) => {
          const seconds = secondsUntilNextDay(now);
          expect(seconds).toBeGreaterThanOrEqual(1);
          expect(seconds).toBeLessThanOrEqual(3600);
        },
      ),
    );
    expect(secondsUntilNextDay(new Date('2026-11-22T23:59:30.000Z'))).toBe(30);
  });
});

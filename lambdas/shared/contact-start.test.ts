import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contactStartLimits } from '../../contract/openapi-document.gen.ts';
import { shortLivedPartitions, tablePartitions } from '../../contract/table-partitions.ts';
import {
  addDays,
  clientHash,
  contactStartItem,
  dayKeyItem,
  dayKeyNeededUntilMs,
  judgeStartToken,
  lifetimeMs,
  minimumAgeMs,
  utcDay,
} from './contact-start.ts';

const issuedAtMs = Date.parse('2026-11-22T10:00:00.000Z');
const client = 'a'.repeat(64);
const unused = { issuedAtMs, usedAtMs: undefined, client };
/** Ages around every edge of the window, and anywhere else. */
const ages = fc.oneof(
  fc.integer({ min: -5_000, max: 2 * lifetimeMs }),
  fc.constantFrom(-1, 0, minimumAgeMs - 1, minimumAgeMs, minimumAgeMs + 1, lifetimeMs - 1, lifetimeMs),
  fc.integer({ min: minimumAgeMs - 1_000, max: minimumAgeMs + 1_000 }),
);

describe('the start token’s lifetime', () => {
  it('is minutes, not a day, and far longer than the minimum age', () => {
    expect(contactStartLimits.lifetimeSeconds).toBeLessThanOrEqual(3600);
    expect(lifetimeMs).toBeGreaterThan(100 * minimumAgeMs);
  });
});

describe('judgeStartToken', () => {
  it('lets a token send from the minimum age up to its lifetime, and at no other age', () => {
    fc.assert(
      fc.property(ages, (age) => {
        const verdict = judgeStartToken(unused, issuedAtMs + age, client);
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
        const verdict = judgeStartToken(unused, issuedAtMs + age, client);
        if (verdict.kind !== 'too-soon') throw new Error(`expected too-soon, got ${verdict.kind}`);
        expect(verdict.retryAfterSeconds).toBeGreaterThanOrEqual(1);
        const afterWaiting = issuedAtMs + age + verdict.retryAfterSeconds * 1000;
        expect(judgeStartToken(unused, afterWaiting, client)).toEqual({ kind: 'usable' });
        const secondEarlier = afterWaiting - 1000;
        if (secondEarlier - issuedAtMs >= 0)
          expect(judgeStartToken(unused, secondEarlier, client).kind).toBe('too-soon');
      }),
    );
  });

  it('refuses an unknown token and a used one, whatever their age', () => {
    fc.assert(
      fc.property(ages, (age) => {
        expect(judgeStartToken(undefined, issuedAtMs + age, client)).toEqual({
          kind: 'refused',
          reason: 'unknown',
        });
        const used = { ...unused, usedAtMs: issuedAtMs + 5_000 };
        expect(judgeStartToken(used, issuedAtMs + age, client)).toEqual({ kind: 'refused', reason: 'used' });
      }),
    );
  });

  it('refuses a live token to any client but the one it was issued to, without using it up', () => {
    fc.assert(
      fc.property(ages, fc.option(fc.stringMatching(/^[0-9a-f]{64}$/), { nil: undefined }), (age, other) => {
        fc.pre(other !== client);
        const verdict = judgeStartToken(unused, issuedAtMs + age, other);
        if (age >= lifetimeMs) expect(verdict).toEqual({ kind: 'refused', reason: 'expired' });
        else expect(verdict).toEqual({ kind: 'refused', reason: 'other-client' });
      }),
    );
    // A record stored before tokens were bound is no one's.
    const unbound = { ...unused, client: undefined };
    expect(judgeStartToken(unbound, issuedAtMs + minimumAgeMs, client)).toEqual({
      kind: 'refused',
      reason: 'other-client',
    });
  });
});

describe('the client hash', () => {
  it('is the same for one viewer key under one day’s key, and tells keys and days apart', () => {
    const today = new Uint8Array(32).fill(1);
    const tomorrow = new Uint8Array(32).fill(2);
    expect(clientHash(today, '203.0.113.9')).toBe(clientHash(today, '203.0.113.9'));
    expect(clientHash(today, '203.0.113.9')).toMatch(/^[0-9a-f]{64}$/);
    expect(clientHash(today, '203.0.113.9')).not.toBe(clientHash(today, '203.0.113.10'));
    expect(clientHash(today, '203.0.113.9')).not.toBe(clientHash(tomorrow, '203.0.113.9'));
    expect(clientHash(today, '2001:db8:1:2::')).not.toContain('2001');
  });
});

describe('the stored records', () => {
  it('keep a start record under its own partition, with the client’s hash and no address, until its lifetime is over', () => {
    const item = contactStartItem('0123456789abcdef0123456789abcdef', new Date(issuedAtMs), client);
    expect(item.pk).toEqual({ S: `${tablePartitions.contactStart}0123456789abcdef0123456789abcdef` });
    expect(Number(item.expiresAt?.N) * 1000).toBeGreaterThanOrEqual(issuedAtMs + lifetimeMs);
    expect(Object.keys(item).sort()).toEqual(['client', 'expiresAt', 'issuedAt', 'pk', 'sk']);
  });

  it('keep a day’s key in the short-lived table until the day’s last token has expired, and no longer', () => {
    const item = dayKeyItem('2026-11-22', new Uint8Array(32));
    expect(item.pk).toEqual({ S: `${shortLivedPartitions.clientKey}2026-11-22` });
    const neededUntil = dayKeyNeededUntilMs('2026-11-22');
    expect(neededUntil).toBe(Date.parse('2026-11-23T00:00:00.000Z') + lifetimeMs);
    // A token issued in the day's last millisecond lives until then.
    expect(Date.parse('2026-11-22T23:59:59.999Z') + lifetimeMs).toBeLessThan(neededUntil);
    expect(Number(item.expiresAt?.N)).toBe(Math.ceil(neededUntil / 1000));
  });

  it('count days in UTC', () => {
    expect(utcDay(new Date('2026-11-22T23:59:59.999Z'))).toBe('2026-11-22');
    expect(utcDay(new Date('2026-11-23T00:00:00.000+01:00'))).toBe('2026-11-22');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

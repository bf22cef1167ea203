import { describe, expect, it } from 'vitest';
import { apiViewerAddressHeader } from '../../edge/api-headers.ts';
import { latestDayKey, requestVisitor, visitorCode } from './visitor.ts';

const today = new Uint8Array(32).fill(1);
const tomorrow = new Uint8Array(32).fill(2);
const phone = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile';
const laptop = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)';

describe('visitorCode', () => {
  it('is 16 hex digits, the same for one network and browser under one day’s key', () => {
    expect(visitorCode(today, '203.0.113.9', phone)).toMatch(/^[0-9a-f]{16}$/);
    expect(visitorCode(today, '203.0.113.9', phone)).toBe(visitorCode(today, '203.0.113.9', phone));
  });

  it('tells networks, browsers and days apart', () => {
    const codes = new Set([
      visitorCode(today, '203.0.113.9', phone),
      visitorCode(today, '203.0.113.10', phone),
      visitorCode(today, '203.0.113.9', laptop),
      visitorCode(tomorrow, '203.0.113.9', phone),
      visitorCode(today, '2001:db8:1:2::', phone),
    ]);
    expect(codes.size).toBe(5);
  });
});

describe('requestVisitor', () => {
  const at = new Date('2026-11-22T23:59:59.000Z');
  const headers = { [apiViewerAddressHeader]: '2001:db8:1:2::', 'User-Agent': phone };

  it('hashes the viewer key and User-Agent headers under the key of the day received', async () => {
    const days: string[] = [];
    const code = await requestVisitor({ headers }, at, (day) => {
      days.push(day);
      return Promise.resolve(today);
    });
    expect(days).toEqual(['2026-11-22']);
    expect(code).toBe(visitorCode(today, '2001:db8:1:2::', phone));
  });

  it('has no code for a request without a viewer key CloudFront wrote', async () => {
    for (const viewerKey of [undefined, 'unknown']) {
      const withoutKey =
        viewerKey === undefined
          ? { 'User-Agent': phone }
          : { ...headers, [apiViewerAddressHeader]: viewerKey };
      expect(await requestVisitor({ headers: withoutKey }, at, () => Promise.resolve(today))).toBeUndefined();
    }
  });
});

describe('latestDayKey', () => {
  it('reads a day’s key once, and the next day’s when the day changes', async () => {
    const asked: string[] = [];
    const store = {
      keyOf: (day: string) => {
        asked.push(day);
        return Promise.resolve(day === '2026-11-22' ? today : tomorrow);
      },
    };
    const dayKey = latestDayKey();
    expect(await dayKey('2026-11-22', store)).toBe(today);
    expect(await dayKey('2026-11-22', store)).toBe(today);
    expect(await dayKey('2026-11-23', store)).toBe(tomorrow);
    expect(asked).toEqual(['2026-11-22', '2026-11-23']);
  });
});

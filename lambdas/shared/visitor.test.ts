import { describe, expect, it } from 'vitest';
import { apiViewerAddressHeader } from '../../edge/api-headers.ts';
import { clientHash } from './contact-start.ts';
import { latestDayKey, networkCode, requestCodes, visitorCode } from './visitor.ts';

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

describe('networkCode', () => {
  it('is the same for every browser of a network, and none of its visitors’ codes', () => {
    const network = networkCode(today, '203.0.113.9');
    expect(network).toMatch(/^[0-9a-f]{16}$/);
    expect(networkCode(today, '203.0.113.9')).toBe(network);
    expect(networkCode(today, '203.0.113.10')).not.toBe(network);
    expect(networkCode(tomorrow, '203.0.113.9')).not.toBe(network);
    // Not a visitor whose User-Agent is empty, nor the contact form's hash of the key.
    expect(network).not.toBe(visitorCode(today, '203.0.113.9', ''));
    expect(network).not.toBe(clientHash(today, '203.0.113.9').slice(0, 16));
  });
});

describe('requestCodes', () => {
  const headers = { [apiViewerAddressHeader]: '2001:db8:1:2::', 'User-Agent': phone };

  it('hashes the viewer key and User-Agent headers under the day’s key', () => {
    expect(requestCodes({ headers }, today)).toEqual({
      visitor: visitorCode(today, '2001:db8:1:2::', phone),
      network: networkCode(today, '2001:db8:1:2::'),
    });
  });

  it('has no codes for a request without a viewer key CloudFront wrote', () => {
    for (const viewerKey of [undefined, 'unknown']) {
      const withoutKey =
        viewerKey === undefined
          ? { 'User-Agent': phone }
          : { ...headers, [apiViewerAddressHeader]: viewerKey };
      expect(requestCodes({ headers: withoutKey }, today)).toBeUndefined();
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

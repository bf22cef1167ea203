import { describe, expect, it } from 'vitest';
import { isTapInTime, parseTapItem, tapDays, usedTapItem } from './sign-up-tap.ts';

const storedTap = {
  pk: { S: 'VISIT#2026-11-22' },
  sk: { S: '0123456789abcdef0123456789abcdef' },
  receivedAt: { S: '2026-11-22T23:50:00.000Z' },
  action: { S: 'DownloadClicked' },
  visitor: { S: 'aaaaaaaaaaaaaaaa' },
  network: { S: 'bbbbbbbbbbbbbbbb' },
};

describe('parseTapItem', () => {
  it('reads a stored tap’s id, time and codes', () => {
    expect(parseTapItem(storedTap)).toEqual({
      id: '0123456789abcdef0123456789abcdef',
      receivedAt: new Date('2026-11-22T23:50:00.000Z'),
      codes: { visitor: 'aaaaaaaaaaaaaaaa', network: 'bbbbbbbbbbbbbbbb' },
    });
  });

  it('reads a tap stored before codes as one without them', () => {
    const withoutCodes = Object.fromEntries(
      Object.entries(storedTap).filter(([name]) => name !== 'visitor' && name !== 'network'),
    );
    expect(parseTapItem(withoutCodes)?.codes).toBeUndefined();
  });

  it('takes a page view, a sign-up, an unreadable time or no item for no tap', () => {
    expect(parseTapItem({ ...storedTap, action: { S: 'WebsiteVisit' } })).toBeUndefined();
    expect(parseTapItem({ ...storedTap, action: { S: 'SignUp' } })).toBeUndefined();
    expect(parseTapItem({ ...storedTap, receivedAt: { S: 'yesterday' } })).toBeUndefined();
    expect(parseTapItem(undefined)).toBeUndefined();
  });
});

describe('the tap a report may take', () => {
  const tap = { id: 'x', receivedAt: new Date('2026-11-22T23:50:00.000Z'), codes: undefined };

  it('is looked for in the day’s partition, then the day before’s', () => {
    expect(tapDays(new Date('2026-11-23T00:05:00.000Z'))).toEqual(['2026-11-23', '2026-11-22']);
  });

  it('was received in the 24 hours before the report, not after it', () => {
    expect(isTapInTime(tap, new Date('2026-11-23T00:05:00.000Z'))).toBe(true);
    expect(isTapInTime(tap, new Date('2026-11-23T23:49:59.999Z'))).toBe(true);
    expect(isTapInTime(tap, new Date('2026-11-23T23:50:00.000Z'))).toBe(false);
    expect(isTapInTime(tap, new Date('2026-11-22T23:49:59.000Z'))).toBe(false);
  });

  it('is marked taken by the report until it could be taken no more', () => {
    expect(usedTapItem(tap, 'report-id')).toEqual({
      pk: { S: 'USED_TAP#x' },
      sk: { S: 'used' },
      report: { S: 'report-id' },
      expiresAt: { N: String(Date.parse('2026-11-23T23:50:00.000Z') / 1000) },
    });
  });
});

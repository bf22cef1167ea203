import { describe, expect, it } from 'vitest';
import { validateResponseBody } from '../../contract/validators.ts';
import {
  countedNetwork,
  droppedRecordResponse,
  networksPastLimit,
  recordCountKey,
  recordsPerViewerKeyPerDay,
} from './record-cap.ts';
import { networkCode } from './visitor.ts';

const dayKey = new Uint8Array(32).fill(7);

describe('a network’s records of a day', () => {
  it('are the contract’s 500, counted per network code and day in the short-lived table', () => {
    expect(recordsPerViewerKeyPerDay).toBe(500);
    expect(recordCountKey('2026-11-22', 'abcdef0123456789')).toEqual({
      pk: { S: 'RECORD_COUNT#2026-11-22#abcdef0123456789' },
      sk: { S: 'count' },
    });
  });

  it('are counted for the request’s network, or one network for every request without a viewer key', () => {
    const codes = { visitor: 'v'.repeat(16), network: networkCode(dayKey, '203.0.113.9') };
    expect(countedNetwork(codes, dayKey)).toBe(codes.network);
    const withoutKey = countedNetwork(undefined, dayKey);
    expect(withoutKey).toMatch(/^[0-9a-f]{16}$/);
    expect(countedNetwork(undefined, dayKey)).toBe(withoutKey);
    expect(withoutKey).not.toBe(codes.network);
  });

  it('past the limit are answered 429 quota_exceeded until the day ends, at most an hour', () => {
    const late = droppedRecordResponse('2026-11-22', new Date('2026-11-22T23:59:30.000Z'), 'req-1');
    expect(late.statusCode).toBe(429);
    expect(late.headers).toMatchObject({ 'Retry-After': '30' });
    const body: unknown = JSON.parse(late.body);
    expect(body).toMatchObject({ code: 'quota_exceeded', requestId: 'req-1' });
    expect(validateResponseBody('saveTrackingData', 429, body)).toMatchObject({ ok: true });
    const early = droppedRecordResponse('2026-11-22', new Date('2026-11-22T01:00:00.000Z'), 'req-2');
    expect(early.headers).toMatchObject({ 'Retry-After': '3600' });
  });
});

describe('networksPastLimit', () => {
  it('remembers the networks past their limit of the latest day, and forgets them the next day', () => {
    const pastLimit = networksPastLimit();
    expect(pastLimit.has('2026-11-22', 'a')).toBe(false);
    pastLimit.add('2026-11-22', 'a');
    expect(pastLimit.has('2026-11-22', 'a')).toBe(true);
    expect(pastLimit.has('2026-11-22', 'b')).toBe(false);
    expect(pastLimit.has('2026-11-23', 'a')).toBe(false);
    pastLimit.add('2026-11-23', 'b');
    expect(pastLimit.has('2026-11-22', 'a')).toBe(false);
    expect(pastLimit.has('2026-11-23', 'b')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { validateResponseBody } from '../../contract/validators.ts';
import { apiViewerAddressHeader } from '../../edge/api-headers.ts';
import type { OperationLog } from '../shared/operation-log.ts';
import { startContact, type StartContactDependencies } from './start-contact.ts';

const silent: OperationLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
const issuedAt = new Date('2026-11-22T10:00:00.000Z');

function call(
  body: string,
  putStart: StartContactDependencies['putStart'],
  viewerKey: string | null = '2001:db8:1:2::',
) {
  const stored: { token: string; issuedAt: Date; viewerKey: string }[] = [];
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (viewerKey !== null) headers[apiViewerAddressHeader] = viewerKey;
  const result = startContact({ headers, body, isBase64Encoded: false }, 'req-1', {
    now: () => issuedAt,
    newToken: () => '0123456789abcdef0123456789abcdef',
    putStart: async (token, at, key) => {
      await putStart(token, at, key);
      stored.push({ token, issuedAt: at, viewerKey: key });
    },
    log: silent,
  });
  return { result, stored };
}

describe('startContact', () => {
  it('stores the start at the server’s time for the viewer key CloudFront wrote, and answers the token as the record’s id', async () => {
    const { result, stored } = call('{}', () => Promise.resolve());
    const answer = await result;
    expect(answer.statusCode).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ id: '0123456789abcdef0123456789abcdef' });
    expect(validateResponseBody('startContact', 200, JSON.parse(answer.body))).toMatchObject({ ok: true });
    expect(stored).toEqual([
      { token: '0123456789abcdef0123456789abcdef', issuedAt, viewerKey: '2001:db8:1:2::' },
    ]);
  });

  it('refuses a start without a viewer key CloudFront wrote with 403, storing nothing', async () => {
    for (const viewerKey of [null, 'unknown', '']) {
      const { result, stored } = call('{}', () => Promise.resolve(), viewerKey);
      const answer = await result;
      expect(answer.statusCode).toBe(403);
      expect(validateResponseBody('startContact', 403, JSON.parse(answer.body))).toMatchObject({ ok: true });
      expect(stored).toEqual([]);
    }
  });

  it('refuses a body that says anything, as the contract asks for the empty object', async () => {
    const { result, stored } = call('{"startedAt":"2026-11-22T09:00:00Z"}', () => Promise.resolve());
    expect((await result).statusCode).toBe(400);
    expect(stored).toEqual([]);
  });

  it('answers 503 with Retry-After when the table fails, handing out no token', async () => {
    const failure = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const { result } = call('{}', () => Promise.reject(failure));
    const answer = await result;
    expect(answer.statusCode).toBe(503);
    expect(answer.headers).toMatchObject({ 'Retry-After': '30' });
    expect(validateResponseBody('startContact', 503, JSON.parse(answer.body))).toMatchObject({ ok: true });
  });
});

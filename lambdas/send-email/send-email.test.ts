import type { APIGatewayProxyResult } from 'aws-lambda';
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contactMessageText } from '../../contract/contact-message.ts';
import { mailCeilingReachedLog } from '../../contract/service.ts';
import { validateRequestBody, validateResponseBody } from '../../contract/validators.ts';
import {
  judgeStartToken,
  lifetimeMs,
  minimumAgeMs,
  type StartTokenVerdict,
} from '../shared/contact-start.ts';
import type { OperationLog } from '../shared/operation-log.ts';
import type { ContactEmail } from './contact-email.ts';
import { sendEmail, type SendEmailDependencies } from './send-email.ts';

const message = {
  name: 'Alex Morgan',
  email: 'alex@example.com',
  message: contactMessageText('Support', 'My plant stopped growing.'),
  timestamp: '2026-11-22T10:02:11.000Z',
  startToken: '2f1c9a0e6b7d4c3e8a5f1b2c3d4e5f60',
  website: '',
};

function recordingLog() {
  const entries: { level: string; message: string; attributes: Record<string, unknown> }[] = [];
  const log: OperationLog = {
    info: (text, attributes) => entries.push({ level: 'info', message: text, attributes }),
    warn: (text, attributes) => entries.push({ level: 'warn', message: text, attributes }),
    error: (text, attributes) => entries.push({ level: 'error', message: text, attributes }),
  };
  return { log, entries };
}

interface Upstream {
  readonly verdict?: StartTokenVerdict | Error;
  readonly counted?: 'counted' | 'ceiling-reached';
}

function dependencies(send: (email: ContactEmail) => Promise<string>, upstream: Upstream = {}) {
  const { log, entries } = recordingLog();
  const sent: ContactEmail[] = [];
  const deps: SendEmailDependencies = {
    now: () => new Date('2026-11-22T10:02:12.000Z'),
    mailboxes: { sender: 'website@fernly.example', support: 'support@fernly.example' },
    takeStart: () => {
      const verdict = upstream.verdict ?? { kind: 'usable' };
      return verdict instanceof Error ? Promise.reject(verdict) : Promise.resolve(verdict);
    },
    countMail: () => Promise.resolve(upstream.counted ?? 'counted'),
    send: (email) => {
      sent.push(email);
      return send(email);
    },
    log,
  };
  return { deps, sent, entries };
}

function call(body: unknown, deps: SendEmailDependencies): Promise<APIGatewayProxyResult> {
  return sendEmail(
    { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), isBase64Encoded: false },
    'req-1',
    deps,
  );
}

function expectContractAnswer(result: APIGatewayProxyResult): unknown {
  const body: unknown = JSON.parse(result.body);
  expect(validateResponseBody('sendEmail', result.statusCode, body)).toMatchObject({ ok: true });
  return body;
}

function awsError(name: string, httpStatusCode: number): Error {
  return Object.assign(new Error(`${name}: rejected alex@example.com`), {
    name,
    $metadata: { httpStatusCode },
  });
}

describe('sendEmail', () => {
  it('sends the composed email and answers with the message id', async () => {
    const { deps, sent } = dependencies(() => Promise.resolve('ses-message-1'));
    const result = await call(message, deps);
    expect(result.statusCode).toBe(200);
    expect(expectContractAnswer(result)).toEqual({ id: 'ses-message-1' });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'support@fernly.example', replyTo: 'alex@example.com' });
  });

  it('refuses a filled honeypot with a 400 naming it, and sends nothing', async () => {
    const { deps, sent } = dependencies(() => Promise.resolve('never'));
    const result = await call({ ...message, website: 'https://spam.example' }, deps);
    expect(result.statusCode).toBe(400);
    expect(JSON.stringify(expectContractAnswer(result))).toContain('"field":"/website"');
    expect(sent).toEqual([]);
  });

  it('answers a token too young with 429 and how long to wait, and sends nothing', async () => {
    const { deps, sent } = dependencies(() => Promise.resolve('never'), {
      verdict: { kind: 'too-soon', retryAfterSeconds: 2 },
    });
    const result = await call(message, deps);
    expect(result.statusCode).toBe(429);
    expect(result.headers).toMatchObject({ 'Retry-After': '2' });
    expect(expectContractAnswer(result)).toMatchObject({ code: 'too_soon' });
    expect(sent).toEqual([]);
  });

  it.each(['unknown', 'expired', 'used'] as const)(
    'answers a %s token with 400 naming /startToken, and sends nothing',
    async (reason) => {
      const { deps, sent } = dependencies(() => Promise.resolve('never'), {
        verdict: { kind: 'refused', reason },
      });
      const result = await call(message, deps);
      expect(result.statusCode).toBe(400);
      expect(JSON.stringify(expectContractAnswer(result))).toContain('"field":"/startToken"');
      expect(sent).toEqual([]);
    },
  );

  it('answers 503 until tomorrow past the daily ceiling, says so in the log the alarm reads, and sends nothing', async () => {
    const { deps, sent, entries } = dependencies(() => Promise.resolve('never'), {
      counted: 'ceiling-reached',
    });
    const result = await call(message, deps);
    expect(result.statusCode).toBe(503);
    expect(Number(result.headers?.['Retry-After'])).toBeGreaterThanOrEqual(1);
    expectContractAnswer(result);
    expect(sent).toEqual([]);
    expect(entries).toContainEqual(
      expect.objectContaining({ level: 'warn', message: mailCeilingReachedLog }),
    );
  });

  it('answers 503 when the table cannot take the token, and sends nothing', async () => {
    const { deps, sent } = dependencies(() => Promise.resolve('never'), {
      verdict: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    });
    const result = await call(message, deps);
    expect(result.statusCode).toBe(503);
    expectContractAnswer(result);
    expect(sent).toEqual([]);
  });

  it('refuses an invalid message without sending', async () => {
    const { deps, sent } = dependencies(() => Promise.resolve('never'));
    const result = await call({ ...message, email: 'alex at example' }, deps);
    expect(result.statusCode).toBe(400);
    expect(JSON.stringify(expectContractAnswer(result))).toContain('"field":"/email"');
    expect(sent).toEqual([]);
  });

  it.each([
    ['throttling', awsError('TooManyRequestsException', 429), 503, '5'],
    [
      'an unreachable service',
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
      503,
      '30',
    ],
    ['a refused message', awsError('MessageRejected', 400), 502, '60'],
  ])(
    'answers %s with the documented status and Retry-After, and logs it',
    async (_, error, status, retryAfter) => {
      const { deps, entries } = dependencies(() => Promise.reject(error));
      const result = await call(message, deps);
      expect(result.statusCode).toBe(status);
      expect(result.headers).toMatchObject({ 'Retry-After': retryAfter });
      expect(expectContractAnswer(result)).toMatchObject({ requestId: 'req-1' });
      expect(entries).toEqual([expect.objectContaining({ level: 'error', message: 'SES send failed' })]);
    },
  );

  it('never answers 200 without sending: every valid body is sent or refused with an error', async () => {
    // Visitors' clocks say anything, leap seconds included; the token's age is the server's own.
    const leapSecondTimestamps = fc.constantFrom(
      '2016-12-31T23:59:60Z',
      '2016-12-31T23:59:60.999Z',
      '2015-06-30T23:59:60+00:00',
    );
    const timestamps = fc.oneof(
      leapSecondTimestamps,
      fc
        .date({ min: new Date('1970-01-01'), max: new Date('2999-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString()),
    );
    const tokenAges = fc.oneof(
      fc.constantFrom(minimumAgeMs - 1, minimumAgeMs, lifetimeMs - 1, lifetimeMs),
      fc.integer({ min: -2_000, max: lifetimeMs + 2_000 }),
    );
    const upstream = fc.record({
      age: tokenAges,
      used: fc.boolean(),
      known: fc.boolean(),
      counted: fc.constantFrom('counted' as const, 'ceiling-reached' as const),
      sendFails: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(timestamps, upstream, async (timestamp, { age, used, known, counted, sendFails }) => {
        const body = { ...message, timestamp };
        expect(validateRequestBody('sendEmail', body).ok).toBe(true);
        const nowMs = Date.parse('2026-11-22T10:02:12.000Z');
        const verdict = judgeStartToken(
          known ? { issuedAtMs: nowMs - age, usedAtMs: used ? nowMs - 1 : undefined } : undefined,
          nowMs,
        );
        const { deps, sent } = dependencies(
          () => (sendFails ? Promise.reject(awsError('MessageRejected', 400)) : Promise.resolve('ses-id')),
          { verdict, counted },
        );
        const result = await call(body, deps);
        expectContractAnswer(result);
        if (result.statusCode === 200) {
          expect(sent).toHaveLength(1);
          expect(JSON.parse(result.body)).toEqual({ id: 'ses-id' });
        } else {
          expect(result.statusCode).toBeGreaterThanOrEqual(400);
          expect(sent.length).toBe(verdict.kind === 'usable' && counted === 'counted' ? 1 : 0);
        }
      }),
      { numRuns: 1_000 },
    );
  });

  it('never logs the message text or an email address', async () => {
    const { deps, entries } = dependencies(() => Promise.reject(awsError('MessageRejected', 400)));
    await call(message, deps);
    const { deps: okDeps, entries: okEntries } = dependencies(() => Promise.resolve('ses-message-2'));
    await call(message, okDeps);
    const logged = JSON.stringify([...entries, ...okEntries]);
    expect(logged).not.toContain('alex@example.com');
    expect(logged).not.toContain('My plant stopped growing');
    expect(logged).not.toContain('Alex Morgan');
  });
});

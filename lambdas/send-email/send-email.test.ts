import type { APIGatewayProxyResult } from 'aws-lambda';
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contactMessageText } from '../../contract/contact-message.ts';
import { mailCeilingReachedLog } from '../../contract/service.ts';
import { validateRequestBody, validateResponseBody } from '../../contract/validators.ts';
import { apiViewerAddressHeader } from '../../edge/api-headers.ts';
import { deferredMessageDays, type DeferredMessage } from '../shared/contact-mail.ts';
import type { Counted } from '../shared/count-up-to.ts';
import { judgeStartToken, lifetimeMs, minimumAgeMs } from '../shared/contact-start.ts';
import type { TakenStart } from '../shared/contact-start-store.ts';
import type { OperationLog } from '../shared/operation-log.ts';
import type { ContactEmail } from './contact-email.ts';
import { sendEmail, type SendEmailDependencies } from './send-email.ts';

const message = {
  name: 'Alex Morgan',
  email: 'alex@example.com',
  message: contactMessageText('Support', 'My plant stopped growing.'),
  timestamp: '2026-11-22T10:02:12.000Z',
  startToken: '2f1c9a0e6b7d4c3e8a5f1b2c3d4e5f60',
  website: '',
};
const now = new Date('2026-11-22T10:02:12.000Z');
const today = '2026-11-22';
const taken: TakenStart = { kind: 'taken', day: today, client: 'c'.repeat(64), site: 's'.repeat(64) };

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
  readonly verdict?: TakenStart | Error;
  readonly clientCounted?: Counted;
  readonly siteCounted?: Counted;
  readonly booked?: { readonly day: string } | 'full';
  readonly keepFails?: boolean;
}

function dependencies(send: (email: ContactEmail) => Promise<string>, upstream: Upstream = {}) {
  const { log, entries } = recordingLog();
  const sent: ContactEmail[] = [];
  const deferred: DeferredMessage[] = [];
  const counted: { day: string; hash: string }[] = [];
  const deps: SendEmailDependencies = {
    now: () => now,
    mailboxes: { sender: 'website@fernly.example', support: 'support@fernly.example' },
    takeStart: () => {
      const verdict = upstream.verdict ?? taken;
      return verdict instanceof Error ? Promise.reject(verdict) : Promise.resolve(verdict);
    },
    countClientMessage: (day, client) => {
      counted.push({ day, hash: client });
      return Promise.resolve(upstream.clientCounted ?? 'counted');
    },
    countSiteMessage: (day, site) => {
      counted.push({ day, hash: site });
      return Promise.resolve(upstream.siteCounted ?? 'counted');
    },
    bookMail: () => Promise.resolve(upstream.booked ?? { day: today }),
    defer: (mail) => {
      if (upstream.keepFails === true)
        return Promise.reject(awsError('ProvisionedThroughputExceededException', 400));
      deferred.push(mail);
      return Promise.resolve();
    },
    newId: () => 'deferred-1',
    send: (email) => {
      sent.push(email);
      return send(email);
    },
    log,
  };
  return { deps, sent, deferred, entries, counted };
}

function call(
  body: unknown,
  deps: SendEmailDependencies,
  viewerKey: string | null = '203.0.113.9',
): Promise<APIGatewayProxyResult> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (viewerKey !== null) headers[apiViewerAddressHeader] = viewerKey;
  return sendEmail({ headers, body: JSON.stringify(body), isBase64Encoded: false }, 'req-1', deps);
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

  it.each(['unknown', 'expired', 'used', 'other-client'] as const)(
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

  it('refuses a message without the viewer key CloudFront writes with 403, and touches nothing', async () => {
    for (const viewerKey of [null, 'unknown', '203.0.113.9, 198.51.100.1']) {
      const { deps, sent, deferred } = dependencies(() => Promise.resolve('never'), {
        verdict: new Error('the token must not be looked at'),
      });
      const result = await call(message, deps, viewerKey);
      expect(result.statusCode).toBe(403);
      expect(expectContractAnswer(result)).toMatchObject({ code: 'forbidden' });
      expect([sent, deferred]).toEqual([[], []]);
    }
  });

  it('answers a client past its daily messages with 429 until its day is over, and sends nothing', async () => {
    const { deps, sent, deferred } = dependencies(() => Promise.resolve('never'), {
      clientCounted: 'limit-reached',
    });
    const result = await call(message, deps);
    expect(result.statusCode).toBe(429);
    expect(expectContractAnswer(result)).toMatchObject({ code: 'quota_exceeded' });
    const untilMidnight = (Date.parse('2026-11-23T00:00:00.000Z') - now.getTime()) / 1000;
    expect(result.headers).toMatchObject({ 'Retry-After': String(Math.min(3600, untilMidnight)) });
    expect([sent, deferred]).toEqual([[], []]);
  });

  it('answers a site (an IPv6 /48) past its clients’ daily messages with 429, having counted the client first', async () => {
    const { deps, sent, deferred, counted } = dependencies(() => Promise.resolve('never'), {
      siteCounted: 'limit-reached',
    });
    const result = await call(message, deps);
    expect(result.statusCode).toBe(429);
    expect(expectContractAnswer(result)).toMatchObject({ code: 'quota_exceeded' });
    expect(counted).toEqual([
      { day: today, hash: taken.client },
      { day: today, hash: taken.site },
    ]);
    expect([sent, deferred]).toEqual([[], []]);
  });

  it('counts no site message for a client past its own', async () => {
    const { deps, counted } = dependencies(() => Promise.resolve('never'), {
      clientCounted: 'limit-reached',
    });
    expect((await call(message, deps)).statusCode).toBe(429);
    expect(counted).toEqual([{ day: today, hash: taken.client }]);
  });

  it('defers a message past the daily ceiling for the day it was booked on, answers 202 with that day, and logs it for the alarm', async () => {
    const { deps, sent, deferred, entries } = dependencies(() => Promise.resolve('never'), {
      booked: { day: '2026-11-23' },
    });
    const result = await call(message, deps);
    expect(result.statusCode).toBe(202);
    expect(expectContractAnswer(result)).toEqual({ id: 'deferred-1', sendOn: '2026-11-23' });
    expect(sent).toEqual([]);
    expect(deferred).toMatchObject([
      {
        day: '2026-11-23',
        id: 'deferred-1',
        message: {
          name: message.name,
          email: message.email,
          message: message.message,
          timestamp: message.timestamp,
        },
        receivedAt: now,
        expiresAtMs: now.getTime() + deferredMessageDays * 86_400_000,
      },
    ]);
    expect(Object.keys(deferred[0]?.message ?? {})).not.toContain('startToken');
    expect(entries).toContainEqual(
      expect.objectContaining({ level: 'warn', message: mailCeilingReachedLog }),
    );
  });

  it('answers 503 when no day it may be deferred to has room, or it cannot be stored, and keeps nothing behind a 2xx', async () => {
    const full = dependencies(() => Promise.resolve('never'), { booked: 'full' });
    const fullResult = await call(message, full.deps);
    expect(fullResult.statusCode).toBe(503);
    expect(Number(fullResult.headers?.['Retry-After'])).toBeGreaterThanOrEqual(1);
    expectContractAnswer(fullResult);
    expect([full.sent, full.deferred]).toEqual([[], []]);

    const unstored = dependencies(() => Promise.resolve('never'), {
      booked: { day: '2026-11-23' },
      keepFails: true,
    });
    const unstoredResult = await call(message, unstored.deps);
    expect(unstoredResult.statusCode).toBe(503);
    expectContractAnswer(unstoredResult);
    expect(unstored.sent).toEqual([]);
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

  it('never answers 2xx without sending or deferring: every valid body is sent, deferred or refused with an error', async () => {
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
      sameClient: fc.boolean(),
      clientCounted: fc.constantFrom<Counted>('counted', 'limit-reached'),
      siteCounted: fc.constantFrom<Counted>('counted', 'limit-reached'),
      booked: fc.constantFrom<{ day: string } | 'full'>({ day: today }, { day: '2026-11-24' }, 'full'),
      sendFails: fc.boolean(),
      keepFails: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(timestamps, upstream, async (timestamp, state) => {
        const body = { ...message, timestamp };
        expect(validateRequestBody('sendEmail', body).ok).toBe(true);
        const nowMs = now.getTime();
        const record = {
          issuedAtMs: nowMs - state.age,
          usedAtMs: state.used ? nowMs - 1 : undefined,
          client: 'a',
        };
        const verdict = judgeStartToken(
          state.known ? record : undefined,
          nowMs,
          state.sameClient ? 'a' : 'b',
        );
        const { deps, sent, deferred } = dependencies(
          () =>
            state.sendFails ? Promise.reject(awsError('MessageRejected', 400)) : Promise.resolve('ses-id'),
          {
            verdict: verdict.kind === 'usable' ? taken : verdict,
            clientCounted: state.clientCounted,
            siteCounted: state.siteCounted,
            booked: state.booked,
            keepFails: state.keepFails,
          },
        );
        const result = await call(body, deps);
        expectContractAnswer(result);
        const admitted =
          verdict.kind === 'usable' && state.clientCounted === 'counted' && state.siteCounted === 'counted';
        if (result.statusCode === 200) {
          expect(sent).toHaveLength(1);
          expect(deferred).toEqual([]);
          expect(JSON.parse(result.body)).toEqual({ id: 'ses-id' });
        } else if (result.statusCode === 202) {
          expect(sent).toEqual([]);
          expect(deferred).toHaveLength(1);
          expect(JSON.parse(result.body)).toEqual({ id: deferred[0]?.id, sendOn: '2026-11-24' });
        } else {
          expect(result.statusCode).toBeGreaterThanOrEqual(400);
          expect(deferred).toEqual([]);
          const sentToday = admitted && state.booked !== 'full' && state.booked.day === today;
          expect(sent.length).toBe(sentToday ? 1 : 0);
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

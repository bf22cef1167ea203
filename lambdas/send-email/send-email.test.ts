import type { APIGatewayProxyResult } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { contactMessageText } from '../../contract/contact-message.ts';
import { validateResponseBody } from '../../contract/validators.ts';
import type { OperationLog } from '../shared/operation-log.ts';
import type { ContactEmail } from './contact-email.ts';
import { sendEmail, type SendEmailDependencies } from './send-email.ts';

const message = {
  name: 'Alex Morgan',
  email: 'alex@example.com',
  message: contactMessageText('Support', 'My plant stopped growing.'),
  timestamp: '2026-11-22T10:02:11.000Z',
  startedAt: '2026-11-22T10:00:40.000Z',
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

function dependencies(send: (email: ContactEmail) => Promise<string>) {
  const { log, entries } = recordingLog();
  const sent: ContactEmail[] = [];
  const deps: SendEmailDependencies = {
    now: () => new Date('2026-11-22T10:02:12.000Z'),
    mailboxes: { sender: 'website@fernly.example', support: 'support@fernly.example' },
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

  it.each([
    ['a filled honeypot', { ...message, website: 'https://spam.example' }],
    ['a form sent within 3 seconds', { ...message, startedAt: '2026-11-22T10:02:09.500Z' }],
  ])('answers success without sending for %s', async (_, spam) => {
    const { deps, sent, entries } = dependencies(() => Promise.resolve('never'));
    const result = await call(spam, deps);
    expect(result.statusCode).toBe(200);
    expectContractAnswer(result);
    expect(sent).toEqual([]);
    expect(entries).toEqual([
      expect.objectContaining({ level: 'warn', message: 'Dropped contact message as spam' }),
    ]);
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

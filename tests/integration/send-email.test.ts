// The sendEmail handler against aws-ses-v2-local through the real AWS SDK; the mail is read back
// from the local inbox's store API.
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { handlerEnvironment } from '../../contract/handler-environment.ts';
import { serviceName } from '../../contract/service.ts';
import { validateResponseBody } from '../../contract/validators.ts';
import { startSes, type LocalService } from '../../lambdas/local/local-services.ts';
import { contextFor, jsonPostEvent } from './handler-event.ts';
import { localCredentials, readInbox, type InboxEmail } from './local-stack-fixture.ts';

type Handler = (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;

let ses: LocalService;
let handler: Handler;

beforeAll(async () => {
  ses = await startSes();
  const environment = {
    AWS_REGION: 'eu-west-2',
    AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
    AWS_ENDPOINT_URL_SESV2: ses.endpoint,
    ...handlerEnvironment({
      senderAddress: 'website@fernly.example',
      supportAddress: 'support@fernly.example',
      serviceName,
      logLevel: 'SILENT',
    }),
  };
  for (const [name, value] of Object.entries(environment)) vi.stubEnv(name, value);
  ({ handler } = await import('../../lambdas/send-email/handler.ts'));
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await ses.stop();
});

async function send(body: unknown): Promise<APIGatewayProxyResult> {
  const event = jsonPostEvent('/sendEmail', body);
  const result = await handler(event, contextFor(event));
  expect(validateResponseBody('sendEmail', result.statusCode, JSON.parse(result.body))).toMatchObject({
    ok: true,
  });
  return result;
}

async function emailContaining(marker: string): Promise<InboxEmail[]> {
  return (await readInbox(ses.endpoint)).filter((email) => email.body.text?.includes(marker));
}

describe('sendEmail handler with SES', () => {
  it('delivers the form message to support, replying to the visitor, with the reason in the subject', async () => {
    const marker = randomUUID();
    const result = await send({
      name: 'Alex Morgan',
      email: 'alex@example.com',
      message: `Contact from Website Support - The reminders stopped after I changed my calendar. ${marker}`,
      timestamp: '2026-11-22T10:02:11.000Z',
      startedAt: '2026-11-22T10:00:40.000Z',
      website: '',
    });
    expect(result.statusCode).toBe(200);

    const [email, ...others] = await emailContaining(marker);
    expect(others).toEqual([]);
    expect(email).toMatchObject({
      from: 'website@fernly.example',
      destination: { to: ['support@fernly.example'], cc: [], bcc: [] },
      replyTo: ['alex@example.com'],
      subject: 'Website contact: Support from Alex Morgan',
    });
    expect(JSON.parse(result.body)).toEqual({ id: email?.messageId });
    const text = email?.body.text ?? '';
    expect(text).toContain('Name: Alex Morgan\n');
    expect(text).toContain('Email: alex@example.com\n');
    expect(text).toContain("Sent: 2026-11-22T10:02:11.000Z (visitor's clock)\n");
    expect(text).toContain(
      `Contact from Website Support - The reminders stopped after I changed my calendar. ${marker}`,
    );
  });

  it('delivers an anonymous message without Reply-To', async () => {
    const marker = randomUUID();
    const result = await send({
      name: 'Anonymous',
      email: '',
      message: `Contact from Website Feedback - Love the plant! ${marker}`,
      timestamp: '2026-11-22T10:05:00.000Z',
      startedAt: '2026-11-22T10:04:12.000Z',
    });
    expect(result.statusCode).toBe(200);
    const [email] = await emailContaining(marker);
    expect(email?.replyTo).toEqual([]);
    expect(email?.subject).toBe('Website contact: Feedback from Anonymous');
    expect(email?.body.text).toContain('Name: Anonymous\nEmail: not given\n');
    expect(email?.body.text).toContain(`Contact from Website Feedback - Love the plant! ${marker}`);
  });

  it('keeps injected header lines out of the delivered headers', async () => {
    const marker = randomUUID();
    await send({
      name: 'Eve\r\nBcc: everyone@example.com',
      email: 'eve@example.com',
      message: `Contact from Website General Inquiry - hello ${marker}`,
      timestamp: '2026-11-22T10:05:00.000Z',
      startedAt: '2026-11-22T10:04:12.000Z',
    });
    const [email] = await emailContaining(marker);
    expect(email?.destination).toEqual({ to: ['support@fernly.example'], cc: [], bcc: [] });
    expect(email?.subject).toBe('Website contact: General Inquiry from Eve Bcc: everyone@example.com');
  });

  it('answers a spam submission with success and sends nothing', async () => {
    const marker = randomUUID();
    const honeypot = await send({
      name: 'Bot',
      email: 'bot@example.com',
      message: `Contact from Website Support - ${marker}`,
      timestamp: '2026-11-22T10:05:00.000Z',
      startedAt: '2026-11-22T10:04:12.000Z',
      website: 'https://spam.example',
    });
    const tooFast = await send({
      name: 'Bot',
      email: 'bot@example.com',
      message: `Contact from Website Support - ${marker}`,
      timestamp: '2026-11-22T10:05:01.000Z',
      startedAt: '2026-11-22T10:05:00.000Z',
    });
    expect([honeypot.statusCode, tooFast.statusCode]).toEqual([200, 200]);
    expect(await emailContaining(marker)).toEqual([]);
  });

  it('refuses a message without the time the form was shown, naming the field, and sends nothing', async () => {
    const marker = randomUUID();
    const result = await send({
      name: 'Bot',
      email: 'bot@example.com',
      message: `Contact from Website Support - ${marker}`,
      timestamp: '2026-11-22T10:05:01.000Z',
    });
    expect(result.statusCode).toBe(400);
    expect(JSON.parse(result.body)).toMatchObject({
      code: 'validation_failed',
      errors: [expect.objectContaining({ field: '/startedAt' })],
    });
    expect(await emailContaining(marker)).toEqual([]);
  });
});

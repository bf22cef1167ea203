// The sendEmail handler against aws-ses-v2-local and dynalite through the real AWS SDK; the mail
// is read back from the local inbox's store API, the start tokens are real start records.
import { randomBytes, randomUUID } from 'node:crypto';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { handlerEnvironment } from '../../contract/handler-environment.ts';
import { dailyContactMailCeiling, serviceName } from '../../contract/service.ts';
import { validateResponseBody } from '../../contract/validators.ts';
import {
  ensureTrackingTable,
  startDynamoDb,
  startSes,
  type LocalService,
} from '../../local/aws-stand-ins.ts';
import { lifetimeMs, minimumAgeMs } from '../../lambdas/shared/contact-start.ts';
import { contextFor, jsonPostEvent } from './handler-event.ts';
import {
  agedStartToken,
  localCredentials,
  readInbox,
  temporaryDirectory,
  type InboxEmail,
} from './local-stack-fixture.ts';
import { visitorAddress } from '../visitor-address.ts';

type Handler = (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;

let ses: LocalService;
let dynamodb: LocalService;
let handler: Handler;
const tableName = 'send-email-integration';
const shortLivedTableName = 'send-email-short-lived';
const dataDir = temporaryDirectory('send-email');
const table = () => ({ dynamodb, tableName, shortLivedTableName });

beforeAll(async () => {
  ses = await startSes();
  dynamodb = await startDynamoDb(dataDir.path);
  await ensureTrackingTable(dynamodb.endpoint, tableName, dataDir.path);
  await ensureTrackingTable(dynamodb.endpoint, shortLivedTableName, dataDir.path);
  const environment = {
    AWS_REGION: 'eu-west-2',
    AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
    AWS_ENDPOINT_URL_SESV2: ses.endpoint,
    AWS_ENDPOINT_URL_DYNAMODB: dynamodb.endpoint,
    ...handlerEnvironment({
      senderAddress: 'website@fernly.example',
      supportAddress: 'support@fernly.example',
      tableName,
      shortLivedTableName,
      dailyMailCeiling: String(dailyContactMailCeiling),
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
  await dynamodb.stop();
  dataDir.remove();
});

/** Sent by the visitor a test names (each test one of its own, so no visitor's daily messages run out). */
async function send(body: unknown, viewerKey: string): Promise<APIGatewayProxyResult> {
  const event = jsonPostEvent('/sendEmail', body, { viewerKey });
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
    const visitor = visitorAddress();
    const result = await send(
      {
        name: 'Alex Morgan',
        email: 'alex@example.com',
        message: `Contact from Website Support - The reminders stopped after I changed my calendar. ${marker}`,
        timestamp: '2026-11-22T10:02:11.000Z',
        startToken: await agedStartToken(table(), { viewerKey: visitor }),
        website: '',
      },
      visitor,
    );
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
    const visitor = visitorAddress();
    const result = await send(
      {
        name: 'Anonymous',
        email: '',
        message: `Contact from Website Feedback - Love the plant! ${marker}`,
        timestamp: '2026-11-22T10:05:00.000Z',
        startToken: await agedStartToken(table(), { viewerKey: visitor }),
      },
      visitor,
    );
    expect(result.statusCode).toBe(200);
    const [email] = await emailContaining(marker);
    expect(email?.replyTo).toEqual([]);
    expect(email?.subject).toBe('Website contact: Feedback from Anonymous');
    expect(email?.body.text).toContain('Name: Anonymous\nEmail: not given\n');
    expect(email?.body.text).toContain(`Contact from Website Feedback - Love the plant! ${marker}`);
  });

  it('keeps injected header lines out of the delivered headers', async () => {
    const marker = randomUUID();
    const visitor = visitorAddress();
    await send(
      {
        name: 'Eve\r\nBcc: everyone@example.com',
        email: 'eve@example.com',
        message: `Contact from Website General Inquiry - hello ${marker}`,
        timestamp: '2026-11-22T10:05:00.000Z',
        startToken: await agedStartToken(table(), { viewerKey: visitor }),
      },
      visitor,
    );
    const [email] = await emailContaining(marker);
    expect(email?.destination).toEqual({ to: ['support@fernly.example'], cc: [], bcc: [] });
    expect(email?.subject).toBe('Website contact: General Inquiry from Eve Bcc: everyone@example.com');
  });

  it('refuses every bot move with an error, and sends nothing', async () => {
    const marker = randomUUID();
    const visitor = visitorAddress();
    const bot = {
      name: 'Bot',
      email: 'bot@example.com',
      message: `Contact from Website Support - ${marker}`,
      // A forged time means nothing now: the age that counts is the start record's.
      timestamp: '2016-12-31T23:59:60Z',
    };
    const honeypot = await send(
      { ...bot, startToken: await agedStartToken(table(), { viewerKey: visitor }), website: 'x' },
      visitor,
    );
    const tooSoon = await send(
      { ...bot, startToken: await agedStartToken(table(), { ageMs: 500, viewerKey: visitor }) },
      visitor,
    );
    const unknown = await send({ ...bot, startToken: randomBytes(16).toString('hex') }, visitor);
    const expired = await send(
      {
        ...bot,
        startToken: await agedStartToken(table(), { ageMs: lifetimeMs + 1_000, viewerKey: visitor }),
      },
      visitor,
    );
    expect([honeypot, tooSoon, unknown, expired].map((result) => result.statusCode)).toEqual([
      400, 429, 400, 400,
    ]);
    expect(Number(tooSoon.headers?.['Retry-After'])).toBeGreaterThanOrEqual(1);
    expect(JSON.parse(tooSoon.body)).toMatchObject({ code: 'too_soon' });
    expect(await emailContaining(marker)).toEqual([]);
  });

  it('sends once for a token sent twice at once, and refuses the other', async () => {
    const marker = randomUUID();
    const visitor = visitorAddress();
    const startToken = await agedStartToken(table(), { viewerKey: visitor });
    const message = {
      name: 'Sam',
      email: '',
      message: `Contact from Website Support - ${marker}`,
      timestamp: new Date().toISOString(),
      startToken,
    };
    const results = await Promise.all([send(message, visitor), send(message, visitor)]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 400]);
    expect(await emailContaining(marker)).toHaveLength(1);
  });

  it('sends a message sent again after its token came of age', async () => {
    const marker = randomUUID();
    const visitor = visitorAddress();
    const startToken = await agedStartToken(table(), { ageMs: minimumAgeMs - 1_500, viewerKey: visitor });
    const message = {
      name: 'Sam',
      email: '',
      message: `Contact from Website Support - ${marker}`,
      timestamp: new Date().toISOString(),
      startToken,
    };
    const early = await send(message, visitor);
    expect(early.statusCode).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, Number(early.headers?.['Retry-After']) * 1000));
    expect((await send(message, visitor)).statusCode).toBe(200);
    expect(await emailContaining(marker)).toHaveLength(1);
  });
});

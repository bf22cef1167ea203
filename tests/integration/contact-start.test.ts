// startContact and the contact records through the real AWS SDK against dynalite: the start record
// the handler stores and the day's hash key it makes, a token taken once however many try at once
// and only by its client, and the counts stopping at their limits.
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { GetItemCommand, ScanCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { handlerEnvironment } from '../../contract/handler-environment.ts';
import { serviceName } from '../../contract/service.ts';
import { validateResponseBody } from '../../contract/validators.ts';
import { ensureTrackingTable, startDynamoDb, type LocalService } from '../../local/aws-stand-ins.ts';
import { mailCountKey, mailDays } from '../../lambdas/shared/contact-mail.ts';
import { contactMailStore } from '../../lambdas/shared/contact-mail-store.ts';
import { contactStartKey, dayKeyKey, lifetimeMs, utcDay } from '../../lambdas/shared/contact-start.ts';
import { contactStartStore } from '../../lambdas/shared/contact-start-store.ts';
import { contextFor, jsonPostEvent } from './handler-event.ts';
import {
  agedStartToken,
  localCredentials,
  localDynamoDb,
  temporaryDirectory,
} from './local-stack-fixture.ts';

type Handler = (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;

const tableName = 'contact-start-integration';
const shortLivedTableName = 'contact-start-short-lived';
const tables = { tracking: tableName, shortLived: shortLivedTableName };
const dataDir = temporaryDirectory('contact-start');
let dynamodb: LocalService;
let handler: Handler;

beforeAll(async () => {
  dynamodb = await startDynamoDb(dataDir.path);
  await ensureTrackingTable(dynamodb.endpoint, tableName, dataDir.path);
  await ensureTrackingTable(dynamodb.endpoint, shortLivedTableName, dataDir.path);
  const environment = {
    AWS_REGION: 'eu-west-2',
    AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: dynamodb.endpoint,
    ...handlerEnvironment({ tableName, shortLivedTableName, serviceName, logLevel: 'SILENT' }),
  };
  for (const [name, value] of Object.entries(environment)) vi.stubEnv(name, value);
  ({ handler } = await import('../../lambdas/start-contact/handler.ts'));
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await dynamodb.stop();
  dataDir.remove();
});

function send<Output>(
  call: (client: ReturnType<typeof localDynamoDb>, signal: AbortSignal) => Promise<Output>,
) {
  return call(localDynamoDb(dynamodb.endpoint), new AbortController().signal);
}
const starts = () => contactStartStore(tables, send);
const mail = () => contactMailStore(tables, send);
const table = () => ({ dynamodb, tableName, shortLivedTableName });

describe('startContact handler with DynamoDB', () => {
  it('stores a start record by the server’s clock with the client’s keyed hash and no address, and answers its id', async () => {
    const before = Date.now();
    const event = jsonPostEvent('/startContact', {}, { viewerKey: '2001:db8:1:2::' });
    const result = await handler(event, contextFor(event));
    const body: unknown = JSON.parse(result.body);
    expect(result.statusCode).toBe(200);
    expect(validateResponseBody('startContact', 200, body)).toMatchObject({ ok: true });
    const { id } = z.object({ id: z.string() }).parse(body);
    const { Item } = await localDynamoDb(dynamodb.endpoint).send(
      new GetItemCommand({ TableName: tableName, Key: contactStartKey(id) }),
    );
    expect(Object.keys(Item ?? {}).sort()).toEqual(['client', 'expiresAt', 'issuedAt', 'pk', 'sk']);
    expect(Item?.client?.S).toMatch(/^[0-9a-f]{64}$/);
    expect(Number(Item?.issuedAt?.N)).toBeGreaterThanOrEqual(before);
    expect(Number(Item?.expiresAt?.N) * 1000).toBeGreaterThanOrEqual(before + lifetimeMs);
    const everything = await localDynamoDb(dynamodb.endpoint).send(new ScanCommand({ TableName: tableName }));
    expect(JSON.stringify(everything.Items)).not.toContain('2001:db8');
  });

  it('makes one random key a day, the same for every start of that day, in the short-lived table', async () => {
    const events = Array.from({ length: 4 }, () => jsonPostEvent('/startContact', {}));
    await Promise.all(events.map((event) => handler(event, contextFor(event))));
    const { Item } = await localDynamoDb(dynamodb.endpoint).send(
      new GetItemCommand({
        TableName: shortLivedTableName,
        Key: dayKeyKey(utcDay(new Date())),
        ConsistentRead: true,
      }),
    );
    expect(Item?.key?.B).toHaveLength(32);
    const { Items } = await localDynamoDb(dynamodb.endpoint).send(
      new ScanCommand({ TableName: shortLivedTableName }),
    );
    expect(Items).toHaveLength(1);
  });

  it('refuses a body that is not the empty object, and a request without a viewer key', async () => {
    const event = jsonPostEvent('/startContact', { startedAt: 'now' });
    expect((await handler(event, contextFor(event))).statusCode).toBe(400);
    const withoutKey = jsonPostEvent('/startContact', {}, { viewerKey: 'unknown' });
    expect((await handler(withoutKey, contextFor(withoutKey))).statusCode).toBe(403);
  });
});

describe('the contact records', () => {
  it('let a token be taken once, however many sends race for it', async () => {
    const token = await agedStartToken(table());
    const verdicts = await Promise.all(
      Array.from({ length: 5 }, () => starts().takeStart(token, new Date(), '127.0.0.1')),
    );
    expect(verdicts.filter((verdict) => verdict.kind === 'taken')).toHaveLength(1);
    expect(verdicts.filter((verdict) => verdict.kind === 'refused')).toHaveLength(4);
  });

  it('let only the client a token was issued to take it, and leave it to that client', async () => {
    const token = await agedStartToken(table(), { viewerKey: '2001:db8:1:2::' });
    expect(await starts().takeStart(token, new Date(), '2001:db8:1:3::')).toEqual({
      kind: 'refused',
      reason: 'other-client',
    });
    expect(await starts().takeStart(token, new Date(), '203.0.113.9')).toMatchObject({
      reason: 'other-client',
    });
    expect(await starts().takeStart(token, new Date(), '2001:db8:1:2::')).toMatchObject({ kind: 'taken' });
  });

  it('count the day’s mail up to the ceiling and no further, and start again the next day', async () => {
    const counts = [];
    for (let attempt = 0; attempt < 4; attempt += 1) counts.push(await mail().countMail('2031-05-04', 3));
    expect(counts).toEqual(['counted', 'counted', 'counted', 'limit-reached']);
    expect(await mail().countMail('2031-05-05', 3)).toBe('counted');
    const { Item } = await localDynamoDb(dynamodb.endpoint).send(
      new GetItemCommand({ TableName: tableName, Key: mailCountKey('2031-05-04') }),
    );
    expect(Item?.count).toEqual({ N: '3' });
  });

  it('book a message on the first day with room, and say when every day it may be kept for is full', async () => {
    const now = new Date('2032-01-10T12:00:00.000Z');
    const days = mailDays(now);
    for (const day of days.slice(0, 2)) await mail().countMail(day, 1);
    expect(await mail().bookMail(now, 1)).toEqual({ day: days[2] });
    for (const day of days) await mail().countMail(day, 1);
    expect(await mail().bookMail(now, 1)).toBe('full');
  });

  it('count a client’s messages per day apart from every other client’s, and stop at the limit even when raced', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, () => mail().countClientMessage('2031-05-04', 'a'.repeat(64), 5)),
    );
    expect(results.filter((result) => result === 'counted')).toHaveLength(5);
    expect(await mail().countClientMessage('2031-05-04', 'b'.repeat(64), 5)).toBe('counted');
    expect(await mail().countClientMessage('2031-05-05', 'a'.repeat(64), 5)).toBe('counted');
  });
});

// startContact and the contact records through the real AWS SDK against dynalite: the start record
// the handler stores, a token taken once however many try at once, and the day's mail count
// stopping at its ceiling.
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { GetItemCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { handlerEnvironment } from '../../contract/handler-environment.ts';
import { serviceName } from '../../contract/service.ts';
import { validateResponseBody } from '../../contract/validators.ts';
import { ensureTrackingTable, startDynamoDb, type LocalService } from '../../local/aws-stand-ins.ts';
import { contactStartKey, lifetimeMs, mailCountKey } from '../../lambdas/shared/contact-start.ts';
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
const dataDir = temporaryDirectory('contact-start');
let dynamodb: LocalService;
let handler: Handler;

beforeAll(async () => {
  dynamodb = await startDynamoDb(dataDir.path);
  await ensureTrackingTable(dynamodb.endpoint, tableName, dataDir.path);
  const environment = {
    AWS_REGION: 'eu-west-2',
    AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: dynamodb.endpoint,
    ...handlerEnvironment({ tableName, serviceName, logLevel: 'SILENT' }),
  };
  for (const [name, value] of Object.entries(environment)) vi.stubEnv(name, value);
  ({ handler } = await import('../../lambdas/start-contact/handler.ts'));
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await dynamodb.stop();
  dataDir.remove();
});

function store() {
  const client = localDynamoDb(dynamodb.endpoint);
  return contactStartStore(tableName, (call) => call(client, new AbortController().signal));
}

describe('startContact handler with DynamoDB', () => {
  it('stores a start record by the server’s clock, nothing else, and answers its id', async () => {
    const before = Date.now();
    const event = jsonPostEvent('/startContact', {});
    const result = await handler(event, contextFor(event));
    const body: unknown = JSON.parse(result.body);
    expect(result.statusCode).toBe(200);
    expect(validateResponseBody('startContact', 200, body)).toMatchObject({ ok: true });
    const { id } = z.object({ id: z.string() }).parse(body);
    const { Item } = await localDynamoDb(dynamodb.endpoint).send(
      new GetItemCommand({ TableName: tableName, Key: contactStartKey(id) }),
    );
    expect(Object.keys(Item ?? {}).sort()).toEqual(['expiresAt', 'issuedAt', 'pk', 'sk']);
    expect(Number(Item?.issuedAt?.N)).toBeGreaterThanOrEqual(before);
    expect(Number(Item?.expiresAt?.N) * 1000).toBeGreaterThanOrEqual(before + lifetimeMs);
  });

  it('refuses a body that is not the empty object', async () => {
    const event = jsonPostEvent('/startContact', { startedAt: 'now' });
    expect((await handler(event, contextFor(event))).statusCode).toBe(400);
  });
});

describe('the contact records', () => {
  it('let a token be taken once, however many sends race for it', async () => {
    const token = await agedStartToken({ dynamodb, tableName });
    const verdicts = await Promise.all(Array.from({ length: 5 }, () => store().takeStart(token, new Date())));
    expect(verdicts.filter((verdict) => verdict.kind === 'usable')).toHaveLength(1);
    expect(verdicts.filter((verdict) => verdict.kind === 'refused')).toHaveLength(4);
  });

  it('count the day’s mail up to the ceiling and no further, and start again the next day', async () => {
    const day = new Date('2031-05-04T12:00:00.000Z');
    const counts = [];
    for (let attempt = 0; attempt < 4; attempt += 1) counts.push(await store().countMail(day, 3));
    expect(counts).toEqual(['counted', 'counted', 'counted', 'ceiling-reached']);
    expect(await store().countMail(new Date('2031-05-05T00:00:00.000Z'), 3)).toBe('counted');
    const { Item } = await localDynamoDb(dynamodb.endpoint).send(
      new GetItemCommand({ TableName: tableName, Key: mailCountKey(day) }),
    );
    expect(Item?.count).toEqual({ N: '3' });
  });
});

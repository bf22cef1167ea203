// The saveTrackingData handler against dynalite through the real AWS SDK.
import { GetItemCommand, QueryCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { handlerEnvironment, handlerVariables } from '../../contract/handler-environment.ts';
import { serviceName, trackingRetentionDays } from '../../contract/service.ts';
import {
  trackingExpiryAttribute,
  trackingPartitionKey,
  trackingSortKey,
  visitPartition,
} from '../../contract/tracking-table.ts';
import { validateResponseBody } from '../../contract/validators.ts';
import { ensureTrackingTable, startDynamoDb, type LocalService } from '../../local/aws-stand-ins.ts';
import { contextFor, jsonPostEvent } from './handler-event.ts';
import { localCredentials, localDynamoDb, temporaryDirectory } from './local-stack-fixture.ts';

type Handler = (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;

const tableName = 'tracking-integration';
// Holds the day's key the visitor code is made with (lambdas/shared/day-key-store.ts).
const shortLivedTableName = 'tracking-integration-short-lived';
const dataDir = temporaryDirectory('dynamodb');
let dynamodbService: LocalService;
let dynamodb: DynamoDBClient;
let handler: Handler;

function testEnvironment(endpoint: string): Record<string, string> {
  return {
    AWS_REGION: 'eu-west-2',
    AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: endpoint,
    ...handlerEnvironment({
      tableName,
      shortLivedTableName,
      retentionDays: String(trackingRetentionDays),
      serviceName,
      logLevel: 'SILENT',
    }),
  };
}

beforeAll(async () => {
  dynamodbService = await startDynamoDb(dataDir.path);
  await ensureTrackingTable(dynamodbService.endpoint, tableName, dataDir.path);
  await ensureTrackingTable(dynamodbService.endpoint, shortLivedTableName, dataDir.path);
  dynamodb = localDynamoDb(dynamodbService.endpoint);
  for (const [name, value] of Object.entries(testEnvironment(dynamodbService.endpoint)))
    vi.stubEnv(name, value);
  ({ handler } = await import('../../lambdas/save-tracking-data/handler.ts'));
});

afterAll(async () => {
  vi.unstubAllEnvs();
  dynamodb.destroy();
  await dynamodbService.stop();
  dataDir.remove();
});

function visit(timestamp: string) {
  return {
    referrer: 'https://www.example.org/search?q=adhd+exercise',
    queryString: '?utm_source=search',
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
    webView: false,
    action: 'WebsiteVisit',
    timestamp,
    history: [
      {
        referrer: 'Direct',
        queryString: '',
        userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
        webView: false,
        action: 'WebsiteVisit',
        timestamp: '2026-11-20T08:00:00.000Z',
      },
    ],
  };
}

async function save(body: unknown): Promise<{ status: number; id: string }> {
  const event = jsonPostEvent('/saveTrackingData', body);
  const result = await handler(event, contextFor(event));
  const answer: unknown = JSON.parse(result.body);
  expect(validateResponseBody('saveTrackingData', result.statusCode, answer)).toMatchObject({ ok: true });
  const id = typeof answer === 'object' && answer !== null && 'id' in answer ? String(answer.id) : '';
  return { status: result.statusCode, id };
}

describe('saveTrackingData handler with DynamoDB', () => {
  it('stores the record under the receive day with receive time and expiry, and no IP address', async () => {
    const before = Date.now();
    const { status, id } = await save(visit('2026-11-22T09:15:00.000Z'));
    const after = Date.now();
    expect(status).toBe(200);

    const day = new Date(after).toISOString().slice(0, 10);
    const { Item } = await dynamodb.send(
      new GetItemCommand({
        TableName: tableName,
        Key: { [trackingPartitionKey]: { S: visitPartition(day) }, [trackingSortKey]: { S: id } },
      }),
    );
    expect(Item).toBeDefined();
    expect(Object.keys(Item ?? {}).sort()).toEqual(
      [
        'action',
        trackingExpiryAttribute,
        'history',
        trackingPartitionKey,
        'queryString',
        'receivedAt',
        'referrer',
        trackingSortKey,
        'timestamp',
        'userAgent',
        // The day's visitor and network codes (lambdas/shared/visitor.ts), made from the address but not it.
        'visitor',
        'network',
        'webView',
      ].sort(),
    );
    const receivedAt = Date.parse(Item?.receivedAt?.S ?? '');
    expect(receivedAt).toBeGreaterThanOrEqual(before);
    expect(receivedAt).toBeLessThanOrEqual(after);
    expect(Number(Item?.[trackingExpiryAttribute]?.N)).toBe(
      Math.floor(receivedAt / 1000) + trackingRetentionDays * 86_400,
    );
    // Minimised before storage: the search terms in the referrer's path and query are not kept.
    expect(Item?.referrer).toEqual({ S: 'https://www.example.org' });
    expect(Item?.webView).toEqual({ BOOL: false });
    expect(Item?.history?.L).toHaveLength(1);
    expect(JSON.stringify(Item)).not.toContain('127.0.0.1');
  });

  it('stores a retried identical record once and answers both with the same id', async () => {
    const record = visit('2026-11-22T09:16:00.000Z');
    const first = await save(record);
    const retry = await save(record);
    expect(retry).toEqual(first);
    expect(first.status).toBe(200);

    const day = new Date().toISOString().slice(0, 10);
    const { Items } = await dynamodb.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: '#pk = :day AND #sk = :id',
        ExpressionAttributeNames: { '#pk': trackingPartitionKey, '#sk': trackingSortKey },
        ExpressionAttributeValues: { ':day': { S: visitPartition(day) }, ':id': { S: first.id } },
      }),
    );
    expect(Items).toHaveLength(1);
  });

  it('stores distinct records separately', async () => {
    const one = await save(visit('2026-11-22T09:17:00.000Z'));
    const two = await save({ ...visit('2026-11-22T09:17:00.000Z'), action: 'DownloadClicked' });
    expect(one.id).not.toBe(two.id);
  });
});

describe('saveTrackingData configuration', () => {
  it('fails at cold start naming each missing or malformed variable', async () => {
    vi.resetModules();
    vi.stubEnv(handlerVariables.tableName, '');
    vi.stubEnv(handlerVariables.retentionDays, 'thirteen months');
    await expect(import('../../lambdas/save-tracking-data/handler.ts')).rejects.toThrow(
      `Invalid Lambda configuration: ${handlerVariables.tableName} is empty; ${handlerVariables.retentionDays} must be a whole number`,
    );
  });
});

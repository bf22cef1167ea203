// A viewer key's records of a day (decision 0062), on the local stack through its CloudFront
// function, its API Gateway stand-in and the real AWS SDK against dynalite: 10,000 records sent from
// one IPv4 address in a day store the contract's limit and no more, every other one answered 429 and
// counted as dropped; the same address's web vitals and sign-up reports are dropped alike, another
// address still stores; and `npm run stats` reports the day's dropped records as one count.
import { randomUUID } from 'node:crypto';
import { GetItemCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { OperationId } from '../../contract/operations.ts';
import { localViewerAddressHeader } from '../../local/api-viewer.ts';
import { utcDay } from '../../lambdas/shared/contact-start.ts';
import { droppedRecordsItemKey, recordsPerViewerKeyPerDay } from '../../lambdas/shared/record-cap.ts';
import {
  clearOfMidnight,
  dayItems,
  localDynamoDb,
  postToStack,
  startTestStack,
  statsCommand,
  type TestStack,
} from './local-stack-fixture.ts';
import { visitorAddress } from '../visitor-address.ts';

const records = 10_000;
/** Requests in flight at once: a flood, as one sender would make it. */
const inFlight = 50;

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack();
});

afterAll(async () => {
  await stack.dispose();
});

function post(operationId: OperationId, body: unknown, address: string, origin?: string) {
  const headers: Record<string, string> = { [localViewerAddressHeader]: address };
  if (origin !== undefined) headers.origin = origin;
  return postToStack(stack, operationId, JSON.stringify(body), headers);
}

/** A distinct visit record, found again by its campaign. */
function visit(campaign: string, index: number) {
  return {
    referrer: 'Direct',
    queryString: `?utm_campaign=${campaign}`,
    userAgent: `Mozilla/5.0 flood/${String(index % 7)}`,
    webView: false,
    action: index % 10 === 0 ? 'DownloadClicked' : 'WebsiteVisit',
    timestamp: new Date(Date.UTC(2026, 10, 22, 9, 0, 0, index)).toISOString(),
    history: [],
    page: '/',
  };
}

async function storedWith(campaign: string, day: string): Promise<number> {
  return (await dayItems(stack, day)).filter((item) => item.queryString?.S?.includes(campaign) === true)
    .length;
}

async function droppedOn(day: string): Promise<number> {
  const dynamodb = localDynamoDb(stack.dynamodb.endpoint);
  try {
    const { Item } = await dynamodb.send(
      new GetItemCommand({ TableName: stack.tableName, Key: droppedRecordsItemKey(day) }),
    );
    return Number(Item?.dropped?.N ?? 0);
  } finally {
    dynamodb.destroy();
  }
}

const reportSchema = z.object({
  droppedRecords: z.object({ current: z.number(), previous: z.number() }),
});

describe('one viewer key’s records of a day', () => {
  it('10,000 records from one address store at most the limit; the rest are answered 429 and counted', async () => {
    await clearOfMidnight(10 * 60_000);
    const day = utcDay(new Date());
    const address = visitorAddress();
    const campaign = `cap-${randomUUID().slice(0, 8)}`;
    const statuses = new Map<number, number>();
    let retryAfter: string | null = null;
    for (let start = 0; start < records; start += inFlight) {
      const answers = await Promise.all(
        Array.from({ length: Math.min(inFlight, records - start) }, (_, offset) =>
          post('saveTrackingData', visit(campaign, start + offset), address),
        ),
      );
      for (const answer of answers) {
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.status === 429) {
          expect(answer.body).toMatchObject({ code: 'quota_exceeded' });
          retryAfter = answer.retryAfter;
        }
      }
    }
    expect(Object.fromEntries(statuses)).toEqual({
      200: recordsPerViewerKeyPerDay,
      429: records - recordsPerViewerKeyPerDay,
    });
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    expect(await storedWith(campaign, day)).toBe(recordsPerViewerKeyPerDay);
    expect(await droppedOn(day)).toBe(records - recordsPerViewerKeyPerDay);

    // The same address's page speed and sign-up reports count towards the same day's records.
    const vitals = await post(
      'saveWebVitals',
      { page: '/', timestamp: new Date().toISOString(), ttfb: 80 },
      address,
    );
    expect(vitals).toMatchObject({ status: 429, body: { code: 'quota_exceeded' } });
    const signUp = await post(
      'saveSignUp',
      { action: 'SignUp', wherefrom: visit(campaign, 0) },
      address,
      stack.appOrigin,
    );
    expect(signUp).toMatchObject({ status: 429, body: { code: 'quota_exceeded' } });
    const dropped = records - recordsPerViewerKeyPerDay + 2;
    expect(await droppedOn(day)).toBe(dropped);
    // Another network stores as before.
    expect((await post('saveTrackingData', visit(campaign, records), visitorAddress())).status).toBe(200);

    const stdout = await statsCommand(
      '--data-dir',
      stack.dataDir,
      '--format',
      'json',
      '--from',
      day,
      '--to',
      day,
    );
    expect(reportSchema.parse(JSON.parse(stdout)).droppedRecords).toMatchObject({
      current: dropped,
      previous: 0,
    });
  }, 300_000);
});

// With DynamoDB or SES taken away, the API answers 503 as the contract says, the rest of the
// server keeps serving, and the next request after the service returns succeeds.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationId } from '../../contract/operations.ts';
import { validateResponseBody } from '../../contract/validators.ts';
import { startTestStack, type TestStack } from './local-stack-fixture.ts';

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack();
});

afterAll(async () => {
  await stack.dispose();
});

function trackingRecord() {
  return {
    referrer: 'Direct',
    queryString: '',
    userAgent: 'fault-test',
    webView: false,
    action: 'WebsiteVisit',
    timestamp: new Date().toISOString(),
    history: [],
  };
}

function contactMessage() {
  return {
    name: 'Sam Lee',
    email: 'sam@example.com',
    message: `Contact from Website Support - fault test ${randomUUID()}`,
    timestamp: new Date().toISOString(),
  };
}

async function post(
  operationId: OperationId,
  body: unknown,
): Promise<{ status: number; retryAfter: string | null }> {
  const response = await fetch(`${stack.url}/api/${operationId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer: unknown = await response.json();
  expect(validateResponseBody(operationId, response.status, answer)).toMatchObject({ ok: true });
  return { status: response.status, retryAfter: response.headers.get('retry-after') };
}

async function homePageStatus(): Promise<number> {
  return (await fetch(`${stack.url}/`)).status;
}

function expectRetryAfter(retryAfter: string | null): void {
  const seconds = Number(retryAfter);
  expect(Number.isInteger(seconds) && seconds >= 1 && seconds <= 3600).toBe(true);
}

describe('when DynamoDB is unreachable', () => {
  it('answers saveTrackingData with 503 and Retry-After, keeps serving, and recovers', async () => {
    expect((await post('saveTrackingData', trackingRecord())).status).toBe(200);
    await stack.dynamodb.stop();
    try {
      const down = await post('saveTrackingData', trackingRecord());
      expect(down.status).toBe(503);
      expectRetryAfter(down.retryAfter);
      expect(await homePageStatus()).toBe(200);
      expect((await post('sendEmail', contactMessage())).status).toBe(200);
    } finally {
      await stack.dynamodb.start();
    }
    expect((await post('saveTrackingData', trackingRecord())).status).toBe(200);
  });
});

describe('when SES is unreachable', () => {
  it('answers sendEmail with 503 and Retry-After, keeps serving, and recovers', async () => {
    await stack.ses.stop();
    try {
      const down = await post('sendEmail', contactMessage());
      expect(down.status).toBe(503);
      expectRetryAfter(down.retryAfter);
      expect(await homePageStatus()).toBe(200);
      expect((await post('saveTrackingData', trackingRecord())).status).toBe(200);
    } finally {
      await stack.ses.start();
    }
    expect((await post('sendEmail', contactMessage())).status).toBe(200);
  });
});

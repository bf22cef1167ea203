// With DynamoDB or SES taken away, hung, slow or cut off mid-answer, the API answers within its
// time budget with what the contract says (503 and Retry-After, or the success a slow but timely
// answer earns), the rest of the server keeps serving, and the next request after the service
// returns succeeds. Through the real handlers and the real AWS SDK on the local stack.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessageText } from '../../contract/contact-message.ts';
import { operationUrlPath, type OperationId } from '../../contract/operations.ts';
import { validateResponseBody } from '../../contract/validators.ts';
import type { LocalService } from '../../local/aws-stand-ins.ts';
import { attemptTimeoutMs, upstreamBudgetMs } from '../../lambdas/shared/time-budget.ts';
import {
  dynamoDbPutItemStored,
  sesEmailAccepted,
  startBlackHole,
  startResetMidAnswer,
  startSlowAnswer,
  type CannedAnswer,
  type FaultServer,
} from './fault-servers.ts';
import { localViewerAddressHeader } from '../../local/api-viewer.ts';
import { agedStartToken, startTestStack, type TestStack } from './local-stack-fixture.ts';
import { visitorAddress } from '../visitor-address.ts';

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack();
});

afterAll(async () => {
  await stack.dispose();
});

function visitRecord(): Call {
  return {
    body: {
      referrer: 'Direct',
      queryString: '',
      userAgent: 'fault-test',
      webView: false,
      action: 'WebsiteVisit',
      timestamp: new Date().toISOString(),
      history: [],
    },
  };
}

/** A request body, and the visitor it comes from when that matters. */
interface Call {
  readonly body: unknown;
  readonly visitor?: string;
}

/** A message from a visitor of its own, so no one visitor's daily messages run out. */
async function contactMessage(): Promise<Call> {
  const visitor = visitorAddress();
  return {
    body: {
      name: 'Sam Lee',
      email: 'sam@example.com',
      message: contactMessageText('Support', `fault test ${randomUUID()}`),
      timestamp: new Date().toISOString(),
      startToken: await agedStartToken(stack, { viewerKey: visitor }),
    },
    visitor,
  };
}

async function post(
  operationId: OperationId,
  { body, visitor }: Call,
): Promise<{ status: number; retryAfter: string | null; milliseconds: number }> {
  const started = performance.now();
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (visitor !== undefined) headers[localViewerAddressHeader] = visitor;
  const response = await fetch(`${stack.url}${operationUrlPath(operationId)}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  const answer: unknown = await response.json();
  expect(validateResponseBody(operationId, response.status, answer)).toMatchObject({ ok: true });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    milliseconds: performance.now() - started,
  };
}

async function homePageStatus(): Promise<number> {
  return (await fetch(`${stack.url}/`)).status;
}

function expectRetryAfter(retryAfter: string | null): void {
  const seconds = Number(retryAfter);
  expect(Number.isInteger(seconds) && seconds >= 1 && seconds <= 3600).toBe(true);
}

describe('when DynamoDB is unreachable', () => {
  it('answers saveTrackingData and sendEmail with 503 and Retry-After, keeps serving, and recovers', async () => {
    expect((await post('saveTrackingData', visitRecord())).status).toBe(200);
    const message = await contactMessage();
    await stack.dynamodb.stop();
    try {
      const down = await post('saveTrackingData', visitRecord());
      expect(down.status).toBe(503);
      expectRetryAfter(down.retryAfter);
      expect(await homePageStatus()).toBe(200);
      // The start token cannot be taken, so no mail goes out, and the visitor is told to retry.
      const mail = await post('sendEmail', message);
      expect(mail.status).toBe(503);
      expectRetryAfter(mail.retryAfter);
    } finally {
      await stack.dynamodb.start();
    }
    expect((await post('saveTrackingData', visitRecord())).status).toBe(200);
  });
});

describe('when SES is unreachable', () => {
  it('answers sendEmail with 503 and Retry-After, keeps serving, and recovers', async () => {
    const message = await contactMessage();
    await stack.ses.stop();
    try {
      const down = await post('sendEmail', message);
      expect(down.status).toBe(503);
      expectRetryAfter(down.retryAfter);
      expect(await homePageStatus()).toBe(200);
      expect((await post('saveTrackingData', visitRecord())).status).toBe(200);
    } finally {
      await stack.ses.start();
    }
    expect((await post('sendEmail', await contactMessage())).status).toBe(200);
  });
});

interface Fault {
  readonly name: string;
  readonly start: (port: number, success: CannedAnswer) => Promise<FaultServer>;
  /** What the caller gets: the service's success in time, or the contract's 503. */
  readonly status: 200 | 503;
}

// The slow answers sit 400 ms either side of one attempt's share of the budget: inside, the first
// attempt gets it; outside, every attempt is cut off and the budget runs out.
const faults: readonly Fault[] = [
  { name: 'a black hole (accepts, never answers)', start: (port) => startBlackHole(port), status: 503 },
  {
    name: 'an answer just inside the budget',
    start: (port, success) => startSlowAnswer(port, attemptTimeoutMs - 400, success),
    status: 200,
  },
  {
    name: 'an answer just outside the budget',
    start: (port, success) => startSlowAnswer(port, attemptTimeoutMs + 400, success),
    status: 503,
  },
  { name: 'a connection reset mid-answer', start: startResetMidAnswer, status: 503 },
];

const upstreams = [
  {
    operationId: 'saveTrackingData',
    service: () => stack.dynamodb,
    success: dynamoDbPutItemStored,
    body: () => Promise.resolve(visitRecord()),
  },
  { operationId: 'sendEmail', service: () => stack.ses, success: sesEmailAccepted, body: contactMessage },
] as const;

/** The slowest answer seen per fault and operation, printed for the record after the run. */
const slowest: string[] = [];

/** The handler's own work, the gateway stand-in and this test's HTTP round trip, on a busy machine. */
const answerAllowanceMs = 1_500;

async function withFault<T>(
  service: LocalService,
  fault: FaultServer | null,
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } finally {
    await fault?.close();
    await service.start();
  }
}

describe.each(upstreams)(
  '$operationId when its upstream fails',
  ({ operationId, service, success, body }) => {
    it.each(faults)(
      'answers $name within the budget as the contract says, and recovers',
      async ({ name, start, status }) => {
        const [first, second, afterwards] = [await body(), await body(), await body()];
        const upstream = service();
        await upstream.stop();
        const fault = await start(Number(new URL(upstream.endpoint).port), success);
        const answers = await withFault(upstream, fault, async () => {
          // Two at once: a hung service must not make later callers wait behind earlier ones.
          const during = await Promise.all([post(operationId, first), post(operationId, second)]);
          expect(await homePageStatus()).toBe(200);
          return during;
        });
        for (const answer of answers) {
          expect(answer.status).toBe(status);
          if (status === 503) expectRetryAfter(answer.retryAfter);
          expect(answer.milliseconds).toBeLessThan(upstreamBudgetMs + answerAllowanceMs);
        }
        const slowestAnswer = Math.max(...answers.map((answer) => answer.milliseconds));
        slowest.push(`${operationId}, ${name}: ${status} in at most ${Math.round(slowestAnswer)} ms`);
        expect((await post(operationId, afterwards)).status).toBe(200);
      },
      upstreamBudgetMs * 3,
    );
  },
);

afterAll(() => {
  if (slowest.length > 0) console.info(`Slowest answers under each fault:\n  ${slowest.join('\n  ')}`);
});

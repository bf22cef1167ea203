// The contact form stays open (decision 0029), on the local stack through its CloudFront function,
// its API Gateway stand-in and the real AWS SDK against dynalite and aws-ses-v2-local: one network
// sends at most its daily messages however many tokens it mints from however many addresses; a
// token works only for the client it was issued to; the message past the stage's daily ceiling is
// deferred and mailed the next day by the deferred-message schedule; a lone surrogate is refused by name.
import { randomUUID } from 'node:crypto';
import { GetItemCommand, PutItemCommand, QueryCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contactMessageText } from '../../contract/contact-message.ts';
import type { OperationId } from '../../contract/operations.ts';
import { dailyContactMailCeiling } from '../../contract/service.ts';
import { localViewerAddressHeader } from '../../local/api-viewer.ts';
import { localShortLivedTableName } from '../../local/lambda-environment.ts';
import {
  countExpiry,
  deferredMessagePartition,
  mailCountKey,
  messagesPerClientPerDay,
  messagesPerSitePerDay,
} from '../../lambdas/shared/contact-mail.ts';
import { addDays, minimumAgeMs, utcDay } from '../../lambdas/shared/contact-start.ts';
import {
  clearOfMidnight,
  localDynamoDb,
  postToStack,
  readInbox,
  startTestStack,
  type StackAnswer,
  type TestStack,
} from './local-stack-fixture.ts';
import { visitorAddress } from '../visitor-address.ts';

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack();
});

afterAll(async () => {
  await stack.dispose();
});

/** A request from a visitor at `address`, as CloudFront would see the connection. */
function post(operationId: OperationId, rawBody: string, address: string): Promise<StackAnswer> {
  return postToStack(stack, operationId, rawBody, { [localViewerAddressHeader]: address });
}

async function startToken(address: string): Promise<string> {
  const answer = await post('startContact', '{}', address);
  expect(answer.status).toBe(200);
  return z.object({ id: z.string() }).parse(answer.body).id;
}

function message(marker: string, token: string): string {
  return JSON.stringify({
    name: 'Sam Lee',
    email: 'sam@example.com',
    message: contactMessageText('Support', `flood test ${marker}`),
    timestamp: new Date().toISOString(),
    startToken: token,
  });
}

async function mailsWith(marker: string): Promise<number> {
  return (await readInbox(stack.ses.endpoint)).filter((email) => email.body.text?.includes(marker)).length;
}

const waitForMinimumAge = () => new Promise((resolve) => setTimeout(resolve, minimumAgeMs + 250));

/** Today's mail count at the stage's ceiling, as after 500 mails: what comes next is kept. */
async function fillToday(dynamodb: DynamoDBClient, today: string): Promise<void> {
  await dynamodb.send(
    new PutItemCommand({
      TableName: stack.tableName,
      Item: {
        ...mailCountKey(today),
        count: { N: String(dailyContactMailCeiling) },
        expiresAt: { N: String(countExpiry(today)) },
      },
    }),
  );
}

describe('one network', () => {
  it('mints 20 tokens from 20 addresses of one IPv6 /64, sends them all, and gets at most its daily messages through', async () => {
    const marker = randomUUID();
    // Every way a viewer of the /64 may be written reaches the same key.
    const addresses = Array.from({ length: 20 }, (_, index) =>
      index % 2 === 0
        ? `2001:db8:ab:12:${(index + 1).toString(16)}::${index.toString(16)}`
        : `2001:0DB8:00AB:0012:0000:0000:0000:${(0xff00 + index).toString(16)}`,
    );
    const tokens = await Promise.all(addresses.map((address) => startToken(address)));
    await waitForMinimumAge();
    // Each sent from another address of the /64 than the one that minted it.
    const answers = await Promise.all(
      tokens.map((token, index) =>
        post('sendEmail', message(marker, token), addresses[(index + 7) % 20] ?? ''),
      ),
    );
    const through = answers.filter((answer) => answer.status === 200 || answer.status === 202);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(through).toHaveLength(messagesPerClientPerDay);
    expect(refused).toHaveLength(20 - messagesPerClientPerDay);
    for (const answer of refused) {
      expect(answer.body).toMatchObject({ code: 'quota_exceeded' });
      expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
    }
    expect(await mailsWith(marker)).toBe(messagesPerClientPerDay);

    // The next /64, a neighbour, is another client with its own messages.
    const neighbour = '2001:db8:ab:13::1';
    const neighbourToken = await startToken(neighbour);
    await waitForMinimumAge();
    expect((await post('sendEmail', message(marker, neighbourToken), neighbour)).status).toBe(200);
  });
});

describe('a start token', () => {
  it('is refused from any client but the one it was issued to, naming /startToken, and still works for that one', async () => {
    const marker = randomUUID();
    const owner = visitorAddress();
    const token = await startToken(owner);
    await waitForMinimumAge();
    for (const other of [visitorAddress(), '2001:db8:ab:14::1']) {
      const answer = await post('sendEmail', message(marker, token), other);
      expect(answer.status).toBe(400);
      const refusal = z
        .object({ code: z.string(), errors: z.array(z.object({ field: z.string(), message: z.string() })) })
        .parse(answer.body);
      expect(refusal.code).toBe('validation_failed');
      expect(refusal.errors.map(({ field }) => field)).toEqual(['/startToken']);
      expect(refusal.errors[0]?.message).toContain('another connection');
    }
    expect((await post('sendEmail', message(marker, token), owner)).status).toBe(200);
    expect(await mailsWith(marker)).toBe(1);
  });
});

describe('past the stage’s daily ceiling', () => {
  it('keeps the 501st message, answers 202 with tomorrow, and the schedule mails it tomorrow', async () => {
    const dynamodb = localDynamoDb(stack.dynamodb.endpoint);
    try {
      await clearOfMidnight();
      const today = utcDay(new Date());
      const tomorrow = addDays(today, 1);
      await fillToday(dynamodb, today);
      const marker = randomUUID();
      const visitor = visitorAddress();
      const token = await startToken(visitor);
      await waitForMinimumAge();
      const answer = await post('sendEmail', message(marker, token), visitor);
      expect(answer.status).toBe(202);
      expect(z.object({ id: z.string(), sendOn: z.string() }).strict().parse(answer.body).sendOn).toBe(
        tomorrow,
      );
      expect(await mailsWith(marker)).toBe(0);
      const kept = () =>
        dynamodb.send(
          new QueryCommand({
            TableName: localShortLivedTableName,
            KeyConditionExpression: 'pk = :pk',
            ExpressionAttributeValues: { ':pk': { S: deferredMessagePartition(tomorrow) } },
          }),
        );
      expect((await kept()).Items).toHaveLength(1);

      // Today's runs leave it be; tomorrow's first run mails it and deletes it.
      expect(await stack.deferredMessages.run(new Date(`${today}T23:05:00.000Z`))).toMatchObject({ sent: 0 });
      expect(await mailsWith(marker)).toBe(0);
      expect(await stack.deferredMessages.run(new Date(`${tomorrow}T00:05:00.000Z`))).toEqual({
        sent: 1,
        waiting: 0,
        lost: 0,
      });
      const [mail, ...others] = (await readInbox(stack.ses.endpoint)).filter((email) =>
        email.body.text?.includes(marker),
      );
      expect(others).toEqual([]);
      expect(mail).toMatchObject({
        replyTo: ['sam@example.com'],
        subject: 'Website contact: Support from Sam Lee',
      });
      expect((await kept()).Items).toEqual([]);
      // Its place was counted on tomorrow when it was kept, once.
      const { Item } = await dynamodb.send(
        new GetItemCommand({ TableName: stack.tableName, Key: mailCountKey(tomorrow), ConsistentRead: true }),
      );
      expect(Item?.count).toEqual({ N: '1' });
    } finally {
      dynamodb.destroy();
    }
  });
});

describe('one site (an IPv6 /48)', () => {
  /** One message from each of 20 /64s of the /48 `site` (such as `2001:db8:cd`), each with its own token. */
  async function fromTwentyClients(site: string, marker: string): Promise<StackAnswer[]> {
    const clients = Array.from({ length: 20 }, (_, index) => `${site}:${(index + 1).toString(16)}::1`);
    const tokens = await Promise.all(clients.map((client) => startToken(client)));
    await waitForMinimumAge();
    return Promise.all(
      tokens.map((token, index) => post('sendEmail', message(marker, token), clients[index] ?? '')),
    );
  }

  it('gets at most its daily messages through from 20 of its /64s, and another /48 has its own', async () => {
    const marker = randomUUID();
    const answers = await fromTwentyClients('2001:db8:cd', marker);
    const through = answers.filter((answer) => answer.status === 200 || answer.status === 202);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(through).toHaveLength(messagesPerSitePerDay);
    expect(refused).toHaveLength(20 - messagesPerSitePerDay);
    for (const answer of refused) expect(answer.body).toMatchObject({ code: 'quota_exceeded' });

    // Another /48 of the same provider is another site with its own messages.
    const otherSite = '2001:db8:ce:1::1';
    const otherToken = await startToken(otherSite);
    await waitForMinimumAge();
    expect([200, 202]).toContain((await post('sendEmail', message(marker, otherToken), otherSite)).status);
  });

  it('past the stage’s ceiling takes at most its daily messages of the days messages are kept for', async () => {
    const dynamodb = localDynamoDb(stack.dynamodb.endpoint);
    try {
      await clearOfMidnight();
      const today = utcDay(new Date());
      await fillToday(dynamodb, today);
      const marker = randomUUID();
      const answers = await fromTwentyClients('2001:db8:cf', marker);
      expect(answers.filter((answer) => answer.status === 202)).toHaveLength(messagesPerSitePerDay);
      expect(answers.filter((answer) => answer.status === 429)).toHaveLength(20 - messagesPerSitePerDay);
      const { Items = [] } = await dynamodb.send(
        new QueryCommand({
          TableName: localShortLivedTableName,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': { S: deferredMessagePartition(addDays(today, 1)) } },
        }),
      );
      expect(Items.filter((item) => item.message?.S?.includes(marker) === true)).toHaveLength(
        messagesPerSitePerDay,
      );
    } finally {
      dynamodb.destroy();
    }
  });
});

describe('a lone surrogate', () => {
  it('is refused in every operation’s body, named where the handler sees it', async () => {
    const visitor = visitorAddress();
    const token = await startToken(visitor);
    const surrogateName = message('x', token).replace('"Sam Lee"', '"Sam \\ud800"');
    expect(surrogateName).toContain('\\ud800');
    const mail = await post('sendEmail', surrogateName, visitor);
    expect(mail.status).toBe(400);
    expect(mail.body).toMatchObject({ errors: [{ field: '/name' }] });

    const visit = JSON.stringify({
      referrer: 'Direct',
      queryString: '',
      userAgent: 'agent',
      webView: false,
      action: 'WebsiteVisit',
      timestamp: new Date().toISOString(),
      history: [],
    }).replace('"agent"', '"agent \\udfff"');
    const tracking = await post('saveTrackingData', visit, visitor);
    expect(tracking.status).toBe(400);
    expect(tracking.body).toMatchObject({ errors: [{ field: '/userAgent' }] });

    // startContact takes no property, so API Gateway refuses this before the handler does.
    expect((await post('startContact', '{"\\ud800":""}', visitor)).status).toBe(400);
  });
});

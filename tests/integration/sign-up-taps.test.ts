// Sign-ups stored only against a real tap (decision 0062), on the local stack through its
// CloudFront function, its API Gateway stand-in and the real AWS SDK against dynalite: the forged
// sign-up of issue 41 (three calls from one IPv4 address with the web app's Origin and three
// User-Agents, naming no tap the site stored) gets three 400s and stores nothing; a report against
// a stored tap is stored once, with the tap's codes; a tap takes one report, even when reports race
// for it; a signed report is refused where no signing secret is kept.
import { randomUUID } from 'node:crypto';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openapiDocument } from '../../contract/openapi-document.gen.ts';
import type { OperationId } from '../../contract/operations.ts';
import { localViewerAddressHeader } from '../../local/api-viewer.ts';
import { appSignature, appSignatureHeader } from '../../lambdas/save-sign-up/app-signature.ts';
import { dayItems, postToStack, startTestStack, type TestStack } from './local-stack-fixture.ts';
import { visitorAddress } from '../visitor-address.ts';

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack();
});

afterAll(async () => {
  await stack.dispose();
});

async function post(operationId: OperationId, body: unknown, headers: Record<string, string>) {
  const { status, body: answer } = await postToStack(stack, operationId, JSON.stringify(body), headers);
  return { status, body: answer };
}

const phone =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const example =
  openapiDocument.paths['/saveSignUp'].post.requestBody.content['application/json'].examples.signUp.value;

/** A tap record as the site sends it, with a campaign of its own so the test finds its items. */
function tapRecord(campaign: string) {
  return {
    ...example.wherefrom,
    queryString: `?utm_source=quay&utm_campaign=${campaign}`,
    timestamp: new Date().toISOString(),
  };
}

/** The items of today's partition this test's campaign made. */
async function storedItems(campaign: string): Promise<Record<string, AttributeValue>[]> {
  const items = await dayItems(stack, new Date().toISOString().slice(0, 10));
  return items.filter((item) => item.queryString?.S?.includes(campaign) === true);
}

async function storedActions(campaign: string): Promise<string[]> {
  return (await storedItems(campaign)).map((item) => item.action?.S ?? '').sort();
}

const idSchema = z.object({ id: z.string() });

describe('a sign-up report on the local stack', () => {
  it('forged from one IPv4 address with the web app’s Origin and three User-Agents: three 400s, no sign-up stored', async () => {
    const address = '203.0.113.7';
    const userAgents = [phone, 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)', 'curl/8.5.0'];
    const answers = await Promise.all(
      userAgents.map((userAgent) =>
        post('saveSignUp', example, {
          origin: stack.appOrigin,
          'user-agent': userAgent,
          [localViewerAddressHeader]: address,
        }),
      ),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'validation_failed', errors: [{ field: '/wherefrom' }] });
    }
    expect(await storedActions('spring')).toEqual([]);
  });

  it('against the tap the site stored: stored once with the tap’s codes, and the tap takes no other report', async () => {
    const campaign = `taps-${randomUUID().slice(0, 8)}`;
    const wherefrom = tapRecord(campaign);
    const visitor = { 'user-agent': phone, [localViewerAddressHeader]: visitorAddress() };
    expect((await post('saveTrackingData', wherefrom, visitor)).status).toBe(200);
    // The web app reports from another network, as a phone that left the Wi-Fi would.
    const app = { origin: stack.appOrigin, [localViewerAddressHeader]: visitorAddress() };
    const signUp = await post('saveSignUp', { action: 'SignUp', wherefrom }, app);
    expect(signUp.status).toBe(200);
    const retry = await post('saveSignUp', { action: 'SignUp', wherefrom }, app);
    expect(retry).toEqual(signUp);
    const logIn = await post('saveSignUp', { action: 'LogIn', wherefrom }, app);
    expect(logIn.status).toBe(400);
    expect(JSON.stringify(logIn.body)).toContain('another report');
    expect(await storedActions(campaign)).toEqual(['DownloadClicked', 'SignUp']);

    const ours = await storedItems(campaign);
    const [tap, report] = ['DownloadClicked', 'SignUp'].map((action) =>
      ours.find((item) => item.action?.S === action),
    );
    expect(report?.sk?.S).toBe(idSchema.parse(signUp.body).id);
    expect(tap?.visitor?.S).toMatch(/^[0-9a-f]{16}$/);
    expect(report?.visitor).toEqual(tap?.visitor);
    expect(report?.network).toEqual(tap?.network);
  });

  it('racing for one tap: ten reports at once, one stored', async () => {
    const campaign = `race-${randomUUID().slice(0, 8)}`;
    const wherefrom = tapRecord(campaign);
    expect(
      (await post('saveTrackingData', wherefrom, { [localViewerAddressHeader]: visitorAddress() })).status,
    ).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        post(
          'saveSignUp',
          { action: index % 2 === 0 ? 'SignUp' : 'LogIn', wherefrom },
          { origin: stack.appOrigin, [localViewerAddressHeader]: visitorAddress() },
        ),
      ),
    );
    const stored = answers.filter((answer) => answer.status === 200);
    // The reports of the action that took the tap are one report, answered alike; the others 400.
    expect(new Set(stored.map((answer) => idSchema.parse(answer.body).id)).size).toBe(1);
    expect(stored).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(5);
    const actions = await storedActions(campaign);
    expect(actions).toHaveLength(2);
    expect(actions[0]).toBe('DownloadClicked');
  });

  it('signed, where no signing secret is kept (the local stack has no Secrets Manager): 403, nothing stored', async () => {
    const campaign = `signed-${randomUUID().slice(0, 8)}`;
    const body = { action: 'SignUp', wherefrom: tapRecord(campaign) };
    const signature = appSignature('any-secret', new Date(), Buffer.from(JSON.stringify(body)));
    const answer = await post('saveSignUp', body, { [appSignatureHeader]: signature });
    expect(answer).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    expect(await storedActions(campaign)).toEqual([]);
  });
});

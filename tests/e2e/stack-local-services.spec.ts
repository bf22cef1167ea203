// The site in Chromium against the whole local stack, with the real handlers, dynalite and
// aws-ses-v2-local behind it. Each worker starts its own stack on free ports, because one test
// takes SES away and must not disturb tests running against another stack.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { ScanCommand } from '@aws-sdk/client-dynamodb';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import type { Page } from '@playwright/test';
import {
  trackingExpiryAttribute,
  trackingPartitionKey,
  visitPartition,
} from '../../contract/tracking-table.ts';
import { operationUrlPath } from '../../contract/operations.ts';
import { startLocalStack, type LocalStack } from '../../local/start.ts';
import {
  localCredentials,
  localDynamoDb,
  readInbox,
  type InboxEmail,
} from '../integration/local-stack-fixture.ts';
import { onceOnDesktop } from './devices.ts';
import { expect, test as base } from './fixtures.ts';
import { gotoReady } from './home-support.ts';

const test = base.extend<object, { localStack: LocalStack }>({
  localStack: [
    async ({ browserName }, use, workerInfo) => {
      const dataDir = mkdtempSync(
        join(tmpdir(), `fernly-e2e-stack-${browserName}-${workerInfo.workerIndex}-`),
      );
      const stack = await startLocalStack({ port: 0, dataDir, build: false, logLevel: 'SILENT' });
      await use(stack);
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 60_000 },
  ],
});

// These tests need the local services; against a deployed site (PW_BASE_URL) they cannot run.
test.skip(Boolean(process.env.PW_BASE_URL), 'needs the local stack, not a deployed site');
const onDesktop = onceOnDesktop(
  'a server scenario: the services behind the site are the same for every screen',
);

async function openContactForm(page: Page, stack: LocalStack): Promise<void> {
  await gotoReady(page, `${stack.url}/contact-us`);
}

async function fillContactForm(page: Page, text: string): Promise<void> {
  await page.getByLabel('First name').fill('Jordan');
  await page.getByLabel('Last name').fill('Ellis');
  await page.getByLabel('Email address').fill('jordan.ellis@example.com');
  await page.getByLabel('Reason').selectOption('Support');
  await page.getByLabel('Message', { exact: true }).fill(text);
  await page.getByLabel('You agree to our privacy policy.').check();
}

async function inboxEmail(stack: LocalStack, marker: string): Promise<InboxEmail | undefined> {
  return (await readInbox(stack.ses.endpoint)).find((email) => email.body.text?.includes(marker));
}

test('loading a page stores a visit record in DynamoDB', onDesktop, async ({ page, localStack }) => {
  const loadedAfter = new Date().toISOString();
  await page.goto(`${localStack.url}/faqs?utm_source=e2e`);
  const userAgent = await page.evaluate(() => navigator.userAgent);
  const dynamodb = localDynamoDb(localStack.dynamodb.endpoint);
  try {
    await expect
      .poll(async () => {
        const { Items = [] } = await dynamodb.send(new ScanCommand({ TableName: localStack.tableName }));
        return Items.filter(
          (item) =>
            item.userAgent?.S === userAgent &&
            item.queryString?.S === '?utm_source=e2e' &&
            (item.receivedAt?.S ?? '') >= loadedAfter,
        ).map((item) => ({
          action: item.action?.S,
          partition: item[trackingPartitionKey]?.S,
          hasExpiry: item[trackingExpiryAttribute]?.N !== undefined,
        }));
      })
      .toContainEqual({
        action: 'WebsiteVisit',
        partition: visitPartition(loadedAfter.slice(0, 10)),
        hasExpiry: true,
      });
  } finally {
    dynamodb.destroy();
  }
});

// Sent at once: the form holds a message until its start token is old enough, so a visitor who
// types fast is made to wait a moment, never refused as a bot.
test(
  'submitting the contact form at once delivers the email to the local SES inbox',
  onDesktop,
  async ({ page, localStack }) => {
    const marker = `The reminders stopped after I changed my calendar (${randomUUID()}).`;
    await openContactForm(page, localStack);
    await fillContactForm(page, marker);
    const sent = page.waitForResponse((response) => response.url().endsWith(operationUrlPath('sendEmail')));
    await page.getByRole('button', { name: 'Send message' }).click();
    expect((await sent).status(), 'the first send is accepted, not refused as too soon').toBe(200);
    await expect(page.getByRole('status')).toHaveText('Your message has been sent!');

    await expect.poll(() => inboxEmail(localStack, marker)).toBeDefined();
    const email = await inboxEmail(localStack, marker);
    expect(email).toMatchObject({
      from: 'website@fernly.example',
      destination: { to: ['support@fernly.example'] },
      replyTo: ['jordan.ellis@example.com'],
      subject: 'Website contact: Support from Jordan Ellis',
    });
    expect(email?.body.text).toContain(`Contact from Website Support - ${marker}`);
    expect(email?.body.text).toContain('Name: Jordan Ellis\nEmail: jordan.ellis@example.com\n');
  },
);

test.describe('the inbox page', onDesktop, () => {
  // aws-ses-v2-local's page asks for a favicon, which its API refuses without AWS credentials.
  test.use({ allowedConsoleErrors: [/status of 403/] });

  test('lists the mail at the address npm start prints', async ({ page, localStack }) => {
    const subject = `Inbox page check ${randomUUID()}`;
    const ses = new SESv2Client({
      endpoint: localStack.ses.endpoint,
      region: 'eu-west-2',
      credentials: localCredentials,
    });
    try {
      await ses.send(
        new SendEmailCommand({
          FromEmailAddress: 'website@fernly.example',
          Destination: { ToAddresses: ['support@fernly.example'] },
          Content: { Simple: { Subject: { Data: subject }, Body: { Text: { Data: 'Seen on the page.' } } } },
        }),
      );
    } finally {
      ses.destroy();
    }
    await page.goto(localStack.inboxUrl);
    await expect(page.getByText(subject)).toBeVisible();
  });
});

test.describe('with SES down', onDesktop, () => {
  // Chromium reports the failed call itself as a console error; the page only warns.
  test.use({ allowedConsoleErrors: [/status of 503/] });

  test('the form shows the failure text and keeps what was typed', async ({ page, localStack }) => {
    const marker = `Please call me back (${randomUUID()}).`;
    await openContactForm(page, localStack);
    await fillContactForm(page, marker);
    await localStack.ses.stop();
    try {
      await page.getByRole('button', { name: 'Send message' }).click();
      await expect(page.getByRole('alert')).toHaveText(
        'Failed to send your message. Please try again later.',
      );
    } finally {
      await localStack.ses.start();
    }
    await expect(page.getByLabel('First name')).toHaveValue('Jordan');
    await expect(page.getByLabel('Last name')).toHaveValue('Ellis');
    await expect(page.getByLabel('Email address')).toHaveValue('jordan.ellis@example.com');
    await expect(page.getByLabel('Reason')).toHaveValue('Support');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue(marker);
    expect(await inboxEmail(localStack, marker)).toBeUndefined();
  });
});

import { contactReasons } from '../../contract/contact-message.ts';
import { operationUrlPath } from '../../contract/operations.ts';
import { tokenReadyAfterMs } from '../../web/src/api/start-token.ts';
import { contactCopyFileSchema } from '../../web/src/features/contact/contact-copy-schema.ts';
import { fillPlaceholders } from '../../web/src/shared/copy-text.ts';
import { formatLongDate } from '../../web/src/shared/format-date.ts';
import { readContentFile } from '../content-file.ts';
import { onEveryScreen } from './devices.ts';
import { expect, test } from './fixtures.ts';
import { gotoReady } from './home-support.ts';

const { contact } = readContentFile('content/pages/contact.yaml', contactCopyFileSchema);
const sendEmailUrl = `**${operationUrlPath('sendEmail')}`;

// A visitor fills the form on a computer's keyboard or a phone's, in the wide or the narrow layout.
test.describe('contact form', onEveryScreen, () => {
  test('has the fields of the spec, and sending waits for the privacy tick', async ({ page }) => {
    await gotoReady(page, '/contact-us');
    await expect(page.getByLabel('Email address')).toHaveAttribute('type', 'email');
    const reason = page.getByLabel('Reason');
    await expect(reason.locator('option')).toHaveText([contact.fields.reasonPlaceholder, ...contactReasons]);
    const send = page.getByRole('button', { name: 'Send message' });
    await expect(send).toBeDisabled();
    await page.getByLabel('You agree to our privacy policy.').check();
    await expect(send).toBeEnabled();
    await page.getByLabel('You agree to our privacy policy.').uncheck();
    await expect(send).toBeDisabled();
  });

  test('sends the message, shows success and clears the form', async ({ page }) => {
    let sent: unknown;
    await page.route(sendEmailUrl, async (route) => {
      sent = route.request().postDataJSON();
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.fulfill({ status: 200, contentType: 'application/json', body: '{"id":"msg-1"}' });
    });
    await gotoReady(page, '/contact-us');
    await page.getByLabel('First name').fill('Sam');
    await page.getByLabel('Last name').fill('Lee');
    await page.getByLabel('Email address').fill('sam@example.com');
    await page.getByLabel('Reason').selectOption('Support');
    await page.getByLabel('Message', { exact: true }).fill('My reminders stopped arriving.');
    await page.getByLabel('You agree to our privacy policy.').check();
    const send = page.getByRole('button', { name: 'Send message' });
    await send.click();
    await expect(page.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    await expect(page.getByRole('status')).toHaveText('Your message has been sent!');

    expect(sent).toMatchObject({
      name: 'Sam Lee',
      email: 'sam@example.com',
      message: 'Contact from Website Support - My reminders stopped arriving.',
      website: '',
    });
    expect(sent).toHaveProperty('timestamp', expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/));
    expect(sent).toHaveProperty('startToken', expect.stringMatching(/^[0-9a-f]{32}$/));
    await expect(page.getByLabel('First name')).toHaveValue('');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Reason')).toHaveValue('');
    await expect(page.getByLabel('You agree to our privacy policy.')).not.toBeChecked();
    await expect(send).toBeDisabled();
  });

  test('sends an empty form as Anonymous', async ({ page }) => {
    let sent: unknown;
    await page.route(sendEmailUrl, async (route) => {
      sent = route.request().postDataJSON();
      await route.fulfill({ status: 200, contentType: 'application/json', body: '{"id":"msg-2"}' });
    });
    await gotoReady(page, '/contact-us');
    await page.getByLabel('You agree to our privacy policy.').check();
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status')).toHaveText('Your message has been sent!');
    expect(sent).toMatchObject({ name: 'Anonymous', email: '', message: 'Contact from Website - ' });
  });

  test('says on which day a message deferred past the day’s ceiling will reach the team, and clears the form', async ({
    page,
  }) => {
    await page.route(sendEmailUrl, (route) =>
      route.fulfill({
        status: 202,
        contentType: 'application/json',
        body: JSON.stringify({ id: 'deferred-1', sendOn: '2026-11-27' }),
      }),
    );
    await gotoReady(page, '/contact-us');
    await page.getByLabel('Message', { exact: true }).fill('See you tomorrow.');
    await page.getByLabel('You agree to our privacy policy.').check();
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status')).toHaveText(
      fillPlaceholders(contact.deferred, { day: formatLongDate('2026-11-27') }),
    );
    await expect(page.getByRole('status')).toContainText('27 November 2026');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
    await expect(page.getByRole('alert')).toBeEmpty();
  });

  test('sends once more with a fresh start token when the server refused the token alone', async ({
    page,
  }) => {
    const tokens: unknown[] = [];
    await page.route(sendEmailUrl, async (route) => {
      tokens.push(route.request().postDataJSON());
      if (tokens.length === 1) {
        await route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({
            code: 'validation_failed',
            message: 'The start token cannot send a message.',
            errors: [
              { field: '/startToken', message: 'was issued to another connection: start a new message' },
            ],
          }),
        });
        return;
      }
      await route.fulfill({ status: 200, contentType: 'application/json', body: '{"id":"msg-3"}' });
    });
    await gotoReady(page, '/contact-us');
    await page.getByLabel('You agree to our privacy policy.').check();
    await page.getByRole('button', { name: 'Send message' }).click();
    // Each token is waited out to its minimum age before it is sent: twice here.
    await expect(page.getByRole('status')).toHaveText('Your message has been sent!', {
      timeout: 2 * tokenReadyAfterMs + 7_000,
    });
    const [first, second] = tokens.map((body) =>
      typeof body === 'object' && body !== null && 'startToken' in body ? body.startToken : undefined,
    );
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
  });

  test('on failure shows the error, keeps what was typed and logs status and body', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.route(sendEmailUrl, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"code":"service_unavailable","message":"Mail is down"}',
      }),
    );
    await gotoReady(page, '/contact-us');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Reason').selectOption('Feedback');
    await page.getByLabel('Message', { exact: true }).fill('The plant is lovely.');
    await page.getByLabel('You agree to our privacy policy.').check();
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('alert')).toHaveText('Failed to send your message. Please try again later.');
    await expect(page.getByLabel('First name')).toHaveValue('Ada');
    await expect(page.getByLabel('Reason')).toHaveValue('Feedback');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('The plant is lovely.');
    await expect(page.getByLabel('You agree to our privacy policy.')).toBeChecked();
    await expect(page.getByRole('button', { name: 'Send message' })).toBeEnabled();
    await expect.poll(() => warnings.join('\n')).toMatch(/Contact message not sent/);
  });

  test('a network failure shows the same error', async ({ page }) => {
    await page.route(sendEmailUrl, (route) => route.abort('internetdisconnected'));
    await gotoReady(page, '/contact-us');
    await page.getByLabel('You agree to our privacy policy.').check();
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('alert')).toHaveText('Failed to send your message. Please try again later.');
  });

  test.use({
    allowedConsoleErrors: [
      [/status of 503/, /status of 400/, /ERR_INTERNET_DISCONNECTED/],
      { scope: 'test' },
    ],
  });
});

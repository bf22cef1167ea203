import type { Request } from '@playwright/test';
import { operationUrlPath } from '../../contract/operations.ts';
import { onceOnDesktop } from './devices.ts';
import { expect, test } from './fixtures.ts';
import { gotoReady } from './home-support.ts';
import { waitForPageScript } from './site-routes.ts';

function isTrackingCall(request: Request): boolean {
  return (
    request.method() === 'POST' && new URL(request.url()).pathname === operationUrlPath('saveTrackingData')
  );
}

// The record carries the browser's user agent, which the tests do not judge: the phone's way to the
// app, with the record in its link, is home-download.spec.ts's.
const onDesktop = onceOnDesktop('a visit record is built and sent the same way on every screen');

test.describe('visit tracking', onDesktop, () => {
  test('records and sends a WebsiteVisit on load, and after each in-site navigation', async ({ page }) => {
    const firstCall = page.waitForRequest(isTrackingCall);
    await page.goto('/about?utm_source=newsletter');
    const first = await firstCall;
    const body: unknown = first.postDataJSON();
    expect(body).toMatchObject({
      action: 'WebsiteVisit',
      referrer: 'Direct',
      queryString: '?utm_source=newsletter',
      webView: false,
      history: [],
    });
    expect(first.headers()['content-type']).toContain('application/json');
    const stored = await page.evaluate(() => localStorage.getItem('trackingData'));
    expect(JSON.parse(stored ?? 'null')).toEqual(body);

    await waitForPageScript(page);
    const secondCall = page.waitForRequest(isTrackingCall);
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQs' }).click();
    const second: unknown = (await secondCall).postDataJSON();
    expect(second).toMatchObject({
      action: 'WebsiteVisit',
      referrer: expect.stringMatching(/\/about\?utm_source=newsletter$/),
      history: [{ action: 'WebsiteVisit', queryString: '?utm_source=newsletter' }],
    });
  });

  test('keeps a bounded history across page loads', async ({ page }) => {
    for (let visit = 0; visit < 12; visit += 1) {
      const call = page.waitForRequest(isTrackingCall);
      await page.goto(visit % 2 === 0 ? '/faqs' : '/team-page');
      await call;
    }
    const stored: unknown = JSON.parse(
      (await page.evaluate(() => localStorage.getItem('trackingData'))) ?? 'null',
    );
    expect(stored).toMatchObject({ action: 'WebsiteVisit' });
    expect(stored).toHaveProperty('history.length', 10);
  });

  test('stores and sends nothing once the visitor has chosen Reject', async ({ page }) => {
    await gotoReady(page, '/about');
    await page.getByRole('region', { name: 'Cookie choice' }).getByRole('button', { name: 'Reject' }).click();
    const before = await page.evaluate(() => localStorage.getItem('trackingData'));

    const calls: string[] = [];
    page.on('request', (request) => {
      if (isTrackingCall(request)) calls.push(request.url());
    });
    await page.reload();
    await waitForPageScript(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await page.waitForTimeout(500);
    expect(calls).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('trackingData'))).toBe(before);
  });

  test('a failed save is only a console warning', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.route(`**${operationUrlPath('saveTrackingData')}`, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"code":"service_unavailable","message":"Down"}',
      }),
    );
    await gotoReady(page, '/about');
    await expect.poll(() => warnings.join('\n')).toContain('Could not save the visit record');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test.use({ allowedConsoleErrors: [[/status of 503/], { scope: 'test' }] });
});

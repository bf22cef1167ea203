import type { Page } from '@playwright/test';
import { operationUrlPath } from '../../contract/operations.ts';
import { runsOn } from './devices.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import {
  acceptConsentBeforeLoad,
  appOrigin,
  gotoReady,
  loginUrl,
  signupUrl,
  stubWebApp,
} from './home-support.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await acceptConsentBeforeLoad(context, baseURL);
});

function wherefromOf(url: string): unknown {
  const wherefrom = new URL(url).searchParams.get('wherefrom');
  return wherefrom === null ? null : JSON.parse(wherefrom);
}

async function expectFocusInside(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
}

// The user agent decides: a computer's calls to action open the QR-code dialog, a phone's the app.
const onDesktop = runsOn(['desktop'], 'a computer’s calls to action open the QR-code dialog');
const onPhones = runsOn(
  ['phone', 'iphone'],
  'a phone’s calls to action open the app: an Android’s user agent and an iPhone’s each say it is a phone',
);

test.describe('on a desktop', onDesktop, () => {
  test('Login opens a labelled modal dialog with the login QR code; Esc closes it and focus returns', async ({
    page,
  }) => {
    await gotoReady(page, '/');
    const login = page.getByRole('banner').getByRole('button', { name: 'Login' });
    await login.click();

    const dialog = page.getByRole('dialog', { name: 'Log in on your phone' });
    await expect(dialog).toBeVisible();
    await expectFocusInside(page);
    await expect(dialog.getByRole('img', { name: `QR code linking to ${loginUrl}` })).toBeVisible();
    const manual = dialog.getByRole('link', { name: 'Open Fernly in this browser' });
    const href = (await manual.getAttribute('href')) ?? '';
    expect(href.startsWith(`${loginUrl}?wherefrom=`)).toBe(true);
    expect(wherefromOf(href)).toMatchObject({ action: 'DownloadClicked', referrer: expect.any(String) });

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(login).toBeFocused();
  });

  test('keeps Tab inside the dialog and passes axe while open', async ({ page }) => {
    await gotoReady(page, '/');
    await page.getByRole('button', { name: 'Start moving today' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Start Fernly on your phone' });
    await expect(dialog).toBeVisible();
    for (let press = 0; press < 5; press += 1) {
      await page.keyboard.press('Tab');
      await expectFocusInside(page);
    }
    for (let press = 0; press < 5; press += 1) {
      await page.keyboard.press('Shift+Tab');
      await expectFocusInside(page);
    }
    await expectNoAxeViolations(page);
  });

  test('toggles with each call-to-action click and the Close button', async ({ page }) => {
    await gotoReady(page, '/');
    const cta = page.getByRole('button', { name: 'Start moving today' }).first();
    const dialog = page.getByRole('dialog', { name: 'Start Fernly on your phone' });

    await cta.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img', { name: `QR code linking to ${signupUrl}` })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(cta).toBeFocused();

    await cta.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    expect(page.url()).not.toContain(appOrigin);
  });

  test('records a DownloadClicked event for each click', async ({ page }) => {
    await gotoReady(page, '/');
    const saved = page.waitForRequest(
      (request) =>
        request.url().endsWith(operationUrlPath('saveTrackingData')) &&
        request.postData()?.includes('DownloadClicked') === true,
    );
    await page.getByRole('button', { name: 'Start moving today' }).first().click();
    const body: unknown = (await saved).postDataJSON();
    expect(body).toMatchObject({ action: 'DownloadClicked', history: expect.any(Array) });
  });

  test('shows the partner signup code on a partner page, and the plain login code', async ({ page }) => {
    await gotoReady(page, '/Quay');
    await page.getByRole('button', { name: 'Start moving today' }).first().click();
    const signup = page.getByRole('dialog', { name: 'Start Fernly on your phone' });
    await expect(
      signup.getByRole('img', {
        name: `QR code linking to ${signupUrl}?affiliate=quay`,
      }),
    ).toBeVisible();
    await expect(signup.getByText('Your partner discount is included in this code.')).toBeVisible();
    const href =
      (await signup.getByRole('link', { name: 'Open Fernly in this browser' }).getAttribute('href')) ?? '';
    expect(new URL(href).searchParams.get('affiliate')).toBe('quay');
    await page.keyboard.press('Escape');

    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    const login = page.getByRole('dialog', { name: 'Log in on your phone' });
    await expect(login.getByRole('img', { name: `QR code linking to ${loginUrl}` })).toBeVisible();
  });
});

test.describe('on a phone', onPhones, () => {
  test('Start moving today opens the signup screen with the latest record in wherefrom', async ({ page }) => {
    await stubWebApp(page);
    await gotoReady(page, '/');
    await page.getByRole('button', { name: 'Start moving today' }).first().click();
    await page.waitForURL(`${signupUrl}?**`);
    const record = wherefromOf(page.url());
    expect(record).toMatchObject({ action: 'DownloadClicked', history: expect.any(Array) });
    const userAgent = await page.evaluate(() => navigator.userAgent);
    expect(record).toMatchObject({ userAgent });
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('Login opens the app login on a partner page, without the partner source', async ({ page }) => {
    await stubWebApp(page);
    await gotoReady(page, '/perkbox');
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${loginUrl}?**`);
    expect(new URL(page.url()).searchParams.get('affiliate')).toBeNull();
    expect(wherefromOf(page.url())).toMatchObject({ action: 'DownloadClicked' });
  });

  test('signup from a partner page carries the partner source', async ({ page }) => {
    await stubWebApp(page);
    await gotoReady(page, '/perkbox');
    await page
      .getByRole('article', { name: 'Monthly' })
      .getByRole('button', { name: 'Choose Monthly' })
      .click();
    await page.waitForURL(`${signupUrl}?**`);
    expect(new URL(page.url()).searchParams.get('affiliate')).toBe('perkbox');
  });
});

// A phone without script follows a link to the app instead (no-script.spec.ts).
test(
  'with JavaScript off, a call to action opens the dialog, whose link leads to the app',
  onDesktop,
  async ({ browser, baseURL, isMobile, hasTouch, viewport, userAgent }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL,
      isMobile,
      hasTouch,
      viewport,
      userAgent,
    });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Start moving today' }).first().click();
    const signup = page.getByRole('dialog', { name: 'Start Fernly on your phone' });
    await expect(signup).toBeVisible();
    await expect(signup.getByRole('link', { name: 'Open Fernly in this browser' })).toHaveAttribute(
      'href',
      signupUrl,
    );
    await signup.getByRole('button', { name: 'Close' }).click();
    await expect(signup).toBeHidden();

    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    const login = page.getByRole('dialog', { name: 'Log in on your phone' });
    await expect(login.getByRole('link', { name: 'Open Fernly in this browser' })).toHaveAttribute(
      'href',
      loginUrl,
    );

    await page.goto('/Totum');
    await page.getByRole('button', { name: 'Start moving today' }).first().click();
    await expect(
      page.getByRole('dialog', { name: 'Start Fernly on your phone' }).getByRole('link'),
    ).toHaveAttribute('href', `${signupUrl}?affiliate=totum`);
    await context.close();
  },
);

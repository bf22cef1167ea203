import { onEveryScreen } from './devices.ts';
import { expect, test } from './fixtures.ts';
import { gotoReady } from './home-support.ts';
import { waitForPageScript } from './site-routes.ts';

const day = 86_400;

// The bar and its buttons are laid out for each screen; on both, nothing it covers may take focus unseen.
test.describe('consent bar', onEveryScreen, () => {
  test('asks on the first visit with Accept and Reject equally prominent', async ({ page }) => {
    await gotoReady(page, '/about');
    const bar = page.getByRole('region', { name: 'Cookie choice' });
    await expect(bar).toBeVisible();
    const accept = bar.getByRole('button', { name: 'Accept' });
    const reject = bar.getByRole('button', { name: 'Reject' });
    await expect(accept).toBeVisible();
    await expect(reject).toBeVisible();
    expect(await accept.getAttribute('class')).toBe(await reject.getAttribute('class'));
    const [acceptBox, rejectBox] = await Promise.all([accept.boundingBox(), reject.boundingBox()]);
    expect(Math.abs((acceptBox?.height ?? 0) - (rejectBox?.height ?? 1))).toBeLessThan(1);
  });

  for (const [button, value, flag] of [
    ['Accept', 'granted', 'yes'],
    ['Reject', 'denied', 'no'],
  ] as const) {
    test(`${button} stores "${value}" for two years, host-only on this host, and hides the bar`, async ({
      page,
      context,
    }) => {
      await gotoReady(page, '/faqs');
      const before = Date.now() / 1000;
      await page.getByRole('region', { name: 'Cookie choice' }).getByRole('button', { name: button }).click();
      await expect(page.getByRole('region', { name: 'Cookie choice' })).toHaveCount(0);

      const cookie = (await context.cookies()).find((candidate) => candidate.name === 'analytics_consent');
      expect(cookie?.value).toBe(value);
      expect(cookie?.path).toBe('/');
      expect(cookie?.sameSite).toBe('Lax');
      // Host-only: the test host is not the product domain, so no Domain attribute was set.
      expect(cookie?.domain.startsWith('.')).toBe(false);
      // The cookie asks for two years (Max-Age=63072000, unit-tested); Chromium caps every cookie
      // at 400 days, so that cap is what the browser reports.
      expect(cookie?.expires ?? 0).toBeGreaterThan(before + 399 * day);
      expect(await page.evaluate(() => localStorage.getItem('gaAccept'))).toBe(flag);

      await page.reload();
      await waitForPageScript(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Cookie choice' })).toHaveCount(0);
    });
  }

  test('the privacy page switch changes the choice later, both ways', async ({ page, context }) => {
    await gotoReady(page, '/privacy-policy');
    await page.getByRole('region', { name: 'Cookie choice' }).getByRole('button', { name: 'Reject' }).click();
    const toggle = page.getByRole('switch', { name: /Allow analytics cookies/ });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect((await context.cookies()).find((cookie) => cookie.name === 'analytics_consent')?.value).toBe(
      'granted',
    );
    expect(await page.evaluate(() => localStorage.getItem('gaAccept'))).toBe('yes');
    await toggle.press('Space');
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect((await context.cookies()).find((cookie) => cookie.name === 'analytics_consent')?.value).toBe(
      'denied',
    );
    await expect(page.getByText(/You have rejected analytics cookies/)).toBeVisible();
  });

  test('never covers the focused element', async ({ page }) => {
    await gotoReady(page, '/contact-us');
    const bar = page.getByRole('region', { name: 'Cookie choice' });
    await expect(bar).toBeVisible();
    // The last links of the page sit in the footer, right above where the bar is fixed.
    const lastFooterLink = page.getByRole('contentinfo').getByRole('link').last();
    await lastFooterLink.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(lastFooterLink).toBeFocused();
    const [linkBox, barBox] = await Promise.all([lastFooterLink.boundingBox(), bar.boundingBox()]);
    expect((linkBox?.y ?? 0) + (linkBox?.height ?? 0)).toBeLessThanOrEqual(barBox?.y ?? 0);
  });

  test('loads no third-party script before or after a choice when no analytics id is configured', async ({
    page,
    baseURL,
  }) => {
    const siteOrigin = new URL(baseURL ?? 'http://127.0.0.1').origin;
    const thirdParty: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (/^https?:$/.test(url.protocol) && url.origin !== siteOrigin) thirdParty.push(request.url());
    });
    await gotoReady(page, '/about');
    await page.getByRole('region', { name: 'Cookie choice' }).getByRole('button', { name: 'Accept' }).click();
    await page.waitForTimeout(300);
    expect(thirdParty).toEqual([]);
  });
});

import { onEveryScreen } from './devices.ts';
import { expect, test } from './fixtures.ts';
import { acceptConsentBeforeLoad, gotoReady } from './home-support.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await acceptConsentBeforeLoad(context, baseURL);
});

const partnerPrices = [
  { plan: 'Weekly', was: '£3.49', now: '£2.79', period: 'week' },
  { plan: 'Monthly', was: '£6.99', now: '£5.59', period: 'month' },
  { plan: 'Yearly', was: '£49.99', now: '£39.99', period: 'year' },
];

// The plans stand side by side on a wide screen and one above another on a phone.
test.describe('standard pricing', onEveryScreen, () => {
  test('shows full prices, a 7-day trial and Monthly as Most Popular without a partner', async ({ page }) => {
    await gotoReady(page, '/');
    const pricing = page.getByRole('region', { name: 'Simple plans, no small print' });
    for (const { plan, was, period } of partnerPrices) {
      const card = pricing.getByRole('article', { name: plan });
      await expect(card.locator('.plan__amount')).toHaveText(was);
      await expect(card.locator('s')).toHaveCount(0);
      await expect(card).toContainText(`${was} per ${period}`);
      await expect(card).toContainText(`7 days free, then ${was} / ${period}. Cancel anytime.`);
    }
    await expect(pricing.getByRole('article', { name: 'Monthly' })).toContainText('Most Popular');
    await expect(pricing.getByRole('article', { name: 'Weekly' })).not.toContainText('Most Popular');
    await expect(page.getByText(/member discount is applied/)).toHaveCount(0);
    await expect(pricing.getByText(/member price/)).toHaveCount(0);
    expect(
      (await page.context().cookies()).find((cookie) => cookie.name === 'affiliateSource'),
    ).toBeUndefined();
  });
});

for (const { path, source, name, banner, trial } of [
  { path: '/quay', source: 'quay', name: 'Quay', banner: null, trial: '1 month' },
  {
    path: '/TOTUM',
    source: 'totum',
    name: 'Totum',
    banner: 'Your Totum member discount is applied',
    trial: '7 days',
  },
  {
    path: '/perkbox',
    source: 'perkbox',
    name: 'Perkbox',
    banner: 'Your Perkbox member discount is applied',
    trial: '7 days',
  },
] as const) {
  test.describe(`partner page ${path}`, onEveryScreen, () => {
    test(`is pre-rendered with 20% off every plan, the originals struck through, as ${name} member prices`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
      const page = await context.newPage();
      await page.goto(path);
      for (const { plan, was, now } of partnerPrices) {
        const card = page.getByRole('article', { name: plan });
        await expect(card.locator('s')).toHaveText(was);
        await expect(card.locator('.plan__amount')).toHaveText(now);
        await expect(card.getByText(`${name} member price`, { exact: true })).toBeVisible();
      }
      await context.close();
    });

    test(`sets the ${source} cookie, prices with the discount and says so to screen readers`, async ({
      page,
      baseURL,
    }) => {
      await gotoReady(page, path);
      for (const { plan, was, now, period } of partnerPrices) {
        const card = page.getByRole('article', { name: plan });
        await expect(card.locator('s')).toHaveText(was);
        await expect(card.locator('.plan__amount')).toHaveText(now);
        await expect(card.locator('.visually-hidden')).toHaveText(`was ${was}, now ${now} per ${period}`);
        // A screen reader hears whose price it is, then the old and the new price.
        await expect(card).toMatchAriaSnapshot(`
          - heading "${plan}" [level=3]
          - paragraph: ${name} member price
          - paragraph: was ${was}, now ${now} per ${period}
        `);
        await expect(card).toContainText(`${trial} free, then ${now} / ${period}. Cancel anytime.`);
      }
      await expect(page.getByRole('region', { name: 'Try Fernly free' })).toContainText(
        `Start with ${trial} free. Cancel anytime.`,
      );

      const cookie = (await page.context().cookies()).find(
        (candidate) => candidate.name === 'affiliateSource',
      );
      expect(cookie).toMatchObject({
        value: source,
        path: '/',
        secure: true,
        sameSite: 'None',
        domain: new URL(baseURL ?? '').hostname,
      });
      expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);
    });

    test(banner === null ? 'shows no partner banner' : 'shows the partner banner', async ({ page }) => {
      await gotoReady(page, path);
      if (banner === null) {
        await expect(page.getByText(/member discount is applied/)).toHaveCount(0);
      } else {
        await expect(page.getByText(banner)).toBeVisible();
      }
    });

    test('keeps the discount on the home page after leaving the partner page', async ({ page }) => {
      await gotoReady(page, path);
      await page.getByRole('banner').getByRole('link', { name: 'Fernly home' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('article', { name: 'Monthly' }).locator('.plan__amount')).toHaveText(
        '£5.59',
      );

      // A fresh load of the home page reads the cookie after hydration.
      await gotoReady(page, '/');
      await expect(page.getByRole('article', { name: 'Monthly' }).locator('.plan__amount')).toHaveText(
        '£5.59',
      );
      await expect(page.getByRole('article', { name: 'Monthly' }).locator('s')).toHaveText('£6.99');
      await expect(page.getByText(`${trial} free, then £5.59 / month. Cancel anytime.`)).toBeVisible();
      if (banner !== null) await expect(page.getByText(banner)).toBeVisible();
    });
  });
}

test('the simplified landing page prices the same way', onEveryScreen, async ({ page }) => {
  await gotoReady(page, '/totum');
  await gotoReady(page, '/HomePage1');
  await expect(page.getByRole('article', { name: 'Yearly' }).locator('.plan__amount')).toHaveText('£39.99');
  await expect(page.getByText('Your Totum member discount is applied')).toBeVisible();
});

import { pages } from '../../web/src/content/pages.ts';
import { expect, test } from './fixtures.ts';
import { hydrated, siteRoutes } from './site-routes.ts';

test.describe('pre-rendered pages', () => {
  for (const route of siteRoutes) {
    test(`${route.path} has its content in the HTML and hydrates cleanly`, async ({ page, request }) => {
      const response = await request.get(route.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const heading = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '');
      expect(heading, 'one h1 in the HTML served without JavaScript').toBeTruthy();
      if (route.heading !== '') expect(heading).toContain(route.heading);
      expect(html).toMatch(/<title>[^<]+\| Fernly<\/title>|<title>[^<]*Fernly[^<]*<\/title>/);
      expect(html).toContain('<link rel="canonical"');

      await page.goto(route.path);
      await page.waitForFunction(hydrated);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  test('routes match in any letter case and hydrate without a mismatch', async ({ page }) => {
    for (const path of ['/quay', '/QUAY', '/homepage1', '/HEKA', '/Privacy-Policy']) {
      await page.goto(path);
      await page.waitForFunction(hydrated);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });

  test('an unknown address answers 404 with the pre-rendered not-found page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await page.waitForFunction(hydrated);
    await expect(page.getByRole('heading', { level: 1, name: pages.notFound.heading })).toBeVisible();
    await expect(page).toHaveTitle(/Page not found/);
  });

  test.use({ allowedConsoleErrors: [[/status of 404/], { scope: 'test' }] });
});

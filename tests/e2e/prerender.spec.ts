// The pre-rendered pages in a browser: a page's own chunk arrives only with the router, and a
// route typed in another letter case starts cleanly. What the HTML, the sitemap, the social cards
// and the 404s hold is read without a browser in tests/site/prerender.test.ts.
import { onceOnDesktop } from './devices.ts';
import { expect, test } from './fixtures.ts';
import { gotoReady } from './home-support.ts';

const onDesktop = onceOnDesktop(
  'which files the router fetches, and how a page starts, do not depend on the screen',
);

test.describe('pre-rendered pages', onDesktop, () => {
  test('the terms are their own chunk, fetched only when the router shows the terms', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      // The field vitals' module loads on every page at its first idle moment (decision 0045).
      if (request.resourceType() === 'script' && !/\/assets\/fieldVitals-[\w-]+\.js$/.test(path))
        scripts.push(path);
    });
    await page.goto('/terms-and-conditions');
    await page.waitForLoadState('networkidle');
    expect(scripts, 'a pre-rendered page needs no script of its own').toEqual([]);
    await page.goto('/about');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms & Conditions' }).click();
    await expect(page.getByRole('heading', { level: 2, name: /Cancelling/ })).toBeVisible();
    expect(scripts.some((path) => path.includes('/terms-and-conditions-'))).toBe(true);
  });

  test('routes match in any letter case and hydrate without a mismatch', async ({ page }) => {
    for (const path of ['/quay', '/QUAY', '/homepage1', '/HEKA', '/Privacy-Policy']) {
      await gotoReady(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });
});

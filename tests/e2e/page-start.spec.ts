// How a pre-rendered page starts (web/src/boot.ts, decision 0033): its own inline script runs its
// controls from the first paint; React arrives only where a visitor needs it (the contact form, a
// partner's prices), and the router only when a link within the site is followed.
import type { Page } from '@playwright/test';
import { onceOnDesktop } from './devices.ts';
import { expect, test } from './fixtures.ts';
import { acceptConsentBeforeLoad } from './home-support.ts';

// Playwright's clicks are the same pointer events on a phone profile: what a page fetches on them
// does not depend on the screen.
const onDesktop = onceOnDesktop('which scripts a page fetches, and when, does not depend on the screen');

test.beforeEach(async ({ context, baseURL }) => {
  await acceptConsentBeforeLoad(context, baseURL);
});

/**
 * Every script file the page fetches, from now on, but the field vitals' module, which every page
 * loads at its first idle moment and which runs no control (decision 0045).
 */
function scriptsFetched(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.resourceType() === 'script' && !/\/assets\/fieldVitals-[\w-]+\.js$/.test(path))
      fetched.push(path);
  });
  return fetched;
}

/** Lets the page load, then waits past the idle moment at which a page starts what it needs. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2000);
}

test(
  'the home page fetches no script for its controls: they run on the inline one',
  onDesktop,
  async ({ page }) => {
    const fetched = scriptsFetched(page);
    await page.goto('/');
    await settle(page);
    expect(fetched).toEqual([]);
    const next = page.getByRole('button', { name: 'Next testimonials' });
    await expect(next, 'the carousel’s buttons are there, run by the inline script').toBeVisible();
  },
);

test(
  'the contact page hydrates its form when the visitor starts on it, not before',
  onDesktop,
  async ({ page }) => {
    const fetched = scriptsFetched(page);
    await page.goto('/contact-us');
    await settle(page);
    expect(fetched, 'nothing before the visitor acts').toEqual([]);
    await page.getByLabel('Message', { exact: true }).click();
    await expect(page.locator('[data-island="contact-form"][data-hydrated]')).toBeAttached();
    expect(fetched.some((path) => /\/assets\/contactForm-[\w-]+\.js$/.test(path))).toBe(true);
    expect(
      fetched.some((path) => /\/assets\/router-[\w-]+\.js$/.test(path)),
      'no router yet',
    ).toBe(false);
  },
);

test('a link within the site shows the next page without loading a document', onDesktop, async ({ page }) => {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  });
  await page.goto('/about');
  await settle(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQs' }).click();
  await expect(page).toHaveURL(/\/faqs$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
  await expect(page).toHaveTitle(/Frequently asked questions/);
  expect(documents).toEqual(['/about']);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Fernly');
  expect(documents).toEqual(['/about']);
});

test.describe('with the router blocked', onDesktop, () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });

  test('a link still leads to its page', async ({ page }) => {
    await page.route('**/assets/router-*.js', (route) => route.abort());
    await page.goto('/about');
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQs' }).click();
    await expect(page).toHaveURL(/\/faqs$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
  });
});

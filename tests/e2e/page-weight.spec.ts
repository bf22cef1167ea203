// What a page fetches in Chromium with no input, and on the first touch of the contact form: the
// scripts, the other origins, the island and the hero still the browser chose. The budgets are in
// tests/size-budgets.ts; what the built files weigh is read without a browser in
// tests/site/page-weight.test.ts.
import type { Page, Response } from '@playwright/test';
import { gzipBytes, kilobytes } from '../../web/prerender/sizes.ts';
import { sizeBudgets } from '../size-budgets.ts';
import { onceOnDesktop } from './devices.ts';
import { expect, test } from './fixtures.ts';
import { siteRoutes, waitForPageScript } from './site-routes.ts';

interface Fetched {
  readonly url: URL;
  readonly type: string;
  readonly body: Buffer;
}

/** The field vitals' module, as the boot script names it. */
async function fieldVitalsModule(page: Page): Promise<string> {
  const path = await page
    .locator('script[data-island-field-vitals]')
    .getAttribute('data-island-field-vitals');
  if (path === null) throw new Error('The boot script names no field vitals module');
  return path;
}

/**
 * Loads a route with no input until the page has loaded, the field vitals' module has been
 * fetched at the first idle moment and the network is quiet; returns what it fetched.
 */
async function loadUntouched(page: Page, path: string): Promise<Fetched[]> {
  const bodies: Promise<Fetched | null>[] = [];
  const record = (response: Response) =>
    response
      .body()
      .then((body) => ({ url: new URL(response.url()), type: response.request().resourceType(), body }))
      .catch(() => null);
  const listener = (response: Response) => bodies.push(record(response));
  page.on('response', listener);
  await page.goto(path);
  await waitForPageScript(page);
  await page.waitForFunction(
    (module) => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(module)),
    await fieldVitalsModule(page),
  );
  await page.waitForLoadState('networkidle');
  page.off('response', listener);
  return (await Promise.all(bodies)).filter((fetched) => fetched !== null);
}

const onDesktop = onceOnDesktop(
  'what a page fetches does not depend on the screen, and the bytes are the same',
);

test.describe('size budgets', onDesktop, () => {
  test('before any interaction every page fetches one script, the field vitals’ module, and nothing from another origin', async ({
    page,
    baseURL,
  }) => {
    // Every route in turn, each loaded until its network is quiet.
    test.setTimeout(siteRoutes().length * 5_000);
    const origin = new URL(baseURL ?? '').origin;
    for (const route of siteRoutes()) {
      const fetched = await loadUntouched(page, route.path);
      const vitals = await fieldVitalsModule(page);
      const scripts = fetched.filter((file) => file.type === 'script');
      const others = scripts.filter((file) => file.url.pathname !== vitals);
      expect(
        others.map((file) => `${file.url.pathname} ${kilobytes(gzipBytes(file.body))}`).join(', '),
        `${route.path}: scripts fetched before any interaction, the field vitals’ module aside`,
      ).toBe('');
      expect(
        scripts.filter((file) => file.url.pathname === vitals).length,
        `${route.path}: the field vitals’ module`,
      ).toBe(1);
      // Before the visitor chooses, nothing may reach a third party (analytics waits for consent).
      const elsewhere = fetched.filter((file) => file.url.origin !== origin && file.url.protocol !== 'data:');
      expect(
        elsewhere.map((file) => file.url.href),
        route.path,
      ).toEqual([]);
    }
  });

  test('/contact-us: the form’s island arrives when the visitor starts on the form, within budget', async ({
    page,
  }) => {
    const fetched = await loadUntouched(page, '/contact-us');
    const vitals = await fieldVitalsModule(page);
    expect(fetched.filter((file) => file.type === 'script' && file.url.pathname !== vitals)).toEqual([]);
    const island = page.locator('[data-island="contact-form"]');
    await expect(island).not.toHaveAttribute('data-hydrated');
    const scripts: Promise<Buffer>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.body());
    });
    await page.getByLabel('First name').focus();
    await expect(island).toHaveAttribute('data-hydrated');
    const javascript = (await Promise.all(scripts)).reduce((sum, body) => sum + gzipBytes(body), 0);
    expect(javascript, 'the island and React').toBeGreaterThan(0);
    expect(javascript, 'the island and React').toBeLessThanOrEqual(sizeBudgets.contactFormIsland);
  });

  test('/: the hero still is light and painted before a byte of the clip is fetched', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const fetched = await loadUntouched(page, '/');
    const poster = await page
      .locator('.hero picture img')
      .evaluate((image) => (image instanceof HTMLImageElement ? image.currentSrc : ''));
    const posterFile = fetched.find((file) => file.url.href === poster);
    expect(posterFile, `the still ${poster} was fetched`).toBeDefined();
    expect(posterFile?.body.length ?? Infinity).toBeLessThanOrEqual(sizeBudgets.heroPoster);

    // The page script starts the clip after the load event; wait for it, then compare when it was requested with the first paint.
    await expect(page.locator('.hero video')).toHaveJSProperty('paused', false);
    const timings = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      clips: performance
        .getEntriesByType('resource')
        .filter((entry) => /hero-loop/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    expect(timings.firstPaint, 'first contentful paint recorded').not.toBeNull();
    expect(timings.clips.length, 'the clip was requested').toBeGreaterThan(0);
    for (const start of timings.clips) expect(start).toBeGreaterThan(timings.firstPaint ?? Infinity);
  });
});

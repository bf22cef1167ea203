// Size budgets, measured the way a visitor's browser meets them: each route is loaded in
// Chromium with no input, and every byte it fetched is counted (text files as gzip -9). The
// figures are deterministic, so the budgets are tests rather than benchmarks.
import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { hydrated, siteRoutes } from './site-routes.ts';

const kilobyte = 1024;

const gzip9 = (body: Buffer | string) => gzipSync(body, { level: 9 }).length;

/**
 * The budgets, in bytes. A page runs on its own inline script (decision 0033): React and the router
 * load only when a visitor needs them, so before any interaction a page fetches one script, the
 * field vitals' module, once the browser is idle (decision 0045); its budget is the size of the
 * `web-vitals` attribution build it is made from (5,587 bytes gzip -9 in 6.2.3), to the tenth of a
 * kilobyte: the module is 5,629 bytes, the library's code and 42 of its own. The contact
 * form's island, fetched when the visitor starts on the form, has a budget of its own. The inline
 * script's budget was 12 KB until page copy became content files (decision 0053): a blog post's
 * inline script then measured 12,296 bytes, 8 over, with the post's copy carried as data.
 */
export const sizeBudgets = {
  inlineScript: 12.5 * kilobyte,
  fieldVitalsModule: 5.5 * kilobyte,
  contactFormIsland: 90 * kilobyte,
  cssPerRoute: 20 * kilobyte,
  htmlHome: 30 * kilobyte,
  heroPoster: 60 * kilobyte,
  heroVideo: 600 * kilobyte,
} as const;

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
  page.on('response', (response) => bodies.push(record(response)));
  await page.goto(path);
  await page.waitForFunction(hydrated);
  await page.waitForFunction(
    (module) => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(module)),
    await fieldVitalsModule(page),
  );
  await page.waitForLoadState('networkidle');
  return (await Promise.all(bodies)).filter((fetched) => fetched !== null);
}

const kb = (bytes: number) => `${(bytes / kilobyte).toFixed(1)} KB`;

test.describe('size budgets', () => {
  // The bytes do not depend on the viewport; one project is enough.
  test.skip(({ isMobile }) => isMobile, 'desktop project only');

  for (const route of siteRoutes()) {
    test(`${route.path}: JavaScript and CSS within budget, nothing from other origins`, async ({
      page,
      baseURL,
    }) => {
      const fetched = await loadUntouched(page, route.path);
      const inline = (await page.locator('script:not([src])').allTextContents()).join('\n');
      expect(gzip9(inline), 'the page’s inline script').toBeLessThanOrEqual(sizeBudgets.inlineScript);

      const vitals = await fieldVitalsModule(page);
      const scripts = fetched.filter((file) => file.type === 'script');
      const others = scripts.filter((file) => file.url.pathname !== vitals);
      const listing = others.map((file) => `${file.url.pathname} ${kb(gzip9(file.body))}`).join(', ');
      expect(listing, 'scripts fetched before any interaction, the field vitals’ module aside').toBe('');
      const vitalsBytes = scripts
        .filter((file) => file.url.pathname === vitals)
        .reduce((sum, file) => sum + gzip9(file.body), 0);
      expect(vitalsBytes, 'the field vitals’ module').toBeGreaterThan(0);
      expect(vitalsBytes, 'the field vitals’ module').toBeLessThanOrEqual(sizeBudgets.fieldVitalsModule);

      const inlineStyles = await page.locator('style').allTextContents();
      const stylesheets = fetched.filter((file) => file.type === 'stylesheet');
      const css =
        inlineStyles.reduce((sum, style) => sum + gzip9(style), 0) +
        stylesheets.reduce((sum, file) => sum + gzip9(file.body), 0);
      expect(css, 'CSS of the route').toBeLessThanOrEqual(sizeBudgets.cssPerRoute);

      // Before the visitor chooses, nothing may reach a third party (analytics waits for consent).
      const origin = new URL(baseURL ?? '').origin;
      const elsewhere = fetched.filter((file) => file.url.origin !== origin && file.url.protocol !== 'data:');
      expect(elsewhere.map((file) => file.url.href)).toEqual([]);
    });
  }

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
    const javascript = (await Promise.all(scripts)).reduce((sum, body) => sum + gzip9(body), 0);
    expect(javascript, 'the island and React').toBeGreaterThan(0);
    expect(javascript, 'the island and React').toBeLessThanOrEqual(sizeBudgets.contactFormIsland);
  });

  test('/: the HTML is small', async ({ page }) => {
    const fetched = await loadUntouched(page, '/');
    const document = fetched.find((file) => file.type === 'document');
    expect(document, 'the page itself').toBeDefined();
    expect(gzip9(document?.body ?? '')).toBeLessThanOrEqual(sizeBudgets.htmlHome);
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

  test('the hero clip files are within budget', async ({ page, request }) => {
    await page.goto('/');
    const sources = await page
      .locator('.hero video source')
      .evaluateAll((elements) =>
        elements.map((source) => (source instanceof HTMLSourceElement ? source.src : '')),
      );
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) {
      const response = await request.get(source);
      expect(response.ok()).toBe(true);
      expect((await response.body()).length, source).toBeLessThanOrEqual(sizeBudgets.heroVideo);
    }
  });

  test('no web font blocks text: every @font-face swaps or is optional', async ({ page }) => {
    await page.goto('/');
    const css = (await page.locator('style').allTextContents()).join('\n');
    const fontFaces = css.match(/@font-face\s*{[^}]*}/g) ?? [];
    for (const fontFace of fontFaces) expect(fontFace).toMatch(/font-display:\s*(swap|optional|fallback)/);
    const blockingFontLinks = await page.locator('link[rel="stylesheet"][href*="font"]').count();
    expect(blockingFontLinks).toBe(0);
  });
});

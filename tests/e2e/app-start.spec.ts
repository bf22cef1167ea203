// How the app takes over a pre-rendered page (web/src/boot.ts): after the first paint and the
// load event, without any input, and at once when the visitor acts first, losing no tap.
import { expect, test } from './fixtures.ts';
import { acceptConsentBeforeLoad } from './home-support.ts';
import { hydrated } from './site-routes.ts';

const appEntry = '**/assets/entry-client-*.js';

test.beforeEach(async ({ context, baseURL }) => {
  await acceptConsentBeforeLoad(context, baseURL);
});

test('the app is fetched after the page has loaded, with no input needed', async ({ page }) => {
  await page.goto('/');
  await page.waitForFunction(hydrated);
  const timings = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation');
    return {
      loaded: navigation instanceof PerformanceNavigationTiming ? navigation.loadEventStart : null,
      scripts: performance
        .getEntriesByType('resource')
        // The page's own hydration data is a deferred part of the page (decision 0011), not the app.
        .filter((entry) => entry.name.endsWith('.js') && !entry.name.includes('/assets/hydration/'))
        .map((entry) => entry.startTime),
    };
  });
  expect(timings.loaded).not.toBeNull();
  expect(timings.scripts.length).toBeGreaterThan(0);
  // Not compared with first-contentful-paint: that is when the compositor showed the frame,
  // which on a phone profile can trail the main thread's load event by a few milliseconds.
  for (const start of timings.scripts) expect(start).toBeGreaterThanOrEqual(timings.loaded ?? Infinity);
});

test('a tap on a button before the app has arrived is replayed once it has', async ({ page }) => {
  let releaseApp = () => {};
  const appHeld = new Promise<void>((resolve) => {
    releaseApp = resolve;
  });
  let appRequested = false;
  await page.route(appEntry, async (route) => {
    appRequested = true;
    await appHeld;
    await route.continue();
  });
  // The load event would start the app on its own; hold it back so the tap surely comes first.
  await page.goto('/', { waitUntil: 'domcontentloaded' });

  const carousel = page.getByRole('region', { name: 'What members say' });
  const slides = carousel.locator('[aria-roledescription="slide"]');
  await expect(slides.nth(0)).toHaveAccessibleName('1 of 12');
  await carousel.getByRole('button', { name: 'Next testimonials' }).click();
  await expect(slides.nth(0), 'nothing moves without the app').toHaveAccessibleName('1 of 12');
  await expect.poll(() => appRequested, { message: 'the tap asked for the app at once' }).toBe(true);

  releaseApp();
  await page.waitForFunction(hydrated);
  await expect(slides.nth(0)).toHaveAccessibleName('2 of 12');
});

// Every picture holds its place before its file arrives: a box that takes its size from the
// image shifts the page when the image lands, late on a slow phone network. The test holds every
// image request, measures each image's box, lets the files through and measures again.
import type { Page } from '@playwright/test';
import { onEveryScreen } from './devices.ts';
import { expect, test } from './fixtures.ts';
import { siteRoutes } from './site-routes.ts';

const imageFile = /\.(avif|webp|png|jpe?g|svg)(\?|$)/;

function imageBoxes(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('img')].map((image) => {
      const box = image.getBoundingClientRect();
      const name = image.currentSrc || image.getAttribute('src') || '';
      return `${image.className || 'img'} ${name.split('/').pop() ?? ''}: ${Math.round(box.width)}×${Math.round(box.height)} at ${Math.round(box.top + scrollY)}`;
    }),
  );
}

// Each layout sizes its pictures its own way: the wide one and the phone's are both measured.
test('no image moves the page when its file arrives', onEveryScreen, async ({ page }) => {
  test.setTimeout(120_000);
  for (const { path } of siteRoutes()) {
    const held: (() => Promise<void>)[] = [];
    await page.route(imageFile, (route) => {
      held.push(() => route.continue());
    });
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    const before = await imageBoxes(page);
    await Promise.all(held.map((release) => release()));
    await page.unroute(imageFile);
    await page.waitForLoadState('load');
    await page.evaluate(() =>
      Promise.all(
        [...document.images]
          .filter((image) => image.loading !== 'lazy')
          .map((image) => image.decode().catch(() => undefined)),
      ),
    );
    // Boxes are compared by source-independent position: the file chosen may differ by density.
    const strip = (boxes: string[]) => boxes.map((box) => box.replace(/ [^ ]*: /, ': '));
    expect(strip(await imageBoxes(page)), path).toEqual(strip(before));
  }
});

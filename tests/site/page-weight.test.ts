// Size budgets of the built pages, read from what the local stack serves: each route's inline
// script, the field vitals' module it names, its CSS and what it asks other origins for, the home
// page's HTML, the hero clip and the web fonts. The figures are deterministic, so the budgets are
// tests rather than benchmarks. What a page fetches in a browser before any interaction, and on
// the first touch, is tests/e2e/page-weight.spec.ts's.
import type { Document } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { gzipBytes, kilobytes } from '../../web/prerender/sizes.ts';
import { siteRoutes } from '../e2e/site-routes.ts';
import { sizeBudgets } from '../size-budgets.ts';
import { get, parsed, siteUrl, text } from './served.ts';

async function page(path: string): Promise<Document> {
  const served = await get(path);
  expect(served.status, path).toBe(200);
  return parsed(text(served));
}

/** The field vitals' module, as the boot script names it. */
function fieldVitalsModule(document: Document): string {
  const path = document
    .querySelector('script[data-island-field-vitals]')
    ?.getAttribute('data-island-field-vitals');
  if (path === null || path === undefined) throw new Error('The boot script names no field vitals module');
  return path;
}

/** Every address the page has a browser fetch as it loads: files, images, styles and their url()s. */
function fetchedAddresses(document: Document): string[] {
  const attribute = (selector: string, name: string) =>
    [...document.querySelectorAll(selector)].map((element) => element.getAttribute(name) ?? '');
  const candidates = (srcset: string) =>
    srcset.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '');
  const css = [
    ...[...document.querySelectorAll('style')].map((style) => style.textContent),
    ...attribute('[style]', 'style'),
  ].join('\n');
  return [
    ...attribute('script[src]', 'src'),
    ...attribute(
      'link[rel~="stylesheet"], link[rel~="preload"], link[rel~="modulepreload"], link[rel~="prefetch"], link[rel~="icon"], link[rel~="apple-touch-icon"], link[rel~="manifest"]',
      'href',
    ),
    ...attribute('img[src], source[src], video[src], audio[src], iframe[src], embed[src]', 'src'),
    ...attribute('img[srcset], source[srcset]', 'srcset').flatMap(candidates),
    ...attribute('video[poster]', 'poster'),
    ...attribute('object[data]', 'data'),
    ...[...css.matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)|@import\s+['"]([^'"]+)['"]/g)].map(
      ([, url, imported]) => url ?? imported ?? '',
    ),
  ].filter((address) => address !== '');
}

describe('size budgets', () => {
  for (const route of siteRoutes()) {
    it(`${route.path}: JavaScript and CSS within budget, nothing from other origins`, async () => {
      const document = await page(route.path);
      const inline = [...document.querySelectorAll('script:not([src])')]
        .map((script) => script.textContent)
        .join('\n');
      expect(gzipBytes(inline), 'the page’s inline script').toBeLessThanOrEqual(sizeBudgets.inlineScript);
      expect(
        [
          ...document.querySelectorAll(
            'script[src], link[rel~="modulepreload"], link[rel~="preload"][as="script"]',
          ),
        ].map((element) => element.outerHTML),
        'scripts the HTML loads itself: none, the page runs on its inline one',
      ).toEqual([]);

      const vitals = await get(fieldVitalsModule(document));
      expect(vitals.status, 'the field vitals’ module').toBe(200);
      expect(gzipBytes(vitals.body), 'the field vitals’ module').toBeGreaterThan(0);
      expect(gzipBytes(vitals.body), 'the field vitals’ module').toBeLessThanOrEqual(
        sizeBudgets.fieldVitalsModule,
      );

      const stylesheets = await Promise.all(
        [...document.querySelectorAll('link[rel~="stylesheet"]')].map(async (link) =>
          gzipBytes((await get(link.getAttribute('href') ?? '')).body),
        ),
      );
      const css =
        [...document.querySelectorAll('style')].reduce(
          (sum, style) => sum + gzipBytes(style.textContent),
          0,
        ) + stylesheets.reduce((sum, bytes) => sum + bytes, 0);
      expect(css, `CSS of the route (${kilobytes(css)})`).toBeLessThanOrEqual(sizeBudgets.cssPerRoute);

      // Before the visitor chooses, nothing may reach a third party (analytics waits for consent).
      const origin = new URL(siteUrl()).origin;
      const addresses = fetchedAddresses(document);
      expect(addresses, 'the files the page itself fetches were found').toContain('/favicon.svg');
      const elsewhere = addresses.filter((address) => {
        const url = new URL(address, siteUrl());
        return url.origin !== origin && url.protocol !== 'data:';
      });
      expect(elsewhere).toEqual([]);
    });
  }

  it('/: the HTML is small', async () => {
    const served = await get('/');
    expect(served.status).toBe(200);
    expect(gzipBytes(served.body)).toBeLessThanOrEqual(sizeBudgets.htmlHome);
  });

  it('the hero clip files are within budget', async () => {
    const sources = [...(await page('/')).querySelectorAll('.hero video source')].map(
      (source) => source.getAttribute('src') ?? '',
    );
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) {
      const served = await get(source);
      expect(served.status, source).toBe(200);
      expect(served.body.length, source).toBeLessThanOrEqual(sizeBudgets.heroVideo);
    }
  });

  it('no web font blocks text: every @font-face swaps or is optional', async () => {
    const document = await page('/');
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    // None today: the pages use the system's fonts. A web font added later must not block text.
    const fontFaces = css.match(/@font-face\s*{[^}]*}/g) ?? [];
    for (const fontFace of fontFaces) expect(fontFace).toMatch(/font-display:\s*(swap|optional|fallback)/);
    expect(document.querySelectorAll('link[rel="stylesheet"][href*="font"]').length).toBe(0);
  });
});

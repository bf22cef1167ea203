// What a visitor's browser asks a site for besides its pages: /favicon.ico with the classic sizes,
// the SVG and touch icons, and a web app manifest every page links, each served with an image or
// manifest type and the headers every file outside /assets/ gets (edge/cache-control.ts). The
// build writes them (web/prerender/brand-files.ts, web/public/); the local stack serves them as
// CloudFront does. Only the manifest's parse needs a browser: the rest reads the build and HTTP.
// And the blog's feed, which a reader finds by a link they can see.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { z } from 'zod';
import { listSiteFiles } from '../../cdk/site-uploads.ts';
import { revalidateCacheControl } from '../../edge/cache-control.ts';
import { webAppManifestType } from '../../web/prerender/brand-files.ts';
import { blogCopyFileSchema } from '../../web/src/features/blog/blog-copy-schema.ts';
import { brandColors, brandName } from '../../web/src/shared/brand.ts';
import { siteIcons, webAppManifestPath, type SiteIcon } from '../../web/src/shared/site-icons.ts';
import { feedPath } from '../../web/src/site/head-tags.ts';
import { readContentFile } from '../content-file.ts';
import { readIcoDirectory } from '../ico-directory.ts';
import { expect, test } from './fixtures.ts';

const siteDir = fileURLToPath(new URL('../../dist/site/', import.meta.url));
const siteFile = (path: string) => readFileSync(`${siteDir}${path.replace(/^\//, '')}`);

/** Every pre-rendered page: the routes, the 404 page and the experiments' copies; not the editor. */
const pageFiles = () =>
  listSiteFiles(siteDir).filter((file) => file.endsWith('.html') && !file.startsWith('admin/'));

test.describe('the basics a browser asks for', () => {
  test.skip(({ isMobile }) => isMobile, 'files and headers do not depend on the device');

  test('favicon.ico holds the mark at 16, 32 and 48 pixels', async () => {
    const images = readIcoDirectory(siteFile(siteIcons.ico.path));
    expect(images.map((image) => [image.width, image.height])).toEqual(
      siteIcons.ico.sizes.map((size) => [size, size]),
    );
    for (const image of images) {
      const drawn = await sharp(image.image).metadata();
      expect([drawn.format, drawn.width]).toEqual(['png', image.width]);
    }
  });

  test('every page links the icons and the manifest, whose icons exist at the sizes it gives', async () => {
    const pages = pageFiles();
    expect(pages.length).toBeGreaterThan(10);
    for (const file of pages) {
      const head = siteFile(file).toString('utf8').split('</head>')[0] ?? '';
      const links = [...head.matchAll(/<link [^>]*>/g)].map(([tag]) => tag);
      expect(links, file).toEqual(
        expect.arrayContaining([
          `<link rel="icon" href="${siteIcons.ico.path}" sizes="32x32"/>`,
          `<link rel="icon" href="${siteIcons.svg.path}" type="${siteIcons.svg.type}"/>`,
          `<link rel="apple-touch-icon" href="${siteIcons.appleTouch.path}"/>`,
          `<link rel="manifest" href="${webAppManifestPath}"/>`,
        ]),
      );
    }

    const manifest: unknown = JSON.parse(siteFile(webAppManifestPath).toString('utf8'));
    expect(manifest).toMatchObject({
      name: brandName,
      start_url: '/',
      display: 'browser',
      theme_color: brandColors.fern,
      background_color: brandColors.paper,
    });
    const { icons } = z
      .object({ icons: z.array(z.object({ src: z.string(), sizes: z.string(), type: z.string() })).min(1) })
      .parse(manifest);
    for (const icon of icons) {
      const file = siteFile(icon.src);
      if (icon.type === 'image/svg+xml') {
        expect(icon.sizes).toBe('any');
        expect(file.toString('utf8')).toMatch(/^<svg /);
      } else {
        const { format, width, height } = await sharp(file).metadata();
        expect(`image/${format}`, icon.src).toBe(icon.type);
        expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
      }
    }
  });

  const served: readonly { readonly path: string; readonly type: string }[] = [
    ...Object.values(siteIcons).map((icon: SiteIcon) => ({ path: icon.path, type: icon.type })),
    { path: webAppManifestPath, type: webAppManifestType },
  ];
  for (const { path, type } of served) {
    test(`HEAD ${path} answers 200 as ${type}, revalidated like every file with a lasting name`, async ({
      request,
    }) => {
      const response = await request.head(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']?.split(';')[0]).toBe(type);
      expect(response.headers()['cache-control']).toBe(revalidateCacheControl);
    });
  }

  test('Chromium reads the manifest without an error and finds its name and icons', async ({ page }) => {
    await page.goto('/');
    const cdp = await page.context().newCDPSession(page);
    const { url, errors, data } = await cdp.send('Page.getAppManifest', {});
    expect(new URL(url).pathname).toBe(webAppManifestPath);
    expect(errors).toEqual([]);
    expect(JSON.parse(data ?? '{}')).toMatchObject({ name: brandName });
  });
});

test('the blog shows a link to its feed, with its icon, named for what it does', async ({
  page,
  request,
}) => {
  const { feedLink } = readContentFile('content/pages/blog.yaml', blogCopyFileSchema).blog;
  await page.goto('/blog-page');
  const link = page.getByRole('link', { name: feedLink });
  await expect(link).toBeVisible();
  await expect(link.locator('svg')).toBeVisible();
  const href = await link.getAttribute('href');
  expect(href).toBe(feedPath);
  const feed = await request.get(href ?? '');
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
});

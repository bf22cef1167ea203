// What a visitor's browser asks a site for besides its pages: /favicon.ico with the classic sizes,
// the SVG and touch icons, and a web app manifest every page links, each served with an image or
// manifest type and the headers every file outside /assets/ gets (edge/cache-control.ts). The
// build writes them (web/prerender/brand-files.ts, web/public/); the local stack serves them as
// CloudFront does. That Chromium parses the manifest is tests/e2e/site-basics.spec.ts's.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listSiteFiles } from '../../cdk/site-uploads.ts';
import { revalidateCacheControl } from '../../edge/cache-control.ts';
import { webAppManifestType } from '../../web/prerender/brand-files.ts';
import { brandColors, brandName } from '../../web/src/shared/brand.ts';
import { siteIcons, webAppManifestPath, type SiteIcon } from '../../web/src/shared/site-icons.ts';
import { readIcoDirectory } from '../ico-directory.ts';
import { head, header } from './served.ts';

const siteDir = fileURLToPath(new URL('../../dist/site/', import.meta.url));
const siteFile = (path: string) => readFileSync(`${siteDir}${path.replace(/^\//, '')}`);

/** Every pre-rendered page: the routes, the 404 page and the experiments' copies; not the editor. */
const pageFiles = () =>
  listSiteFiles(siteDir).filter((file) => file.endsWith('.html') && !file.startsWith('admin/'));

describe('the basics a browser asks for', () => {
  it('favicon.ico holds the mark at 16, 32 and 48 pixels', async () => {
    const images = readIcoDirectory(siteFile(siteIcons.ico.path));
    expect(images.map((image) => [image.width, image.height])).toEqual(
      siteIcons.ico.sizes.map((size) => [size, size]),
    );
    for (const image of images) {
      const drawn = await sharp(image.image).metadata();
      expect([drawn.format, drawn.width]).toEqual(['png', image.width]);
    }
  });

  it('every page links the icons and the manifest, whose icons exist at the sizes it gives', async () => {
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
    it(`HEAD ${path} answers 200 as ${type}, revalidated like every file with a lasting name`, async () => {
      const served = await head(path);
      expect(served.status).toBe(200);
      expect(header(served, 'content-type')?.split(';')[0]).toBe(type);
      expect(header(served, 'cache-control')).toBe(revalidateCacheControl);
    });
  }
});

// Decision 0069: a call to action answers from the first byte it is visible, so the dialog it opens
// must already be in the document when its button arrives.
describe('calls to action from the first byte', () => {
  it('every page has each dialog before the buttons that open it', () => {
    const pages = listSiteFiles(siteDir).filter(
      (file) => file.endsWith('.html') && !file.startsWith('admin/'),
    );
    expect(pages.length).toBeGreaterThan(10);
    const late: string[] = [];
    for (const file of pages) {
      const html = readFileSync(`${siteDir}${file}`, 'utf8');
      for (const invoker of html.matchAll(/<button [^>]*\bcommandfor="([^"]+)"/g)) {
        const target = html.indexOf(` id="${invoker[1] ?? ''}"`);
        if (target === -1 || target > invoker.index) late.push(`${file}: #${invoker[1] ?? ''}`);
      }
    }
    expect(late, 'buttons whose dialog comes after them, or not at all').toEqual([]);
  });
});

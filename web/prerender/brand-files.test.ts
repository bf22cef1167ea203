import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readIcoDirectory } from '../../tests/ico-directory.ts';
import { brandColors, brandName } from '../src/shared/brand.ts';
import { siteIcons } from '../src/shared/site-icons.ts';
import { brandFiles, icoFile, webAppManifest } from './brand-files.ts';

describe('favicon.ico', () => {
  it('holds the mark at 16, 32 and 48 pixels, each a 32-bit PNG of the size its entry names', async () => {
    const files = await brandFiles();
    const ico = files.find((file) => file.path === 'favicon.ico')?.content;
    if (!(ico instanceof Buffer)) throw new Error('the build writes no favicon.ico');
    const images = readIcoDirectory(ico);
    expect(images.map((image) => image.width)).toEqual([16, 32, 48]);
    for (const image of images) {
      const drawn = await sharp(image.image).metadata();
      expect([drawn.format, drawn.width, drawn.height, drawn.channels]).toEqual([
        'png',
        image.width,
        image.height,
        4,
      ]);
      expect(image.bitsPerPixel).toBe(32);
      expect(image.height).toBe(image.width);
    }
    // Small: a browser that asks for it gets the three sizes in a few kilobytes.
    expect(ico.length).toBeLessThan(4096);
  });

  it('writes 256 as the 0 the format stands for it, and refuses what ICO cannot hold', async () => {
    const png = await sharp({ create: { width: 256, height: 256, channels: 4, background: '#fff' } })
      .png()
      .toBuffer();
    const [entry] = readIcoDirectory(icoFile([{ size: 256, png }]));
    expect(entry?.width).toBe(256);
    expect(entry?.image.equals(png)).toBe(true);
    expect(() => icoFile([{ size: 257, png }])).toThrow(/1 to 256 pixels wide, not 257/);
  });
});

describe('the web app manifest', () => {
  const manifest: unknown = JSON.parse(webAppManifest());

  it('names the brand in its colours and opens the home page in the browser', () => {
    expect(manifest).toMatchObject({
      name: brandName,
      short_name: brandName,
      start_url: '/',
      scope: '/',
      display: 'browser',
      theme_color: brandColors.fern,
      background_color: brandColors.paper,
    });
  });

  it('lists the SVG mark and the PNG icons with their sizes', () => {
    expect(manifest).toMatchObject({
      icons: [
        { src: siteIcons.svg.path, type: 'image/svg+xml', sizes: 'any' },
        { src: siteIcons.appleTouch.path, type: 'image/png', sizes: '180x180' },
        { src: siteIcons.large.path, type: 'image/png', sizes: '512x512' },
      ],
    });
  });
});

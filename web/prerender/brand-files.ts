// The files a visitor's browser asks for by name besides the pages: /favicon.ico, drawn from the
// mark the SVG favicon is drawn from (web/media-src/brand-graphics.ts), and the web app manifest,
// with the brand's name and colours from web/src/shared/brand.ts. Written by the build.
import sharp from 'sharp';
import { appIconSvg } from '../media-src/brand-graphics.ts';
import { brandColors, brandName, tagline } from '../src/shared/brand.ts';
import { iconSizes, siteIcons, webAppManifestPath, type SiteIcon } from '../src/shared/site-icons.ts';

export interface BrandFile {
  /** Relative to the site's root, e.g. `favicon.ico`. */
  readonly path: string;
  readonly content: string | Buffer;
  /** What `npm run dev` serves it as; the local stack and S3 find the same by its extension. */
  readonly type: string;
}

/** The manifest's registered media type (the W3C Web App Manifest specification). */
export const webAppManifestType = 'application/manifest+json';

/** An ICO entry's width and height are one byte each, 0 meaning 256. */
const largestIcoSize = 256;
const icoHeaderBytes = 6;
const icoEntryBytes = 16;

/**
 * An ICO file of PNG images, the form every browser and Windows since Vista read: a header, one
 * directory entry per image (its size, 1 plane, 32 bits per pixel, its length and offset), then the
 * images. Written here rather than by a package: ico-endec (and sharp-ico, built on it) writes a
 * PNG's bit depth where ICO wants bits per pixel and reads a palette's length at the wrong offset.
 */
export function icoFile(images: readonly { readonly size: number; readonly png: Buffer }[]): Buffer {
  const directory = Buffer.alloc(icoHeaderBytes + icoEntryBytes * images.length);
  directory.writeUInt16LE(0, 0);
  directory.writeUInt16LE(1, 2); // 1: an icon, not a cursor.
  directory.writeUInt16LE(images.length, 4);
  let offset = directory.length;
  images.forEach(({ size, png }, index) => {
    if (!Number.isInteger(size) || size < 1 || size > largestIcoSize)
      throw new Error(`An ICO image is 1 to ${largestIcoSize} pixels wide, not ${size}`);
    const entry = icoHeaderBytes + icoEntryBytes * index;
    directory.writeUInt8(size % largestIcoSize, entry);
    directory.writeUInt8(size % largestIcoSize, entry + 1);
    directory.writeUInt16LE(1, entry + 4);
    directory.writeUInt16LE(32, entry + 6);
    directory.writeUInt32LE(png.length, entry + 8);
    directory.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([directory, ...images.map((image) => image.png)]);
}

/** The rounded tile of the SVG favicon, drawn at each of the ICO's sizes rather than scaled down. */
async function faviconIco(): Promise<Buffer> {
  const images = await Promise.all(
    siteIcons.ico.sizes.map(async (size) => ({
      size,
      png: await sharp(Buffer.from(appIconSvg(size, true)))
        .ensureAlpha()
        .png({ compressionLevel: 9 })
        .toBuffer(),
    })),
  );
  return icoFile(images);
}

function manifestIcon(icon: SiteIcon) {
  return { src: icon.path, type: icon.type, sizes: iconSizes(icon) };
}

/**
 * The web app manifest. `display: browser`: saved to a home screen, the site opens in the browser
 * as the shortcut it is; the app a visitor installs is the web app the calls to action open, not
 * these pages about it.
 */
export function webAppManifest(): string {
  const manifest = {
    id: '/',
    name: brandName,
    short_name: brandName,
    description: tagline,
    lang: 'en-GB',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'browser',
    theme_color: brandColors.fern,
    background_color: brandColors.paper,
    icons: [siteIcons.svg, siteIcons.appleTouch, siteIcons.large].map(manifestIcon),
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

export async function brandFiles(): Promise<BrandFile[]> {
  return [
    { path: siteIcons.ico.path.slice(1), content: await faviconIco(), type: siteIcons.ico.type },
    { path: webAppManifestPath.slice(1), content: webAppManifest(), type: webAppManifestType },
  ];
}

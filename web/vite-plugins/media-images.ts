import { createHash } from 'node:crypto';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

/** An upload larger than this is refused: a camera original belongs resized before it is committed. */
export const maxUploadBytes = 5 * 1024 * 1024;
/** Nor wider or taller than this; sharp would spend seconds on every build decoding it. */
const maxUploadPixels = 6000;
/** A cover's width on the post page (the narrow column), in CSS pixels; 2x is rendered too. */
export const coverWidth = 720;

export interface OptimisedImage {
  readonly width: number;
  readonly height: number;
  /** File paths of the rendered variants, written to the cache folder. */
  readonly fallback: string;
  readonly avif: readonly [string, string];
  readonly webp: readonly [string, string];
}

/**
 * Renders an upload at 1x and 2x of `displayWidth` (never wider than the original) as AVIF and
 * WebP, with a JPEG fallback at 1x. Results are cached by content, so a build only pays for new
 * images. Throws with the file and the limit when an upload is too big.
 */
export async function optimiseImage(
  file: string,
  label: string,
  displayWidth: number,
  cacheDir: string,
): Promise<OptimisedImage> {
  const { size } = await stat(file);
  if (size > maxUploadBytes) {
    throw new Error(
      `${label}: ${(size / 1024 / 1024).toFixed(1)} MB; an upload may be at most ${maxUploadBytes / 1024 / 1024} MB (export it smaller and upload it again)`,
    );
  }
  const source = await readFile(file);
  const { width, height } = await sharp(source).metadata();
  if (width === 0 || height === 0) throw new Error(`${label}: not an image sharp can read`);
  if (width > maxUploadPixels || height > maxUploadPixels) {
    throw new Error(
      `${label}: ${width}×${height} pixels; an upload may be at most ${maxUploadPixels} pixels on each side`,
    );
  }
  const oneX = Math.min(displayWidth, width);
  const twoX = Math.min(displayWidth * 2, width);
  const scaledHeight = Math.round((height * oneX) / width);
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 16);
  await mkdir(cacheDir, { recursive: true });
  const render = async (targetWidth: number, format: 'avif' | 'webp' | 'jpeg') => {
    const out = join(cacheDir, `${hash}-${targetWidth}.${format === 'jpeg' ? 'jpg' : format}`);
    const existing = await stat(out).catch(() => undefined);
    if (existing === undefined) {
      await writeFile(
        out,
        await sharp(source)
          .rotate()
          .resize({ width: targetWidth })
          .toFormat(format, { quality: 60 })
          .toBuffer(),
      );
    }
    return out;
  };
  return {
    width: oneX,
    height: scaledHeight,
    fallback: await render(oneX, 'jpeg'),
    avif: [await render(oneX, 'avif'), await render(twoX, 'avif')],
    webp: [await render(oneX, 'webp'), await render(twoX, 'webp')],
  };
}

/** The module a cover image becomes: Vite fingerprints each variant like any other asset. */
export function imageModule(image: OptimisedImage): string {
  const url = (path: string) => JSON.stringify(`${path}?url&no-inline`);
  return [
    `import fallback from ${url(image.fallback)};`,
    `import avif1 from ${url(image.avif[0])};`,
    `import avif2 from ${url(image.avif[1])};`,
    `import webp1 from ${url(image.webp[0])};`,
    `import webp2 from ${url(image.webp[1])};`,
    `export default { src: fallback, width: ${image.width}, height: ${image.height}, sources: [`,
    `  { type: 'image/avif', srcSet: avif1 + ' 1x, ' + avif2 + ' 2x' },`,
    `  { type: 'image/webp', srcSet: webp1 + ' 1x, ' + webp2 + ' 2x' },`,
    `] };`,
  ].join('\n');
}

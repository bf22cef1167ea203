import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  appScreenshot,
  founderPortraits,
  heroVideo,
  productHuntBadge,
  testimonialAvatars,
  type ImageAsset,
} from './media.ts';

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

// In tests Vite serves assets from the repository root, so a URL (minus the ?no-inline marker)
// maps straight onto a file; a data: URL here would mean the file got inlined after all.
function fileOf(url: string): string {
  expect(url).toMatch(/^\/web\/src\/assets\/[^?]+\?no-inline$/);
  return repositoryRoot + url.slice(1, url.indexOf('?'));
}

function srcSetEntries(srcSet: string): { url: string; density: number }[] {
  return srcSet.split(',').map((entry) => {
    const [url = '', descriptor = '1x'] = entry.trim().split(/\s+/);
    return { url, density: Number.parseFloat(descriptor) };
  });
}

async function pixelSize(url: string): Promise<{ width: number | undefined; height: number | undefined }> {
  const { width, height } = await sharp(fileOf(url)).metadata();
  return { width, height };
}

async function expectImageMatches(asset: ImageAsset): Promise<void> {
  expect(await pixelSize(asset.src)).toEqual({ width: asset.width, height: asset.height });
  const types = (asset.sources ?? []).map((source) => source.type);
  expect(types).toEqual(['image/avif', 'image/webp']);
  for (const source of asset.sources ?? []) {
    const entries = srcSetEntries(source.srcSet);
    expect(entries.length).toBeGreaterThan(0);
    for (const { url, density } of entries) {
      const format = (await sharp(fileOf(url)).metadata()).format;
      expect(format === 'heif' ? 'image/avif' : `image/${format}`).toBe(source.type);
      expect(await pixelSize(url)).toEqual({ width: asset.width * density, height: asset.height * density });
    }
  }
}

function digest(url: string): string {
  return createHash('sha256')
    .update(readFileSync(fileOf(url)))
    .digest('hex');
}

describe('media manifest', () => {
  it('has exactly 12 testimonial avatars, all different pictures', () => {
    expect(testimonialAvatars).toHaveLength(12);
    expect(new Set(testimonialAvatars.map((avatar) => digest(avatar.src))).size).toBe(12);
  });

  it('declares the real pixel size of every image and every srcset candidate', async () => {
    const images = [
      appScreenshot,
      ...Object.values(founderPortraits),
      ...testimonialAvatars,
      heroVideo.poster,
    ];
    for (const image of images) await expectImageMatches(image);
  });

  it('shows founders at 160 px and avatars at 64 px, square', () => {
    for (const portrait of Object.values(founderPortraits))
      expect([portrait.width, portrait.height]).toEqual([160, 160]);
    for (const avatar of testimonialAvatars) expect([avatar.width, avatar.height]).toEqual([64, 64]);
    expect(new Set(Object.values(founderPortraits).map((portrait) => digest(portrait.src))).size).toBe(3);
  });

  it('keeps each hero video format within 600 KB and in the right container', () => {
    const mp4 = readFileSync(fileOf(heroVideo.mp4));
    const webm = readFileSync(fileOf(heroVideo.webm));
    expect(mp4.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(webm.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    expect(mp4.byteLength).toBeLessThanOrEqual(600 * 1024);
    expect(webm.byteLength).toBeLessThanOrEqual(600 * 1024);
  });

  it('has a small poster that matches the video size', async () => {
    expect([heroVideo.poster.width, heroVideo.poster.height]).toEqual([heroVideo.width, heroVideo.height]);
    expect(await pixelSize(heroVideo.poster.src)).toEqual({
      width: heroVideo.width,
      height: heroVideo.height,
    });
    const avif = heroVideo.poster.sources?.find((source) => source.type === 'image/avif');
    expect(avif).toBeDefined();
    expect(statSync(fileOf(avif?.srcSet ?? '')).size).toBeLessThanOrEqual(40 * 1024);
  });

  it('has an SVG award badge that names the award and matches its declared size', () => {
    const svg = readFileSync(fileOf(productHuntBadge.src), 'utf8');
    expect(svg).toMatch(/^<svg /);
    expect(svg).toContain('<title>No. 1 Product of the Month: Health &amp; Fitness</title>');
    expect(svg).toContain(`width="${productHuntBadge.width}" height="${productHuntBadge.height}"`);
  });

  it('ships the favicon and app icons at their required sizes', async () => {
    const publicFile = (name: string) => `${repositoryRoot}web/public/${name}`;
    expect(readFileSync(publicFile('favicon.svg'), 'utf8')).toMatch(/^<svg [^>]*viewBox="0 0 48 48"/);
    const touch = await sharp(publicFile('apple-touch-icon.png')).metadata();
    expect([touch.format, touch.width, touch.height]).toEqual(['png', 180, 180]);
    const large = await sharp(publicFile('icon-512.png')).metadata();
    expect([large.format, large.width, large.height]).toEqual(['png', 512, 512]);
  });
});

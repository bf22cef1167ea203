import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { imageModule, maxUploadBytes, optimiseImage } from './media-images.ts';

const directory = mkdtempSync(join(tmpdir(), 'media-images-'));
afterAll(() => {
  rmSync(directory, { recursive: true, force: true });
});

async function upload(name: string, width: number, height: number): Promise<string> {
  const file = join(directory, name);
  const image = sharp({ create: { width, height, channels: 3, background: '#2f6f4f' } });
  writeFileSync(file, await image.png().toBuffer());
  return file;
}

describe('optimiseImage', () => {
  it('renders 1x and 2x AVIF and WebP and a JPEG fallback, with the 1x size', async () => {
    const file = await upload('wide.png', 2000, 1000);
    const image = await optimiseImage(file, 'content/media/wide.png', 720, join(directory, 'cache'));
    expect(image).toMatchObject({ width: 720, height: 360 });
    expect((await sharp(image.avif[1]).metadata()).width).toBe(1440);
    expect((await sharp(image.webp[0]).metadata()).format).toBe('webp');
    expect((await sharp(image.fallback).metadata()).format).toBe('jpeg');
    expect(imageModule(image)).toContain(`${image.avif[0]}?url&no-inline`);
  });

  it('never enlarges an upload narrower than the column', async () => {
    const file = await upload('small.png', 400, 300);
    const image = await optimiseImage(file, 'content/media/small.png', 720, join(directory, 'cache'));
    expect(image).toMatchObject({ width: 400, height: 300 });
  });

  it('refuses an upload over the size limit, naming the file and the limit', async () => {
    const file = join(directory, 'huge.jpg');
    writeFileSync(file, Buffer.alloc(maxUploadBytes + 1));
    expect(statSync(file).size).toBeGreaterThan(maxUploadBytes);
    await expect(optimiseImage(file, 'content/media/huge.jpg', 720, directory)).rejects.toThrow(
      'content/media/huge.jpg: 5.0 MB; an upload may be at most 5 MB (export it smaller and upload it again)',
    );
  });

  it('refuses an image larger than 6000 pixels on a side', async () => {
    const file = await upload('tall.png', 100, 6001);
    await expect(optimiseImage(file, 'content/media/tall.png', 720, directory)).rejects.toThrow(
      'content/media/tall.png: 100×6001 pixels; an upload may be at most 6000 pixels on each side',
    );
  });
});

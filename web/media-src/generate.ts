// Renders every marketing image and the hero clip from the SVG sources in this folder.
// Run with `npm run media:generate`; needs sharp (npm) and ffmpeg with libx264 and libvpx-vp9 (apt).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp, { type Sharp } from 'sharp';
import { appScreenshotSvg, screenshotSize } from './app-screenshot.ts';
import { siteIcons } from '../src/shared/site-icons.ts';
import { appIconSvg, awardBadgeSvg } from './brand-graphics.ts';
import { heroFramesPerSecond, heroFrameSvg, heroLoopSeconds, heroSize } from './hero-scene.ts';
import { founders, portraitSvg, testimonialPeople, type Person } from './portraits.ts';

const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const assetsDir = join(webRoot, 'src/assets');
const publicDir = join(webRoot, 'public');

const founderDisplaySize = 160;
const avatarDisplaySize = 64;

function report(file: string): void {
  console.log(`${relative(webRoot, file).padEnd(48)} ${statSync(file).size.toString().padStart(8)} B`);
}

async function writeEncoded(image: Sharp, file: string): Promise<void> {
  mkdirSync(dirname(file), { recursive: true });
  if (file.endsWith('.avif'))
    await image.avif({ quality: 55, effort: 6, chromaSubsampling: '4:4:4' }).toFile(file);
  else if (file.endsWith('.webp'))
    await image.webp({ quality: 82, effort: 6, smartSubsample: true }).toFile(file);
  else if (file.endsWith('.jpg')) await image.jpeg({ quality: 80, mozjpeg: true }).toFile(file);
  else await image.png({ palette: true, quality: 90, compressionLevel: 9, effort: 10 }).toFile(file);
  report(file);
}

/**
 * Writes `<name>-1x|2x.avif|webp` for `<picture>` sources and `<name>.<fallback>` at 1× for
 * browsers without either. `render(scale)` returns the SVG drawn at that multiple of the display size.
 */
async function writeImageSet(
  name: string,
  fallback: 'jpg' | 'png',
  render: (scale: number) => string,
): Promise<void> {
  for (const scale of [1, 2]) {
    const svg = Buffer.from(render(scale));
    for (const format of ['avif', 'webp'] as const) {
      await writeEncoded(sharp(svg), join(assetsDir, `${name}-${scale}x.${format}`));
    }
  }
  await writeEncoded(sharp(Buffer.from(render(1))), join(assetsDir, `${name}.${fallback}`));
}

async function writePortraits(): Promise<void> {
  const people: readonly [Person, number][] = [
    ...Object.values(founders).map((person): [Person, number] => [person, founderDisplaySize]),
    ...testimonialPeople.map((person): [Person, number] => [person, avatarDisplaySize]),
  ];
  for (const [person, size] of people) {
    await writeImageSet(`people/${person.slug}`, 'jpg', (scale) => portraitSvg(person, size * scale));
  }
}

async function writeHeroVideo(): Promise<void> {
  const framesDir = mkdtempSync(join(tmpdir(), 'fernly-hero-'));
  try {
    const frameCount = heroLoopSeconds * heroFramesPerSecond;
    for (let frame = 0; frame < frameCount; frame += 1) {
      const svg = Buffer.from(heroFrameSvg(frame / heroFramesPerSecond));
      await sharp(svg)
        .png()
        .toFile(join(framesDir, `frame-${frame.toString().padStart(4, '0')}.png`));
    }
    const input = [
      '-y',
      '-loglevel',
      'error',
      '-framerate',
      `${heroFramesPerSecond}`,
      '-i',
      join(framesDir, 'frame-%04d.png'),
    ];
    const mp4 = join(assetsDir, 'hero/hero-loop.mp4');
    const webm = join(assetsDir, 'hero/hero-loop.webm');
    mkdirSync(dirname(mp4), { recursive: true });
    execFileSync('ffmpeg', [
      ...input,
      ...[
        '-c:v',
        'libx264',
        '-preset',
        'veryslow',
        '-tune',
        'animation',
        '-crf',
        '21',
        '-pix_fmt',
        'yuv420p',
      ],
      ...['-an', '-movflags', '+faststart', mp4],
    ]);
    report(mp4);
    execFileSync('ffmpeg', [
      ...input,
      ...['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '31', '-deadline', 'good', '-cpu-used', '1'],
      ...['-row-mt', '1', '-pix_fmt', 'yuv420p', '-an', webm],
    ]);
    report(webm);
    // The poster is exactly the first frame, so nothing jumps when playback starts.
    const poster = Buffer.from(heroFrameSvg(0));
    for (const format of ['avif', 'webp', 'jpg'] as const) {
      await writeEncoded(sharp(poster), join(assetsDir, `hero/hero-poster.${format}`));
    }
  } finally {
    rmSync(framesDir, { recursive: true, force: true });
  }
}

async function writeBrandFiles(): Promise<void> {
  const badge = join(assetsDir, 'award-badge.svg');
  writeFileSync(badge, awardBadgeSvg());
  report(badge);
  const favicon = join(publicDir, siteIcons.svg.path);
  mkdirSync(publicDir, { recursive: true });
  writeFileSync(favicon, appIconSvg(48, true));
  report(favicon);
  // favicon.ico is drawn by the build from the same tile (web/prerender/brand-files.ts). iOS rounds
  // the corners itself, so its icon is a full square.
  for (const icon of [siteIcons.appleTouch, siteIcons.large]) {
    for (const size of icon.sizes)
      await writeEncoded(sharp(Buffer.from(appIconSvg(size, false))), join(publicDir, icon.path));
  }
}

const only = new Set(process.argv.slice(2));
const wanted = (part: string) => only.size === 0 || only.has(part);

if (wanted('brand')) await writeBrandFiles();
if (wanted('screenshot')) {
  await writeImageSet('app-screenshot', 'png', (scale) => appScreenshotSvg(scale));
  console.log(`app screenshot display size ${screenshotSize.width}×${screenshotSize.height}`);
}
if (wanted('people')) await writePortraits();
if (wanted('hero')) {
  await writeHeroVideo();
  console.log(`hero ${heroSize.width}×${heroSize.height}, ${heroLoopSeconds} s loop`);
}

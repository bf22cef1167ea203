// The build's part of the social cards: which card each rendered page names, checked against what
// the page's head says, and the cards drawn into the site. A card whose words, domain, fonts and
// drawing code are unchanged is copied from the cache instead of drawn again (decision 0047).
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import type { Font } from 'satori';
import { socialCardAlt, socialCardFor, socialCardPath, type SocialCard } from '../src/site/social-card.ts';
import { BuildError } from './server-entry.ts';
import type { PageHead } from './site-files.ts';

export interface SocialCardJob {
  readonly pagePath: string;
  /** Relative to the site's root: `social-cards/<page>.png`. */
  readonly file: string;
  readonly card: SocialCard;
}

/**
 * The card each page names. The build works it out from the page's address, title and type, as
 * the head did, and checks that the head's image address and alt text match it, so a card never
 * says something else than the page's head describes.
 */
export function socialCardJobs(
  pages: readonly { readonly path: string; readonly head: PageHead }[],
  siteOrigin: string,
  brandName: string,
): { jobs: SocialCardJob[]; problems: string[] } {
  const jobs: SocialCardJob[] = [];
  const problems: string[] = [];
  for (const { path, head } of pages) {
    if (head.image === undefined) {
      problems.push(`${path}: its head has no og:image, so a shared link would show no card`);
      continue;
    }
    const cardPath = socialCardPath(path);
    if (head.image.src !== `${siteOrigin}${cardPath}`) {
      problems.push(
        `${path}: its og:image is ${head.image.src}, not its social card ${siteOrigin}${cardPath}`,
      );
      continue;
    }
    const suffix = ` | ${brandName}`;
    const title = head.title.endsWith(suffix) ? head.title.slice(0, -suffix.length) : head.title;
    const card = socialCardFor({ path, title, article: head.type === 'article' });
    if (head.image.alt !== socialCardAlt(card)) {
      problems.push(
        `${path}: its og:image:alt "${head.image.alt}" does not describe its card ("${socialCardAlt(card)}")`,
      );
      continue;
    }
    jobs.push({ pagePath: path, file: cardPath.slice(1), card });
  }
  return { jobs, problems };
}

const fontDirectory = dirname(
  createRequire(import.meta.url).resolve(
    '@fontsource/atkinson-hyperlegible/files/atkinson-hyperlegible-latin-400-normal.woff',
  ),
);
// satori reads TrueType, OpenType and WOFF, not WOFF2; the Latin subset holds every English title.
const fontFiles = [
  { weight: 400, file: 'atkinson-hyperlegible-latin-400-normal.woff' },
  { weight: 700, file: 'atkinson-hyperlegible-latin-700-normal.woff' },
] as const;

/** Atkinson Hyperlegible, regular and bold. A missing file fails the build with its path. */
export async function loadCardFonts(directory = fontDirectory): Promise<Font[]> {
  const fonts: Font[] = [];
  for (const { weight, file } of fontFiles) {
    const path = join(directory, file);
    let data: Buffer;
    try {
      data = await readFile(path);
    } catch {
      throw new BuildError(
        `The social cards' font ${path} is missing (from @fontsource/atkinson-hyperlegible)`,
      );
    }
    fonts.push({ name: 'Atkinson Hyperlegible', data, weight, style: 'normal' });
  }
  return fonts;
}

/** What a card looks like besides its words: the fonts and the code that lays out and draws it. */
async function drawingFingerprint(fonts: readonly Font[]): Promise<string> {
  const hash = createHash('sha256');
  for (const font of fonts) hash.update(new Uint8Array(font.data));
  for (const module of ['./social-card-image.tsx', './social-card-layout.ts'])
    hash.update(await readFile(new URL(module, import.meta.url)));
  return hash.digest('hex');
}

/** Enough to keep two cores busy; more only holds more images in memory. */
const cardsAtOnce = 4;

export interface DrawnCards {
  readonly drawn: number;
  readonly reused: number;
}

/** Writes every job's card into the site, drawing only those the cache does not hold. */
export async function writeSocialCards(input: {
  readonly jobs: readonly SocialCardJob[];
  readonly domain: string;
  readonly fonts: Font[];
  readonly cacheDir: string;
  readonly siteDir: string;
}): Promise<DrawnCards> {
  // Loaded here, not at the top: the drawing's JSX loads React, which must not load before the
  // build has set NODE_ENV to production (./prerender.ts), or the server bundle's React and this
  // one disagree on their build and every page fails to render.
  const { socialCardPng } = await import('./social-card-image.tsx');
  const fingerprint = await drawingFingerprint(input.fonts);
  await mkdir(input.cacheDir, { recursive: true });
  let drawn = 0;
  let reused = 0;
  const cardOf = async (job: SocialCardJob) => {
    const key = createHash('sha256')
      .update(fingerprint)
      .update(JSON.stringify({ card: job.card, domain: input.domain }))
      .digest('hex');
    const cached = join(input.cacheDir, `${key}.png`);
    const target = join(input.siteDir, job.file);
    await mkdir(dirname(target), { recursive: true });
    try {
      await copyFile(cached, target);
      reused += 1;
    } catch {
      const png = await socialCardPng(job.card, input.domain, input.fonts);
      await writeFile(cached, png);
      await writeFile(target, png);
      drawn += 1;
    }
  };
  // A few cards at once: while one is laid out (JavaScript, this thread), others are drawn and
  // encoded on the thread pool.
  const queue = [...input.jobs];
  const worker = async () => {
    for (let job = queue.shift(); job !== undefined; job = queue.shift()) await cardOf(job);
  };
  await Promise.all(Array.from({ length: cardsAtOnce }, worker));
  return { drawn, reused };
}

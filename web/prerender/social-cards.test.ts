import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { socialCardAlt, socialCardFor } from '../src/site/social-card.ts';
import { loadCardFonts, socialCardJobs, writeSocialCards } from './social-cards.ts';

const origin = 'https://fernly.example';
const aboutCard = socialCardFor({ path: '/about', title: 'About us', article: false });
const aboutHead = {
  title: 'About us | Fernly',
  description: 'Who we are.',
  type: 'website',
  image: { src: `${origin}/social-cards/about.png`, alt: socialCardAlt(aboutCard) },
};

describe('socialCardJobs', () => {
  it('works out each page’s card from its address, title and type', () => {
    const quayCard = socialCardFor({ path: '/Quay', title: 'Fernly for Quay members', article: false });
    const { jobs, problems } = socialCardJobs(
      [
        { path: '/about', head: aboutHead },
        {
          path: '/Quay',
          head: {
            title: 'Fernly for Quay members',
            description: 'Quay members get 20% off.',
            image: { src: `${origin}/social-cards/quay.png`, alt: socialCardAlt(quayCard) },
          },
        },
      ],
      origin,
      'Fernly',
    );
    expect(problems).toEqual([]);
    expect(jobs).toEqual([
      {
        pagePath: '/about',
        file: 'social-cards/about.png',
        card: { kicker: aboutCard.kicker, title: 'About us' },
      },
      { pagePath: '/Quay', file: 'social-cards/quay.png', card: quayCard },
    ]);
  });

  it('names the page whose head points elsewhere, describes another card or has no image', () => {
    const { jobs, problems } = socialCardJobs(
      [
        { path: '/about', head: { ...aboutHead, image: { ...aboutHead.image, src: `${origin}/other.png` } } },
        {
          path: '/faqs',
          head: { ...aboutHead, image: { src: `${origin}/social-cards/faqs.png`, alt: 'x' } },
        },
        { path: '/team-page', head: { title: 'Team | Fernly', description: 'The team.' } },
      ],
      origin,
      'Fernly',
    );
    expect(jobs).toEqual([]);
    expect(problems).toEqual([
      `/about: its og:image is ${origin}/other.png, not its social card ${origin}/social-cards/about.png`,
      expect.stringMatching(/^\/faqs: its og:image:alt "x" does not describe its card/),
      '/team-page: its head has no og:image, so a shared link would show no card',
    ]);
  });
});

describe('loadCardFonts', () => {
  it('fails with the missing file’s path', async () => {
    await expect(loadCardFonts('/nowhere')).rejects.toThrow(
      "The social cards' font /nowhere/atkinson-hyperlegible-latin-400-normal.woff is missing",
    );
  });
});

describe('writeSocialCards', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('draws 1200×630 PNGs that differ per page, and reuses unchanged ones from the cache', async () => {
    const siteDir = await mkdtemp(join(tmpdir(), 'cards-site-'));
    const cacheDir = await mkdtemp(join(tmpdir(), 'cards-cache-'));
    dirs.push(siteDir, cacheDir);
    const fonts = await loadCardFonts();
    const jobs = [
      { pagePath: '/about', file: 'social-cards/about.png', card: aboutCard },
      {
        pagePath: '/blog-page/starting-small',
        file: 'social-cards/blog-page/starting-small.png',
        card: socialCardFor({ path: '/blog-page/starting-small', title: 'Start small', article: true }),
      },
    ];
    const input = { jobs, domain: 'fernly.example', fonts, cacheDir, siteDir };
    expect(await writeSocialCards(input)).toEqual({ drawn: 2, reused: 0 });
    const [about, post] = await Promise.all(jobs.map((job) => readFile(join(siteDir, job.file))));
    for (const png of [about, post]) {
      const metadata = await sharp(png).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 1200, 630]);
    }
    expect(about?.equals(post ?? Buffer.alloc(0))).toBe(false);
    expect(await writeSocialCards(input)).toEqual({ drawn: 0, reused: 2 });
    expect(await writeSocialCards({ ...input, domain: 'fernly.test' })).toEqual({ drawn: 2, reused: 0 });
  }, 30_000);
});

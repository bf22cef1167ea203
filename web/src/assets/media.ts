// Every picture and clip the marketing pages show. The files are rendered by web/media-src
// (`npm run media:generate`) and committed; Vite fingerprints them at build time.

interface ImageSource {
  type: 'image/avif' | 'image/webp';
  srcSet: string;
}

export interface ImageAsset {
  src: string;
  width: number;
  height: number;
  sources?: readonly ImageSource[];
}

// no-inline: small avatars would otherwise become data: URLs repeated in every page's HTML and
// in the JS bundle; as files they are cached once and only fetched when a card is on screen.
const assetUrls = import.meta.glob<string>('./**/*.{avif,webp,jpg,png,svg,mp4,webm}', {
  eager: true,
  query: '?url&no-inline',
  import: 'default',
});

function assetUrl(file: string): string {
  const url = assetUrls[`./${file}`];
  if (url === undefined) {
    throw new Error(`Missing media file web/src/assets/${file}: run npm run media:generate`);
  }
  return url;
}

/** An image rendered at 1× and 2× its display size in AVIF and WebP, with a 1× fallback for the rest. */
function responsiveImage(name: string, fallback: 'jpg' | 'png', width: number, height: number): ImageAsset {
  const srcSet = (format: 'avif' | 'webp') =>
    `${assetUrl(`${name}-1x.${format}`)} 1x, ${assetUrl(`${name}-2x.${format}`)} 2x`;
  return {
    src: assetUrl(`${name}.${fallback}`),
    width,
    height,
    sources: [
      { type: 'image/avif', srcSet: srcSet('avif') },
      { type: 'image/webp', srcSet: srcSet('webp') },
    ],
  };
}

const heroWidth = 960;
const heroHeight = 540;

export const heroVideo: { mp4: string; webm: string; poster: ImageAsset; width: number; height: number } = {
  mp4: assetUrl('hero/hero-loop.mp4'),
  webm: assetUrl('hero/hero-loop.webm'),
  poster: {
    src: assetUrl('hero/hero-poster.jpg'),
    width: heroWidth,
    height: heroHeight,
    sources: [
      { type: 'image/avif', srcSet: assetUrl('hero/hero-poster.avif') },
      { type: 'image/webp', srcSet: assetUrl('hero/hero-poster.webp') },
    ],
  },
  width: heroWidth,
  height: heroHeight,
};

/** Phone frame with today's plan, weather swap, reminder, plant and a friend's matching time. */
export const appScreenshot: ImageAsset = responsiveImage('app-screenshot', 'png', 390, 780);

const founderSize = 160;

export const founderPortraits: { ceo: ImageAsset; cpo: ImageAsset; cto: ImageAsset } = {
  ceo: responsiveImage('people/maya-okafor', 'jpg', founderSize, founderSize),
  cpo: responsiveImage('people/daniel-reyes', 'jpg', founderSize, founderSize),
  cto: responsiveImage('people/priya-raman', 'jpg', founderSize, founderSize),
};

const avatarSize = 64;

/**
 * Illustrated avatars, in order: 1 woman with an auburn bob; 2 man with a cropped cut and beard;
 * 3 woman in a sunflower hijab; 4 man, fair hair and glasses; 5 woman with long braids; 6 older man,
 * grey hair and beard; 7 woman with a top bun; 8 bald man with glasses; 9 woman with long brown hair;
 * 10 person with an afro; 11 older woman, silver bob and glasses; 12 young man with wavy black hair.
 */
export const testimonialAvatars: readonly ImageAsset[] = Array.from({ length: 12 }, (_, index) =>
  responsiveImage(`people/avatar-${(index + 1).toString().padStart(2, '0')}`, 'jpg', avatarSize, avatarSize),
);

/** Our own award ribbon: "No. 1 Product of the Month — Health & Fitness". */
export const productHuntBadge: ImageAsset = { src: assetUrl('award-badge.svg'), width: 300, height: 64 };

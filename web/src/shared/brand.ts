// The brand: its name, tagline, colours and sprout mark. The header logo draws the mark, the
// favicon, app icons and share image (web/media-src/) are rendered from the same geometry, and the
// CSS reads the colours from brand-colors.gen.css, which `npm run web:generate` writes from here.

export const brandName = 'Fernly';

export const tagline = 'Exercise that grows with you';

export const brandColors = {
  fern: '#1f6f4a',
  fernLight: '#3f9a6a',
  sunflower: '#f2b441',
  paper: '#fbfaf6',
  ink: '#1d2a22',
} as const;

export interface MarkShape {
  readonly d: string;
  readonly fill: string;
}

/** The sprout mark on a 48×48 grid. */
export const fernMarkShapes: readonly MarkShape[] = [
  { d: 'M22.6 45 C22.2 36 22.6 26 23.6 17 L26.4 17 C25.4 26 25 36 25.4 45 Z', fill: brandColors.fern },
  { d: 'M23.4 35 C15 35.5 8.4 30.5 6 21.5 C15 20.6 21.6 25.6 23.4 35 Z', fill: brandColors.fern },
  {
    d: 'M24.8 27.5 C32 26.2 38.4 20.8 41 12.5 C32.6 12.4 26.4 17.8 24.8 27.5 Z',
    fill: brandColors.fernLight,
  },
  { d: 'M25 4.5 A6.2 6.2 0 1 1 24.99 4.5 Z', fill: brandColors.sunflower },
];

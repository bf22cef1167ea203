import { describe, expect, it } from 'vitest';
import { coverArt, coverArtBox, coverArtSchemes } from './cover-art.ts';

const titles = [
  'Starting small',
  'Time blindness and exercise',
  'Exercising with friends',
  'Moving on the days your brain says no',
  ...Array.from({ length: 200 }, (_, index) => `Generated post ${index + 1}`),
];

describe('a post’s cover art', () => {
  it('is the same picture for the same title, in every build', () => {
    expect(coverArt('Starting small')).toEqual(coverArt('Starting small'));
    expect(coverArt('  Starting Small ')).toEqual(coverArt('Starting small'));
  });

  it('differs between titles, and uses every colour scheme', () => {
    const pictures = new Set(titles.map((title) => JSON.stringify(coverArt(title))));
    expect(pictures.size).toBe(titles.length);
    const schemes = new Set(titles.map((title) => coverArt(title).scheme));
    expect([...schemes].sort()).toEqual(Array.from({ length: coverArtSchemes }, (_, index) => index));
  });

  it('keeps the sun in the sky and the sprout standing on the near hill, inside the box', () => {
    for (const title of titles) {
      const { sun, sprout, nearHill } = coverArt(title);
      expect(sun.cx - sun.r).toBeGreaterThan(0);
      expect(sun.cx + sun.r).toBeLessThan(coverArtBox.width);
      expect(sun.cy - sun.r).toBeGreaterThan(0);
      const markWidth = 48 * sprout.scale;
      expect(sprout.x).toBeGreaterThan(0);
      expect(sprout.x + markWidth).toBeLessThan(coverArtBox.width);
      expect(sprout.y).toBeGreaterThan(0);
      // The stem's foot (y 45 of the mark's 48) is within a pixel of the ridge under it, which lies
      // between the hill's lowest and highest control heights.
      const heights = [...nearHill.matchAll(/-?\d+(?:\.\d+)?/g)].map((match) => Number(match[0]));
      const [, left = 0, , middle = 0, , , , right = 0] = heights;
      const foot = sprout.y + 45 * sprout.scale;
      expect(foot).toBeGreaterThanOrEqual(Math.min(left, middle, right) - 1);
      expect(foot).toBeLessThanOrEqual(Math.max(left, middle, right) + 1);
    }
  });

  it('puts the sprout on the side away from the sun', () => {
    for (const title of titles) {
      const { sun, sprout } = coverArt(title);
      const sproutCentre = sprout.x + 24 * sprout.scale;
      expect(Math.sign(sproutCentre - coverArtBox.width / 2)).toBe(
        -Math.sign(sun.cx - coverArtBox.width / 2),
      );
    }
  });
});

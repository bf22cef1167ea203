// A cover for a post without an uploaded picture, drawn from its title in the brand's style: a
// sky, a sun and two hills with the sprout on one, placed and coloured by the title's hash, so each
// post keeps its own picture from build to build, and no two neighbours on the index look alike.
// Inline SVG, no file: it costs the page about 900 bytes and no request (decision 0054).
import { seededRandom } from '../../../../contract/seeded-random.ts';

/** The drawing's box: a 3:1 banner, wide enough for a post's column and an index card. */
export const coverArtBox = { width: 1200, height: 400 } as const;

/** Colour schemes, as CSS classes (blog.css), so colours stay tokens and no style attribute is needed. */
export const coverArtSchemes = 4;

export interface CoverArt {
  readonly scheme: number;
  readonly sun: { readonly cx: number; readonly cy: number; readonly r: number };
  /** Closed paths across the whole width: the far hill, then the near one. */
  readonly farHill: string;
  readonly nearHill: string;
  /** Where the sprout stands on the near hill, and its size (the mark's 48-unit box scaled). */
  readonly sprout: { readonly x: number; readonly y: number; readonly scale: number };
}

/** FNV-1a, 32 bits: a stable number from the title, the same in every build and browser. */
function titleHash(title: string): number {
  let hash = 0x811c9dc5;
  for (const character of title) {
    hash ^= character.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

const between = (next: () => number, low: number, high: number) => Math.round(low + next() * (high - low));

/** A hill from the left edge to the right, its ridge a curve through two heights. */
function hill(left: number, middle: number, right: number, bend: number): string {
  const { width, height } = coverArtBox;
  return `M0 ${left} C${bend} ${middle} ${width - bend} ${middle} ${width} ${right} L${width} ${height} L0 ${height} Z`;
}

/** The ridge's height at x, on the curve hill() draws (a cubic Bézier with x = t's own curve). */
function ridgeAt(x: number, left: number, middle: number, right: number, bend: number): number {
  const { width } = coverArtBox;
  // Solve x(t) by bisection: the curve's x grows with t, since its control points are in order.
  let low = 0;
  let high = 1;
  const xOf = (t: number) =>
    3 * (1 - t) ** 2 * t * bend + 3 * (1 - t) * t ** 2 * (width - bend) + t ** 3 * width;
  for (let step = 0; step < 30; step += 1) {
    const t = (low + high) / 2;
    if (xOf(t) < x) low = t;
    else high = t;
  }
  const t = (low + high) / 2;
  return (1 - t) ** 3 * left + 3 * (1 - t) ** 2 * t * middle + 3 * (1 - t) * t ** 2 * middle + t ** 3 * right;
}

export function coverArt(title: string): CoverArt {
  const next = seededRandom(titleHash(title.trim().toLowerCase()));
  const scheme = between(next, 0, coverArtSchemes - 1);
  const sunOnLeft = next() < 0.5;
  const sun = {
    cx: sunOnLeft ? between(next, 150, 450) : between(next, 750, 1050),
    cy: between(next, 110, 170),
    r: between(next, 50, 90),
  };
  const far = {
    left: between(next, 200, 290),
    middle: between(next, 150, 260),
    right: between(next, 200, 290),
  };
  const farBend = between(next, 250, 500);
  const near = {
    left: between(next, 290, 350),
    middle: between(next, 250, 320),
    right: between(next, 290, 350),
  };
  const nearBend = between(next, 300, 550);
  // The sprout stands on the near hill, on the side away from the sun.
  const sproutX = sunOnLeft ? between(next, 700, 1000) : between(next, 200, 500);
  const scale = between(next, 30, 40) / 10;
  const ground = ridgeAt(sproutX, near.left, near.middle, near.right, nearBend);
  return {
    scheme,
    sun,
    farHill: hill(far.left, far.middle, far.right, farBend),
    nearHill: hill(near.left, near.middle, near.right, nearBend),
    // The mark's stem ends at y = 45 of its 48-unit box: that point sits on the ridge.
    sprout: { x: Math.round(sproutX - 24 * scale), y: Math.round(ground - 45 * scale), scale },
  };
}

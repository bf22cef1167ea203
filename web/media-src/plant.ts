import { palette } from './palette.ts';

interface PlantOptions {
  readonly x: number;
  readonly baseY: number;
  readonly scale: number;
  /** 0 = the newest leaf is a closed bud, 1 = fully unfurled. */
  readonly newLeaf: number;
  /** Horizontal offset of the stem tip, in plant units, for a gentle sway. */
  readonly sway: number;
  readonly leafCount?: number;
}

const leafPath = 'M0 0 C18 -21 58 -23 88 0 C58 17 18 19 0 0 Z';

function cubicPoint(p0: number, p1: number, p2: number, p3: number, t: number): number {
  const u = 1 - t;
  return u * u * u * p0 + 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t * p3;
}

function leaf(x: number, y: number, angle: number, size: number, mirrored: boolean, fill: string): string {
  const flip = mirrored ? ' scale(-1 1)' : '';
  return `<g transform="translate(${x.toFixed(2)} ${y.toFixed(2)})${flip} rotate(${angle.toFixed(2)}) scale(${size.toFixed(3)})"><path d="${leafPath}" fill="${fill}"/><path d="M6 0 Q44 -3 80 0" stroke="${palette.white}" stroke-opacity="0.35" stroke-width="2.4" fill="none" stroke-linecap="round"/></g>`;
}

export function plantSvg(options: PlantOptions): string {
  const { sway } = options;
  const leafCount = options.leafCount ?? 6;
  const stem = { x: [0, 0, sway * 0.5, sway], y: [-6, -90, -170, -250] } as const;
  const stemAt = (t: number) => ({
    x: cubicPoint(stem.x[0], stem.x[1], stem.x[2], stem.x[3], t),
    y: cubicPoint(stem.y[0], stem.y[1], stem.y[2], stem.y[3], t),
  });
  const leaves: string[] = [];
  for (let index = 0; index < leafCount; index += 1) {
    const along = 0.22 + (index / leafCount) * 0.66;
    const point = stemAt(along);
    const mirrored = index % 2 === 1;
    const size = 1.05 - index * 0.07;
    const wobble = sway * 0.6 * (mirrored ? -1 : 1);
    leaves.push(
      leaf(
        point.x,
        point.y,
        -28 + wobble,
        size,
        mirrored,
        index % 2 === 0 ? palette.fern : palette.fernLight,
      ),
    );
  }
  const tip = stemAt(1);
  const grown = Math.max(0, Math.min(1, options.newLeaf));
  const newLeaf = leaf(tip.x, tip.y + 4, -62 + sway * 0.8, 0.2 + grown * 0.68, false, palette.fernLight);
  const body = [
    `<path d="M0 -6 C0 -90 ${(sway * 0.5).toFixed(2)} -170 ${sway.toFixed(2)} -250" stroke="${palette.fern}" stroke-width="7" fill="none" stroke-linecap="round"/>`,
    ...leaves,
    newLeaf,
    `<path d="M-54 0 L54 0 L44 90 Q43 100 33 100 L-33 100 Q-43 100 -44 90 Z" fill="${palette.sunflower}"/>`,
    `<rect x="-62" y="-16" width="124" height="24" rx="8" fill="${palette.sunflowerDark}"/>`,
    `<path d="M-38 30 Q0 40 38 30" stroke="${palette.white}" stroke-opacity="0.35" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  ].join('');
  return `<g transform="translate(${options.x} ${options.baseY}) scale(${options.scale})">${body}</g>`;
}

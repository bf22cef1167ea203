import { fernMarkShapes } from '../src/shared/brand.ts';
import { escapeXml, fontStack, palette, svgDocument } from './palette.ts';

const badgeSize = { width: 300, height: 64 } as const;

function mark(x: number, y: number, size: number): string {
  const paths = fernMarkShapes.map((shape) => `<path d="${shape.d}" fill="${shape.fill}"/>`).join('');
  return `<g transform="translate(${x} ${y}) scale(${size / 48})">${paths}</g>`;
}

/** App icon: the mark on a paper-coloured rounded tile, legible at 16 px and at 512 px. */
export function appIconSvg(pixelSize: number, rounded: boolean): string {
  const radius = rounded ? 11 : 0;
  const body = `<rect width="48" height="48" rx="${radius}" fill="${palette.paper}"/>${mark(3, 2.5, 42)}`;
  return svgDocument(48, 48, body, pixelSize / 48);
}

// Our own award ribbon, not Product Hunt's artwork: a medal with a laurel and two lines of text.
export function awardBadgeSvg(): string {
  // Leaves follow the lower arcs of a circle around the medal, each tangent to it.
  const laurel = [115, 145, 175, 205, 65, 35, 5, -25]
    .map((angle) => {
      const radians = (angle * Math.PI) / 180;
      const x = (32 + Math.cos(radians) * 18.5).toFixed(2);
      const y = (32 + Math.sin(radians) * 18.5).toFixed(2);
      return `<ellipse cx="${x}" cy="${y}" rx="2.4" ry="5.4" transform="rotate(${angle} ${x} ${y})" fill="${palette.fern}"/>`;
    })
    .join('');
  const body = [
    `<rect x="1" y="1" width="298" height="62" rx="12" fill="${palette.white}" stroke="${palette.fern}" stroke-width="2"/>`,
    `<circle cx="32" cy="32" r="13" fill="${palette.sunflower}"/>`,
    laurel,
    `<text x="32" y="37.5" font-family="${fontStack}" font-size="15" font-weight="700" fill="${palette.ink}" text-anchor="middle">1</text>`,
    `<text x="62" y="27" font-family="${fontStack}" font-size="11" font-weight="700" letter-spacing="0.6" fill="${palette.fern}">NO. 1 PRODUCT OF THE MONTH</text>`,
    `<text x="62" y="47" font-family="${fontStack}" font-size="17" font-weight="700" fill="${palette.ink}">${escapeXml('Health & Fitness')}</text>`,
  ].join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${badgeSize.width}" height="${badgeSize.height}" viewBox="0 0 ${badgeSize.width} ${badgeSize.height}" role="img" aria-label="No. 1 Product of the Month: Health &amp; Fitness"><title>No. 1 Product of the Month: Health &amp; Fitness</title>${body}</svg>`;
}

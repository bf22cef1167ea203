import { brandName, fernMarkShapes, tagline } from '../src/shared/brand.ts';
import { escapeXml, fontStack, palette, svgDocument } from './palette.ts';
import { plantSvg } from './plant.ts';

const shareImageSize = { width: 1200, height: 630 } as const;
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

/** The tagline on two lines, the shorter first: "Exercise that" / "grows with you". */
const taglineWords = tagline.split(' ');
const taglineLines = [
  taglineWords.slice(0, Math.floor(taglineWords.length / 2)).join(' '),
  taglineWords.slice(Math.floor(taglineWords.length / 2)).join(' '),
];

export function shareImageSvg(): string {
  const body = [
    `<rect width="1200" height="630" fill="${palette.paper}"/>`,
    `<circle cx="930" cy="300" r="250" fill="${palette.cream}"/>`,
    `<path d="M560 630 C680 540 820 520 1200 515 L1200 630 Z" fill="${palette.mint}"/>`,
    plantSvg({ x: 930, baseY: 410, scale: 1.15, newLeaf: 1, sway: 6, leafCount: 6 }),
    mark(80, 86, 76),
    `<text x="170" y="148" font-family="${fontStack}" font-size="60" font-weight="700" fill="${palette.ink}">${escapeXml(brandName)}</text>`,
    ...taglineLines.map(
      (line, index) =>
        `<text x="80" y="${300 + index * 76}" font-family="${fontStack}" font-size="64" font-weight="700" fill="${palette.fernDark}">${escapeXml(line)}</text>`,
    ),
    `<text x="80" y="452" font-family="${fontStack}" font-size="28" fill="${palette.ink}">${escapeXml('Flexible plans in your calendar, made for ADHD.')}</text>`,
    `<rect x="80" y="500" width="290" height="58" rx="29" fill="${palette.sunflower}"/>`,
    `<text x="225" y="537" font-family="${fontStack}" font-size="24" font-weight="700" fill="${palette.ink}" text-anchor="middle">fernly.example</text>`,
  ].join('');
  return svgDocument(shareImageSize.width, shareImageSize.height, body);
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

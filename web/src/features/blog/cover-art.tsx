import { fernMarkShapes } from '../../shared/brand.ts';
import { coverArt, coverArtBox } from './cover-art.ts';

/**
 * The cover a post without an uploaded picture gets (./cover-art.ts). Decorative: the title beside
 * it says what the post is, so screen readers skip it.
 */
export function CoverArt({ title, className }: { readonly title: string; readonly className: string }) {
  const art = coverArt(title);
  return (
    <svg
      className={`${className} cover-art cover-art--scheme-${art.scheme}`}
      viewBox={`0 0 ${coverArtBox.width} ${coverArtBox.height}`}
      width={coverArtBox.width}
      height={coverArtBox.height}
      aria-hidden="true"
      focusable="false"
    >
      <rect className="cover-art__sky" width={coverArtBox.width} height={coverArtBox.height} />
      <circle className="cover-art__sun" cx={art.sun.cx} cy={art.sun.cy} r={art.sun.r} />
      <path className="cover-art__far-hill" d={art.farHill} />
      <path className="cover-art__near-hill" d={art.nearHill} />
      <g transform={`translate(${art.sprout.x} ${art.sprout.y}) scale(${art.sprout.scale})`}>
        {fernMarkShapes.map((shape) => (
          <path key={shape.d} d={shape.d} fill={shape.fill} />
        ))}
      </g>
    </svg>
  );
}

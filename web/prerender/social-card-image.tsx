// Draws a page's social card: the brand's colours and sprout mark (web/src/shared/brand.ts), the
// page's kicker and title in Atkinson Hyperlegible, and the site's domain, as a 1200×630 PNG.
// satori lays the card out as SVG with the font's glyphs as paths, resvg draws it, sharp encodes it.
import { renderAsync } from '@resvg/resvg-js';
import satori, { type Font } from 'satori';
import sharp from 'sharp';
import { palette } from '../media-src/palette.ts';
import { brandName, fernMarkShapes } from '../src/shared/brand.ts';
import { socialCardSize, type SocialCard } from '../src/site/social-card.ts';
import { titleBoxWidth, titleLayout } from './social-card-layout.ts';

const fontFamily = 'Atkinson Hyperlegible';

// The mint hill in the lower right corner, in a box no larger than the hill: satori hands every
// inline SVG to resvg as a picture of its own, and the hill drawn as a picture the card's size
// took 70 of the card's 100 ms (1,000 posts' cards made the build miss its minute).
const hill = {
  left: 560,
  top: 515,
  width: 640,
  height: 115,
  path: 'M560 630 C680 540 820 520 1200 515 L1200 630 Z',
} as const;

function Mark({ size }: { readonly size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48">
      {fernMarkShapes.map((shape) => (
        <path key={shape.d} d={shape.d} fill={shape.fill} />
      ))}
    </svg>
  );
}

function Card({ card, domain }: { readonly card: SocialCard; readonly domain: string }) {
  const title = titleLayout(card.title);
  return (
    <div
      style={{
        width: socialCardSize.width,
        height: socialCardSize.height,
        display: 'flex',
        flexDirection: 'column',
        padding: '64px 80px 56px',
        boxSizing: 'border-box',
        background: palette.paper,
        color: palette.ink,
        fontFamily,
        position: 'relative',
      }}
    >
      <div
        style={{
          position: 'absolute',
          left: 940,
          top: -240,
          width: 460,
          height: 460,
          borderRadius: 230,
          background: palette.cream,
        }}
      />
      <div style={{ position: 'absolute', left: 1010, top: 36, display: 'flex' }}>
        <Mark size={150} />
      </div>
      <svg
        style={{ position: 'absolute', left: hill.left, top: hill.top }}
        width={hill.width}
        height={hill.height}
        viewBox={`${hill.left} ${hill.top} ${hill.width} ${hill.height}`}
      >
        <path d={hill.path} fill={palette.mint} />
      </svg>
      <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
        <Mark size={76} />
        <div style={{ fontSize: 56, fontWeight: 700 }}>{brandName}</div>
      </div>
      <div style={{ marginTop: 52, fontSize: 34, color: palette.fernDark, display: 'flex' }}>
        {card.kicker}
      </div>
      <div
        style={{
          marginTop: 16,
          width: titleBoxWidth,
          fontSize: title.fontSize,
          fontWeight: 700,
          lineHeight: 1.1,
          color: palette.fernDark,
          display: 'block',
          lineClamp: title.maxLines,
        }}
      >
        {title.lines.join(' ')}
      </div>
      <div
        style={{
          marginTop: 'auto',
          alignSelf: 'flex-start',
          display: 'flex',
          padding: '12px 32px',
          borderRadius: 29,
          background: palette.sunflower,
          fontSize: 26,
          fontWeight: 700,
        }}
      >
        {domain}
      </div>
    </div>
  );
}

/** The card as PNG bytes. `fonts` are Atkinson Hyperlegible's regular and bold (./social-cards.ts). */
export async function socialCardPng(card: SocialCard, domain: string, fonts: Font[]): Promise<Buffer> {
  const svg = await satori(<Card card={card} domain={domain} />, {
    width: socialCardSize.width,
    height: socialCardSize.height,
    fonts,
  });
  // resvg's own PNG encoder takes about as long as its drawing; sharp's, a tenth of that.
  // Drawn on libuv's thread pool, so the build lays out the next card meanwhile (./social-cards.ts).
  const image = await renderAsync(svg, { font: { loadSystemFonts: false } });
  return sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 4 } })
    .removeAlpha()
    .png({ compressionLevel: 6 })
    .toBuffer();
}

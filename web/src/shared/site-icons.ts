// The site's icons and its web app manifest, by address. Every page's head links them
// (web/src/site/page-head.ts); the build writes favicon.ico and the manifest
// (web/prerender/brand-files.ts) and `npm run media:generate` draws the others into web/public/
// (web/media-src/generate.ts), all from the brand's mark (./brand.ts).

export interface SiteIcon {
  readonly path: string;
  readonly type: string;
  /** Its width and height in pixels; an SVG has none. */
  readonly sizes: readonly number[];
}

export const siteIcons = {
  /** The mark on its rounded tile, for every browser that takes an SVG icon. */
  svg: { path: '/favicon.svg', type: 'image/svg+xml', sizes: [] },
  /** The same at the classic favicon sizes in one file, for those that ask for /favicon.ico by name. */
  ico: { path: '/favicon.ico', type: 'image/vnd.microsoft.icon', sizes: [16, 32, 48] },
  /** A full square: iOS rounds the corners of a home-screen icon itself. */
  appleTouch: { path: '/apple-touch-icon.png', type: 'image/png', sizes: [180] },
  /** The largest, for the web app manifest (a home-screen shortcut on Android, a splash screen). */
  large: { path: '/icon-512.png', type: 'image/png', sizes: [512] },
} as const satisfies Record<string, SiteIcon>;

/** `16x16 32x32`, as a link's and a manifest's `sizes` name them; `any` for an SVG. */
export function iconSizes(icon: SiteIcon): string {
  return icon.sizes.length === 0 ? 'any' : icon.sizes.map((size) => `${size}x${size}`).join(' ');
}

export const webAppManifestPath = '/manifest.webmanifest';

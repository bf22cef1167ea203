/**
 * Paths are served lower-case whatever letters the visitor typed (edge/viewer-request.js), so the
 * lower-case form is the one canonical address of a page.
 */
export function canonicalPath(path: string): string {
  const lower = path.toLowerCase().replace(/\/+$/, '');
  return lower === '' ? '/' : lower;
}

export function absoluteUrl(siteOrigin: string, path: string): string {
  return new URL(path, siteOrigin).href;
}

export function canonicalUrl(siteOrigin: string, path: string): string {
  return absoluteUrl(siteOrigin, canonicalPath(path));
}

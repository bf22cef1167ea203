// Cache lifetimes for static files, shared by CloudFront (cdk/) and the local server.
// Files under /assets/ carry a content hash in their name, so a new build never reuses a name and
// they can be cached for a year. Everything else (pages, robots.txt, sitemap.xml, the 404 page)
// keeps its name across builds and must be revalidated so a deploy shows at once.

export const immutableAssetCacheControl = 'public, max-age=31536000, immutable';
export const revalidateCacheControl = 'public, max-age=0, must-revalidate';

/** Whether a request path is one of the build's content-hashed files. */
export function isAssetPath(path: string): boolean {
  return path.startsWith('/assets/');
}

export function cacheControlFor(path: string): string {
  return isAssetPath(path) ? immutableAssetCacheControl : revalidateCacheControl;
}

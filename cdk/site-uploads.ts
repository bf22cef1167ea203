// How the built site is uploaded: S3 object metadata carries the Cache-Control header that
// edge/cache-control.ts gives each path (the local server uses the same function). The upload
// runs in two groups so each group gets one header value: hashed assets, then everything else.
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export const assetsDir = 'assets';
export const assetsPrefix = `${assetsDir}/`;
/** Files the site must contain: the pages' root and the page CloudFront serves for a 404. */
const requiredSiteFiles = ['index.html', '404.html'] as const;

export interface SiteUploadPlan {
  /** Cache-Control of every file under `assets/` (hashed names, never overwritten). */
  readonly assetsCacheControl: string;
  /** Cache-Control of every other file (pages, the 404 page, robots.txt, sitemap.xml). */
  readonly pagesCacheControl: string;
}

/** Every file below `siteDir`, as a slash-separated path relative to it. */
export function listSiteFiles(siteDir: string): string[] {
  return readdirSync(siteDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(siteDir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

function singleValue(
  files: readonly string[],
  cacheControlFor: (path: string) => string,
  group: string,
): string {
  const values = new Map<string, string>();
  for (const file of files) {
    const value = cacheControlFor(`/${file}`);
    if (!values.has(value)) values.set(value, file);
  }
  const [first, ...others] = values.keys();
  if (first === undefined) throw new Error(`The site has no ${group}`);
  if (others.length > 0) {
    const examples = [...values].map(([value, file]) => `/${file} → "${value}"`).join(', ');
    throw new Error(
      `cacheControlFor gives ${group} different values (${examples}); the upload sets one per group`,
    );
  }
  return first;
}

/**
 * Checks the built site and finds the Cache-Control of each upload group. Throws when a required
 * file is missing or when `cacheControlFor` disagrees within a group.
 */
export function planSiteUploads(
  files: readonly string[],
  cacheControlFor: (path: string) => string,
): SiteUploadPlan {
  const missing = requiredSiteFiles.filter((file) => !files.includes(file));
  if (missing.length > 0) {
    throw new Error(`The built site lacks ${missing.join(' and ')}; run npm run build first`);
  }
  const assets = files.filter((file) => file.startsWith(assetsPrefix));
  const pages = files.filter((file) => !file.startsWith(assetsPrefix));
  return {
    assetsCacheControl: singleValue(assets, cacheControlFor, `files under /${assetsPrefix}`),
    pagesCacheControl: singleValue(pages, cacheControlFor, `files outside /${assetsPrefix}`),
  };
}

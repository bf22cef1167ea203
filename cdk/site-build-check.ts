// A deploy ships the site built for its own address, or none at all: the build writes the origin
// it put into canonical URLs, the sitemap, the feed and robots.txt into site-meta.json, and a
// deploy to a domain refuses a site built for another (by default, fernly.example).
import type { SiteMeta } from '../edge/security-headers.ts';

/** Why the built site cannot go out under `domainName`, or undefined when it can. */
export function siteBuildMismatch(meta: SiteMeta, domainName: string): string | undefined {
  const expected = `https://${domainName}`;
  if (meta.siteOrigin === expected) return undefined;
  const built = meta.siteOrigin ?? 'an unknown origin (a build without siteOrigin in site-meta.json)';
  return (
    `The site was built for ${built}, but this deploy is for ${expected}: its canonical URLs, sitemap ` +
    `and feed would point elsewhere. Build it for the stage: SITE_ORIGIN=${expected} npm run deploy -- ...`
  );
}

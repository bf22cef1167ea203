// The files that let search engines and feed readers find the pages: sitemap.xml (written by the
// sitemap package), the blog's Atom feed (the feed package) and robots.txt.
import { Feed } from 'feed';
import { SitemapStream, streamToPromise } from 'sitemap';
import { apiBasePath } from '../../contract/openapi-document.gen.ts';
import { absoluteUrl, canonicalUrl } from '../src/shared/canonical-url.ts';
import { feedPath } from '../src/site/head-tags.ts';

export interface SiteFile {
  /** Relative to the site's root, e.g. `sitemap.xml`. */
  readonly path: string;
  readonly content: string;
}

export interface DiscoveryInput {
  readonly siteOrigin: string;
  readonly brandName: string;
  /** Every pre-rendered page; the sitemap lists those that say so. */
  readonly pages: readonly {
    readonly path: string;
    readonly inSitemap: boolean;
    readonly lastModified?: string;
  }[];
  readonly feed: {
    readonly title: string;
    readonly subtitle: string;
    /** The blog index's address. */
    readonly path: string;
    readonly entries: readonly {
      readonly path: string;
      readonly title: string;
      readonly summary: string;
      readonly author: string;
      /** YYYY-MM-DD */
      readonly published: string;
    }[];
  };
}

/** Midnight UTC of a YYYY-MM-DD date. */
const dayStart = (date: string) => new Date(`${date}T00:00:00Z`);

/** Each canonical address once (partner pages answer in any letter case, but have one address). */
async function sitemapXml(input: DiscoveryInput, today: string): Promise<string> {
  const sitemap = new SitemapStream({
    hostname: input.siteOrigin,
    lastmodDateOnly: true,
    xmlns: { news: false, xhtml: false, image: false, video: false },
  });
  const seen = new Set<string>();
  for (const page of input.pages) {
    const url = canonicalUrl(input.siteOrigin, page.path);
    if (!page.inSitemap || seen.has(url)) continue;
    seen.add(url);
    sitemap.write({ url, lastmod: page.lastModified ?? today });
  }
  sitemap.end();
  return (await streamToPromise(sitemap)).toString('utf8');
}

/**
 * The blog's Atom feed (RFC 4287), newest first, with the site's canonical addresses as the ids:
 * they never change, so a reader never shows a post twice.
 */
function atomFeed(input: DiscoveryInput): string {
  const { feed, siteOrigin } = input;
  const blogUrl = canonicalUrl(siteOrigin, feed.path);
  const newest = feed.entries.map((entry) => entry.published).reduce((a, b) => (a > b ? a : b), '1970-01-01');
  const atom = new Feed({
    id: blogUrl,
    link: blogUrl,
    title: feed.title,
    description: feed.subtitle,
    updated: dayStart(newest),
    author: { name: input.brandName },
    feedLinks: { atom: absoluteUrl(siteOrigin, feedPath) },
    generator: false,
  });
  for (const entry of feed.entries) {
    const url = canonicalUrl(siteOrigin, entry.path);
    atom.addItem({
      id: url,
      link: url,
      title: entry.title,
      description: entry.summary,
      author: [{ name: entry.author }],
      date: dayStart(entry.published),
      published: dayStart(entry.published),
    });
  }
  return atom.atom1();
}

function robotsTxt(siteOrigin: string): string {
  // The API is not content; keeping crawlers off it also keeps them out of the visit statistics.
  return `User-agent: *\nAllow: /\nDisallow: ${apiBasePath}/\n\nSitemap: ${absoluteUrl(siteOrigin, '/sitemap.xml')}\n`;
}

/** `today` dates the pages that have no date of their own; posts and the index's pages carry theirs. */
export async function discoveryFiles(input: DiscoveryInput, today: string): Promise<SiteFile[]> {
  return [
    { path: 'sitemap.xml', content: await sitemapXml(input, today) },
    { path: feedPath.slice(1), content: atomFeed(input) },
    { path: 'robots.txt', content: robotsTxt(input.siteOrigin) },
  ];
}

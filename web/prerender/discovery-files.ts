// The files that let search engines and feed readers find the pages: sitemap.xml, the Atom feed
// and robots.txt, built from the server bundle's pages and posts and the paths actually rendered.
import { atomFeed, feedPath, robotsTxt, sitemapXml, type SitemapEntry } from '../src/site/head-tags.ts';
import type { ServerEntry } from './server-entry.ts';

export interface SiteFile {
  /** Relative to the site's root, e.g. `sitemap.xml`. */
  readonly path: string;
  readonly content: string;
}

/** `today` dates the pages that have no date of their own; posts carry theirs. */
export function discoveryFiles(
  server: Pick<ServerEntry, 'siteConfig' | 'pages' | 'blogPosts'>,
  renderedPaths: readonly string[],
  today: string,
): SiteFile[] {
  const origin = server.siteConfig.siteOrigin;
  const blogPath = server.pages.blog?.path ?? '/blog-page';
  const newestPost = server.blogPosts[0]?.published ?? today;
  const sitemapEntries: SitemapEntry[] = [
    ...Object.values(server.pages)
      .filter((page) => page.inSitemap)
      .map((page) => ({ path: page.path, lastModified: today })),
    ...renderedPaths
      .filter((path) => path.startsWith(`${blogPath}/page/`))
      .map((path) => ({ path, lastModified: newestPost })),
    ...server.blogPosts.map((post) => ({ path: `${blogPath}/${post.slug}`, lastModified: post.published })),
  ];
  const feed = atomFeed({
    site: server.siteConfig,
    title: server.pages.blog?.heading ?? 'Blog',
    subtitle: server.pages.blog?.description ?? '',
    blogPath,
    entries: server.blogPosts.map((post) => ({
      path: `${blogPath}/${post.slug}`,
      title: post.title,
      summary: post.description,
      author: post.author,
      published: post.published,
    })),
  });
  return [
    { path: 'sitemap.xml', content: sitemapXml(origin, sitemapEntries) },
    { path: feedPath.slice(1), content: feed },
    { path: 'robots.txt', content: robotsTxt(origin) },
  ];
}

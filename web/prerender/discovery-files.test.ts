import { describe, expect, it } from 'vitest';
import { apiBasePath } from '../../contract/operations.ts';
import { discoveryFiles, type DiscoveryInput } from './discovery-files.ts';

const input: DiscoveryInput = {
  siteOrigin: 'https://fernly.org',
  brandName: 'Fernly',
  pages: [
    { path: '/', inSitemap: true },
    { path: '/About', inSitemap: true },
    { path: '/about', inSitemap: true },
    { path: '/Heka', inSitemap: false },
    { path: '/blog-page/page/2', inSitemap: true, lastModified: '2026-10-01' },
    { path: '/blog-page/newer', inSitemap: true, lastModified: '2026-10-01' },
    { path: "/a&b'", inSitemap: true },
  ],
  feed: {
    title: 'The Fernly blog',
    subtitle: 'Moving more with ADHD',
    path: '/blog-page',
    entries: [
      {
        path: '/blog-page/newer',
        title: 'Newer & better',
        summary: 'A <short> post',
        author: 'Maya',
        published: '2026-10-01',
      },
      {
        path: '/blog-page/older',
        title: 'Older',
        summary: 'An older post',
        author: 'Dan',
        published: '2026-01-01',
      },
    ],
  },
};

async function file(path: string): Promise<string> {
  const found = (await discoveryFiles(input, '2026-11-23')).find((candidate) => candidate.path === path);
  if (found === undefined) throw new Error(`no ${path}`);
  return found.content;
}

describe('sitemap.xml', () => {
  it('lists each page the sitemap should once, at its canonical address, with its date or the build’s', async () => {
    const sitemap = await file('sitemap.xml');
    const dated = (path: string, date: string) =>
      new RegExp(`<url><loc>https://fernly\\.org${path}</loc><lastmod>${date}</lastmod></url>`);
    expect(sitemap).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?><urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(sitemap).toMatch(dated('/', '2026-11-23'));
    expect(sitemap).toMatch(dated('/about', '2026-11-23'));
    expect(sitemap).toMatch(dated('/blog-page/page/2', '2026-10-01'));
    expect(sitemap).toMatch(dated('/blog-page/newer', '2026-10-01'));
    expect(sitemap.match(/<url>/g)).toHaveLength(5);
    expect(sitemap.toLowerCase()).not.toContain('/heka');
  });

  it('escapes XML special characters', async () => {
    expect(await file('sitemap.xml')).toContain("<loc>https://fernly.org/a&amp;b'</loc>");
  });
});

describe('feed.xml', () => {
  it('is an Atom document whose ids and links are the canonical addresses', async () => {
    const feed = await file('feed.xml');
    expect(feed).toMatch(
      /^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom">/,
    );
    expect(feed).toContain('<id>https://fernly.org/blog-page</id>');
    expect(feed).toContain('<link rel="self" href="https://fernly.org/feed.xml"/>');
    expect(feed).toContain('<id>https://fernly.org/blog-page/newer</id>');
    expect(feed).toContain('<link href="https://fernly.org/blog-page/older"/>');
    expect(feed.match(/<entry>/g)).toHaveLength(2);
  });

  it('is updated when its newest post was published, and keeps the copy as text', async () => {
    const feed = await file('feed.xml');
    expect(feed).toMatch(
      /<feed[^>]*>\s*<id>[^<]+<\/id>\s*<title>The Fernly blog<\/title>\s*<updated>2026-10-01T00:00:00.000Z<\/updated>/,
    );
    expect(feed).toContain('<title type="html"><![CDATA[Newer & better]]></title>');
    expect(feed).toContain('<summary type="html"><![CDATA[A <short> post]]></summary>');
    expect(feed).toContain('<published>2026-01-01T00:00:00.000Z</published>');
  });
});

describe('robots.txt', () => {
  it('allows the site, keeps crawlers off the API and names the sitemap', async () => {
    expect(await file('robots.txt')).toBe(
      `User-agent: *\nAllow: /\nDisallow: ${apiBasePath}/\n\nSitemap: https://fernly.org/sitemap.xml\n`,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { discoveryFiles } from './discovery-files.ts';

const server = {
  siteConfig: {
    siteOrigin: 'https://fernly.org',
    brandName: 'Fernly',
    productDomain: 'fernly.org',
    appOrigin: 'https://app.fernly.org',
    supportEmail: 'support@fernly.org',
  },
  pages: {
    home: { path: '/', heading: 'Home', inSitemap: true, description: 'The home page.' },
    heka: { path: '/heka', heading: 'Heka', inSitemap: false, description: 'A partner page.' },
    blog: { path: '/blog-page', heading: 'Blog', inSitemap: true, description: 'Posts.' },
  },
  blogPosts: [
    { slug: 'newer', published: '2026-10-01', title: 'Newer', description: 'D', author: 'A' },
    { slug: 'older', published: '2026-01-01', title: 'Older', description: 'D', author: 'A' },
  ],
};

function file(path: string): string {
  const found = discoveryFiles(server, ['/', '/blog-page', '/blog-page/page/2'], '2026-11-23').find(
    (candidate) => candidate.path === path,
  );
  if (found === undefined) throw new Error(`no ${path}`);
  return found.content;
}

describe('discoveryFiles', () => {
  it('lists the sitemap pages, the rendered index pages and every post, each with its date', () => {
    const sitemap = file('sitemap.xml');
    const dated = (path: string, date: string) =>
      new RegExp(`<loc>https://fernly\\.org${path}</loc>\\s*<lastmod>${date}</lastmod>`);
    expect(sitemap).toMatch(dated('/', '2026-11-23'));
    expect(sitemap).toMatch(dated('/blog-page/page/2', '2026-10-01'));
    expect(sitemap).toMatch(dated('/blog-page/older', '2026-01-01'));
    expect(sitemap).not.toContain('/heka');
  });

  it('writes the feed with every post and robots.txt naming the sitemap', () => {
    expect(file('feed.xml').match(/<entry>/g)).toHaveLength(2);
    expect(file('robots.txt')).toContain('Sitemap: https://fernly.org/sitemap.xml');
  });
});

// The pre-rendered pages as the local stack serves them: each route's content, title and canonical
// address in the HTML, the SEO tags and social cards, the sitemap and robots.txt, and the 404s of
// the site and the API. That each page then runs in a browser without an error is csp.spec.ts's.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { apiBasePath } from '../../contract/operations.ts';
import { siteConfig } from '../../web/src/shared/site-config.ts';
import { notFoundMeta } from '../../web/src/site/not-found-copy.ts';
import { siteRoutes } from '../e2e/site-routes.ts';
import { get, header, siteUrl, text } from './served.ts';

const { siteOrigin } = siteConfig;

const page = async (path: string) => text(await get(path));

describe('pre-rendered pages', () => {
  it('cover the 13 routes of the spec, each at its own address', () => {
    const specRoutes = [
      '/',
      '/HomePage1',
      '/privacy-policy',
      '/terms-and-conditions',
      '/contact-us',
      '/about',
      '/faqs',
      '/team-page',
      '/blog-page',
      '/Quay',
      '/Heka',
      '/Totum',
      '/Perkbox',
    ];
    const paths = siteRoutes().map((route) => route.path);
    expect(paths).toEqual(expect.arrayContaining(specRoutes));
    const lowerCase = paths.map((path) => path.toLowerCase());
    expect(new Set(lowerCase).size).toBe(lowerCase.length);
  });

  for (const route of siteRoutes()) {
    it(`${route.path} has its content in the HTML`, async () => {
      const response = await get(route.path);
      expect(response.status).toBe(200);
      const html = text(response);
      const heading = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '');
      expect(heading, 'one h1 in the HTML served without JavaScript').toBeTruthy();
      if (route.heading !== '') expect(heading).toContain(route.heading);
      expect(html).toMatch(/<title>[^<]+\| Fernly<\/title>|<title>[^<]*Fernly[^<]*<\/title>/);
      expect(html).toContain('<link rel="canonical"');
    });
  }

  it('each page carries its SEO tags and structured data', async () => {
    const home = await page('/');
    for (const tag of ['og:title', 'og:description', 'og:url', 'og:image', 'twitter:card', 'twitter:image']) {
      expect(home).toMatch(new RegExp(`<meta (?:name|property)="${tag}" content="[^"]+"`));
    }
    const jsonLd = [...home.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)].map(
      (match): unknown => JSON.parse(match[1] ?? 'null'),
    );
    expect(jsonLd).toContainEqual(expect.objectContaining({ '@type': 'Organization', name: 'Fernly' }));
    const offers: unknown = expect.arrayContaining([
      expect.objectContaining({ price: '6.99', priceCurrency: 'GBP' }),
    ]);
    expect(jsonLd).toContainEqual(expect.objectContaining({ '@type': 'SoftwareApplication', offers }));
    const image = /<meta property="og:image" content="([^"]+)"/.exec(home)?.[1] ?? '';
    const imageResponse = await get(new URL(image).pathname);
    expect(imageResponse.status).toBe(200);
    expect(header(imageResponse, 'content-type')).toMatch(/image\/(png|jpeg)/);

    const quay = await page('/Quay');
    expect(quay).toContain(`<link rel="canonical" href="${siteOrigin}/"`);
    const about = await page('/about');
    expect(about).toContain('<title>About us | Fernly</title>');
    expect(about).toContain(`<link rel="canonical" href="${siteOrigin}/about"`);
  });

  it('each page names its own 1200×630 PNG social card, with its size and alt text', async () => {
    const cards = new Map<string, Buffer>();
    for (const route of siteRoutes()) {
      const html = await page(route.path);
      const meta = (attribute: string, name: string) =>
        new RegExp(`<meta ${attribute}="${name}" content="([^"]+)"`).exec(html)?.[1];
      const image = meta('property', 'og:image') ?? '';
      expect(meta('name', 'twitter:image'), route.path).toBe(image);
      expect(meta('property', 'og:image:width'), route.path).toBe('1200');
      expect(meta('property', 'og:image:height'), route.path).toBe('630');
      expect(meta('property', 'og:image:alt'), route.path).toBeTruthy();
      expect(meta('name', 'twitter:image:alt'), route.path).toBe(meta('property', 'og:image:alt'));
      const response = await get(new URL(image).pathname);
      expect(response.status, image).toBe(200);
      const { format, width, height } = await sharp(response.body).metadata();
      expect([format, width, height], image).toEqual(['png', 1200, 630]);
      cards.set(route.path, response.body);
    }
    const distinct = new Set([...cards.values()].map((png) => png.toString('base64')));
    expect(distinct.size, 'every page has a card of its own').toBe(cards.size);
    expect(cards.get('/Quay')?.equals(cards.get('/') ?? Buffer.alloc(0))).toBe(false);
  });

  it('serves sitemap.xml and robots.txt', async () => {
    const sitemap = await page('/sitemap.xml');
    expect(sitemap).toContain(`<loc>${siteOrigin}/privacy-policy</loc>`);
    expect(sitemap).toContain(`<loc>${siteOrigin}/blog-page/starting-small</loc>`);
    expect(sitemap).not.toContain('/quay<');
    const robots = await page('/robots.txt');
    expect(robots).toContain(`Sitemap: ${siteOrigin}/sitemap.xml`);
  });

  it('an unknown address answers 404 with the pre-rendered not-found page', async () => {
    const response = await get('/no-such-page');
    expect(response.status).toBe(404);
    const html = text(response);
    expect(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '')).toBe(notFoundMeta.heading);
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toMatch(/Page not found/);
  });

  it('an unknown API address answers the API’s own 404 in JSON, not the site’s page', async () => {
    const response = await fetch(new URL(`${apiBasePath}/no-such-operation`, siteUrl()), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toMatchObject({ code: 'not_found' });
  });
});

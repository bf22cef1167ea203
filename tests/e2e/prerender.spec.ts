import sharp from 'sharp';
import { apiBasePath } from '../../contract/operations.ts';
import { siteConfig } from '../../web/src/shared/site-config.ts';
import { notFoundMeta } from '../../web/src/site/not-found-copy.ts';
import { expect, test } from './fixtures.ts';
import { hydrated, siteRoutes } from './site-routes.ts';

const { siteOrigin } = siteConfig;

test.describe('pre-rendered pages', () => {
  test('cover the 13 routes of the spec, each at its own address', ({ isMobile }) => {
    test.skip(isMobile, 'the list does not depend on the browser');
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
    test(`${route.path} has its content in the HTML and hydrates cleanly`, async ({ page, request }) => {
      const response = await request.get(route.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const heading = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '');
      expect(heading, 'one h1 in the HTML served without JavaScript').toBeTruthy();
      if (route.heading !== '') expect(heading).toContain(route.heading);
      expect(html).toMatch(/<title>[^<]+\| Fernly<\/title>|<title>[^<]*Fernly[^<]*<\/title>/);
      expect(html).toContain('<link rel="canonical"');

      await page.goto(route.path);
      await page.waitForFunction(hydrated);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  test('each page carries its SEO tags and structured data', async ({ request }) => {
    const home = await (await request.get('/')).text();
    for (const tag of ['og:title', 'og:description', 'og:url', 'og:image', 'twitter:card', 'twitter:image']) {
      expect(home).toMatch(new RegExp(`<meta (?:name|property)="${tag}" content="[^"]+"`));
    }
    const jsonLd = [...home.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)].map(
      (match): unknown => JSON.parse(match[1] ?? 'null'),
    );
    expect(jsonLd).toContainEqual(expect.objectContaining({ '@type': 'Organization', name: 'Fernly' }));
    expect(jsonLd).toContainEqual(
      expect.objectContaining({
        '@type': 'SoftwareApplication',
        offers: expect.arrayContaining([expect.objectContaining({ price: '6.99', priceCurrency: 'GBP' })]),
      }),
    );
    const image = /<meta property="og:image" content="([^"]+)"/.exec(home)?.[1] ?? '';
    const imageResponse = await request.get(new URL(image).pathname);
    expect(imageResponse.status()).toBe(200);
    expect(imageResponse.headers()['content-type']).toMatch(/image\/(png|jpeg)/);

    const quay = await (await request.get('/Quay')).text();
    expect(quay).toContain(`<link rel="canonical" href="${siteOrigin}/"`);
    const about = await (await request.get('/about')).text();
    expect(about).toContain('<title>About us | Fernly</title>');
    expect(about).toContain(`<link rel="canonical" href="${siteOrigin}/about"`);
  });

  test('each page names its own 1200×630 PNG social card, with its size and alt text', async ({
    request,
    isMobile,
  }) => {
    test.skip(isMobile, 'the cards do not depend on the browser');
    const cards = new Map<string, Buffer>();
    for (const route of siteRoutes()) {
      const html = await (await request.get(route.path)).text();
      const meta = (attribute: string, name: string) =>
        new RegExp(`<meta ${attribute}="${name}" content="([^"]+)"`).exec(html)?.[1];
      const image = meta('property', 'og:image') ?? '';
      expect(meta('name', 'twitter:image'), route.path).toBe(image);
      expect(meta('property', 'og:image:width'), route.path).toBe('1200');
      expect(meta('property', 'og:image:height'), route.path).toBe('630');
      expect(meta('property', 'og:image:alt'), route.path).toBeTruthy();
      expect(meta('name', 'twitter:image:alt'), route.path).toBe(meta('property', 'og:image:alt'));
      const response = await request.get(new URL(image).pathname);
      expect(response.status(), image).toBe(200);
      const png = await response.body();
      const { format, width, height } = await sharp(png).metadata();
      expect([format, width, height], image).toEqual(['png', 1200, 630]);
      cards.set(route.path, png);
    }
    const distinct = new Set([...cards.values()].map((png) => png.toString('base64')));
    expect(distinct.size, 'every page has a card of its own').toBe(cards.size);
    expect(cards.get('/Quay')?.equals(cards.get('/') ?? Buffer.alloc(0))).toBe(false);
  });

  test('serves sitemap.xml and robots.txt', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${siteOrigin}/privacy-policy</loc>`);
    expect(sitemap).toContain(`<loc>${siteOrigin}/blog-page/starting-small</loc>`);
    expect(sitemap).not.toContain('/quay<');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${siteOrigin}/sitemap.xml`);
  });

  test('the terms are their own chunk, fetched only when the router shows the terms', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      // The field vitals' module loads on every page at its first idle moment (decision 0045).
      if (request.resourceType() === 'script' && !/\/assets\/fieldVitals-[\w-]+\.js$/.test(path))
        scripts.push(path);
    });
    await page.goto('/terms-and-conditions');
    await page.waitForLoadState('networkidle');
    expect(scripts, 'a pre-rendered page needs no script of its own').toEqual([]);
    await page.goto('/about');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms & Conditions' }).click();
    await expect(page.getByRole('heading', { level: 2, name: /Cancelling/ })).toBeVisible();
    expect(scripts.some((path) => path.includes('/terms-and-conditions-'))).toBe(true);
  });

  test('routes match in any letter case and hydrate without a mismatch', async ({ page }) => {
    for (const path of ['/quay', '/QUAY', '/homepage1', '/HEKA', '/Privacy-Policy']) {
      await page.goto(path);
      await page.waitForFunction(hydrated);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });

  test('an unknown address answers 404 with the pre-rendered not-found page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await page.waitForFunction(hydrated);
    await expect(page.getByRole('heading', { level: 1, name: notFoundMeta.heading })).toBeVisible();
    await expect(page).toHaveTitle(/Page not found/);
  });

  test('an unknown API address answers the API’s own 404 in JSON, not the site’s page', async ({ page }) => {
    const response = await page.request.post(`${apiBasePath}/no-such-operation`, { data: {} });
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toMatch(/^application\/json/);
    expect(await response.json()).toMatchObject({ code: 'not_found' });
  });

  test.use({ allowedConsoleErrors: [[/status of 404/], { scope: 'test' }] });
});

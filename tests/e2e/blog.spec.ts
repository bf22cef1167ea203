// The blog as a reader and a feed reader find it: posts link to their neighbours, and every page
// points at an Atom feed that is valid against RFC 4287's schema and that Chromium's XML parser reads.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { validateXML } from 'xmllint-wasm';
import { siteConfig } from '../../web/src/shared/site-config.ts';
import { expect, test } from './fixtures.ts';
import { hydrated } from './site-routes.ts';

const { siteOrigin } = siteConfig;

/** The posts of the blog index's first page, newest first, as the pre-rendered HTML lists them. */
async function listedPosts(request: APIRequestContext): Promise<{ slug: string; title: string }[]> {
  const html = await (await request.get('/blog-page')).text();
  return [...html.matchAll(/<h2 id="post-([a-z0-9-]+)" class="post-card__title"><a [^>]*>([^<]+)<\/a>/g)].map(
    ([, slug = '', title = '']) => ({
      slug,
      title: title.replaceAll('&#x27;', "'").replaceAll('&amp;', '&'),
    }),
  );
}

test.describe('blog', () => {
  test('each post links to the newer and the older post', async ({ page, request }) => {
    const [newest, middle, oldest] = await listedPosts(request);
    if (newest === undefined || middle === undefined || oldest === undefined)
      throw new Error('The blog needs three posts for this test');
    await page.goto(`/blog-page/${middle.slug}`);
    await page.waitForFunction(hydrated);
    const more = page.getByRole('navigation', { name: 'More posts' });
    await expect(
      more.getByRole('link', { name: new RegExp(`Newer post.*${newest.title.slice(0, 20)}`) }),
    ).toHaveAttribute('rel', 'prev');
    await more.getByRole('link', { name: /Older post/ }).click();
    await expect(page).toHaveURL(new RegExp(`/blog-page/${oldest.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(oldest.title);
    await expect(
      page.getByRole('navigation', { name: 'More posts' }).getByRole('link', { name: /Older post/ }),
    ).toHaveCount(0);
  });

  test('a post without an uploaded cover shows art drawn from its title, the same on its card and its page', async ({
    page,
  }) => {
    await page.goto('/blog-page');
    const cards = page.locator('.post-card');
    const drawn = cards.locator('svg.cover-art');
    await expect(drawn.first()).toBeVisible();
    // Every card has a cover, drawn or uploaded, and screen readers skip it: the title names the post.
    expect(await cards.count()).toBe((await drawn.count()) + (await cards.locator('picture').count()));
    for (const art of await drawn.all()) await expect(art).toHaveAttribute('aria-hidden', 'true');
    const card = cards.filter({ has: page.locator('svg.cover-art') }).first();
    const onCard = await card.locator('svg.cover-art').innerHTML();
    const scheme = (await card.locator('svg.cover-art').getAttribute('class'))?.match(
      /cover-art--scheme-\d/,
    )?.[0];
    expect(new Set(await drawn.evaluateAll((svgs) => svgs.map((svg) => svg.innerHTML))).size).toBe(
      await drawn.count(),
    );

    await page.waitForFunction(hydrated);
    await card.getByRole('link').click();
    const cover = page.locator('article svg.blog-post__cover');
    await expect(cover).toHaveClass(new RegExp(scheme ?? 'no scheme'));
    expect(await cover.innerHTML()).toBe(onCard);
    const box = await cover.boundingBox();
    expect(box !== null && Math.abs(box.width / box.height - 3)).toBeLessThan(0.02);
  });

  test('every page links the Atom feed, which is valid Atom with the canonical addresses', async ({
    page,
    request,
    isMobile,
  }) => {
    test.skip(isMobile, 'the feed does not depend on the browser');
    const blogPosts = await listedPosts(request);
    expect(blogPosts.length).toBeGreaterThan(0);
    for (const path of ['/', '/blog-page', `/blog-page/${blogPosts[0]?.slug ?? ''}`, '/faqs']) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain(
        `<link rel="alternate" type="application/atom+xml" title="Fernly blog" href="${siteOrigin}/feed.xml"/>`,
      );
    }
    const response = await request.get('/feed.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    const validation = await validateXML({
      xml: [{ fileName: 'feed.xml', contents: xml }],
      schema: [
        {
          fileName: 'atom.rng',
          contents: await readFile(new URL('../schemas/atom.rng', import.meta.url), 'utf8'),
        },
      ],
      extension: 'relaxng',
    });
    expect(
      validation.errors.map((error) => error.rawMessage),
      'the feed is valid against the Atom schema (RFC 4287, appendix B)',
    ).toEqual([]);
    expect(validation.valid).toBe(true);
    await page.goto('/');
    const feed = await page.evaluate((text) => {
      const atom = 'http://www.w3.org/2005/Atom';
      const document = new DOMParser().parseFromString(text, 'application/xml');
      const error = document.getElementsByTagName('parsererror')[0]?.textContent ?? null;
      const root = document.documentElement;
      const child = (parent: Element, name: string) =>
        [...parent.children].filter((element) => element.namespaceURI === atom && element.localName === name);
      const text1 = (parent: Element, name: string) => child(parent, name)[0]?.textContent ?? null;
      return {
        error,
        root: `${root.namespaceURI} ${root.localName}`,
        id: text1(root, 'id'),
        title: text1(root, 'title'),
        updated: text1(root, 'updated'),
        feedAuthors: child(root, 'author').length,
        self: child(root, 'link')
          .find((link) => link.getAttribute('rel') === 'self')
          ?.getAttribute('href'),
        entries: child(root, 'entry').map((entry) => ({
          id: text1(entry, 'id'),
          title: text1(entry, 'title'),
          link: child(entry, 'link')[0]?.getAttribute('href'),
        })),
      };
    }, xml);
    expect(feed.error).toBeNull();
    expect(feed.root).toBe('http://www.w3.org/2005/Atom feed');
    expect(feed.id).toBe(`${siteOrigin}/blog-page`);
    expect(feed.title).toBeTruthy();
    expect(feed.updated).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
    expect(feed.feedAuthors).toBe(1);
    expect(feed.self).toBe(`${siteOrigin}/feed.xml`);
    expect(feed.entries).toEqual(
      blogPosts.map((post) => ({
        id: `${siteOrigin}/blog-page/${post.slug}`,
        title: post.title,
        link: `${siteOrigin}/blog-page/${post.slug}`,
      })),
    );
  });
});

// The blog as a feed reader finds it: every page points at an Atom feed that is valid against RFC
// 4287's schema, whose entries are the blog's posts at their canonical addresses. That posts link
// to their neighbours and show their covers is tests/e2e/blog.spec.ts's.
import { readFile } from 'node:fs/promises';
import { Window, type Element } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { siteConfig } from '../../web/src/shared/site-config.ts';
import { get, text } from './served.ts';

const { siteOrigin } = siteConfig;
const atom = 'http://www.w3.org/2005/Atom';

/** The posts of the blog index's first page, newest first, as the pre-rendered HTML lists them. */
async function listedPosts(): Promise<{ slug: string; title: string }[]> {
  const html = text(await get('/blog-page'));
  return [...html.matchAll(/<h2 id="post-([a-z0-9-]+)" class="post-card__title"><a [^>]*>([^<]+)<\/a>/g)].map(
    ([, slug = '', title = '']) => ({
      slug,
      title: title.replaceAll('&#x27;', "'").replaceAll('&amp;', '&'),
    }),
  );
}

const escaped = (data: string) =>
  data.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * The feed's parts a reader shows, read with a DOM's XML parser. happy-dom's reads no CDATA
 * section, so each is written as the escaped text it stands for: the same character data.
 */
function readFeed(xml: string) {
  const plain = xml.replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, (_, data: string) => escaped(data));
  const document = new new Window().DOMParser().parseFromString(plain, 'application/xml');
  const root = document.documentElement;
  const child = (parent: Element, name: string) =>
    [...parent.children].filter((element) => element.namespaceURI === atom && element.localName === name);
  const textOf = (parent: Element, name: string) => child(parent, name)[0]?.textContent ?? null;
  return {
    error: document.getElementsByTagName('parsererror')[0]?.textContent ?? null,
    root: `${root.namespaceURI} ${root.localName}`,
    id: textOf(root, 'id'),
    title: textOf(root, 'title'),
    updated: textOf(root, 'updated'),
    feedAuthors: child(root, 'author').length,
    self: child(root, 'link')
      .find((link) => link.getAttribute('rel') === 'self')
      ?.getAttribute('href'),
    entries: child(root, 'entry').map((entry) => ({
      id: textOf(entry, 'id'),
      title: textOf(entry, 'title'),
      link: child(entry, 'link')[0]?.getAttribute('href'),
    })),
  };
}

describe('blog', () => {
  it('every page links the Atom feed, which is valid Atom with the canonical addresses', async () => {
    const blogPosts = await listedPosts();
    expect(blogPosts.length).toBeGreaterThan(0);
    for (const path of ['/', '/blog-page', `/blog-page/${blogPosts[0]?.slug ?? ''}`, '/faqs']) {
      expect(text(await get(path)), path).toContain(
        `<link rel="alternate" type="application/atom+xml" title="Fernly blog" href="${siteOrigin}/feed.xml"/>`,
      );
    }
    const response = await get('/feed.xml');
    expect(response.status).toBe(200);
    const xml = text(response);
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
    const feed = readFeed(xml);
    expect(feed.error).toBeNull();
    expect(feed.root).toBe(`${atom} feed`);
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

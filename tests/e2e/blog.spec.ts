// The blog as a reader finds it: posts link to their neighbours and show their covers. The feed is
// read without a browser in tests/site/blog-feed.test.ts.
import type { APIRequestContext } from '@playwright/test';
import { onEveryScreen } from './devices.ts';
import { expect, test } from './fixtures.ts';
import { gotoReady } from './home-support.ts';
import { waitForPageScript } from './site-routes.ts';

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

// A post's page and its cover are laid out for the wide screen and the phone.
test.describe('blog', onEveryScreen, () => {
  test('each post links to the newer and the older post', async ({ page, request }) => {
    const [newest, middle, oldest] = await listedPosts(request);
    if (newest === undefined || middle === undefined || oldest === undefined)
      throw new Error('The blog needs three posts for this test');
    await gotoReady(page, `/blog-page/${middle.slug}`);
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

    await waitForPageScript(page);
    await card.getByRole('link').click();
    const cover = page.locator('article svg.blog-post__cover');
    await expect(cover).toHaveClass(new RegExp(scheme ?? 'no scheme'));
    expect(await cover.innerHTML()).toBe(onCard);
    const box = await cover.boundingBox();
    expect(box !== null && Math.abs(box.width / box.height - 3)).toBeLessThan(0.02);
  });
});

// What of the basics a browser asks for needs one: Chromium's own parse of the web app manifest,
// and the blog's feed link a reader sees. The files, their links and headers are
// tests/site/site-basics.test.ts's.
import { blogCopyFileSchema } from '../../web/src/features/blog/blog-copy-schema.ts';
import { brandName } from '../../web/src/shared/brand.ts';
import { webAppManifestPath } from '../../web/src/shared/site-icons.ts';
import { feedPath } from '../../web/src/site/head-tags.ts';
import { readContentFile } from '../content-file.ts';
import { onceOnDesktop, onEveryScreen } from './devices.ts';
import { expect, test } from './fixtures.ts';

test(
  'Chromium reads the manifest without an error and finds its name and icons',
  onceOnDesktop('the manifest is one file for every device; its parse needs a browser'),
  async ({ page }) => {
    await page.goto('/');
    const cdp = await page.context().newCDPSession(page);
    const { url, errors, data } = await cdp.send('Page.getAppManifest', {});
    expect(new URL(url).pathname).toBe(webAppManifestPath);
    expect(errors).toEqual([]);
    expect(JSON.parse(data ?? '{}')).toMatchObject({ name: brandName });
  },
);

test(
  'the blog shows a link to its feed, with its icon, named for what it does',
  onEveryScreen,
  async ({ page, request }) => {
    const { feedLink } = readContentFile('content/pages/blog.yaml', blogCopyFileSchema).blog;
    await page.goto('/blog-page');
    const link = page.getByRole('link', { name: feedLink });
    await expect(link).toBeVisible();
    await expect(link.locator('svg')).toBeVisible();
    const href = await link.getAttribute('href');
    expect(href).toBe(feedPath);
    const feed = await request.get(href ?? '');
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
  },
);

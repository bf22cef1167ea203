// The editor at /admin in local mode (admin-local-mode.ts) on the working tree's content, through
// to the next build of the site.
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { siteConfig } from '../../web/src/shared/site-config.ts';
import { socialCardPath, socialCardSize } from '../../web/src/site/social-card.ts';
import { contentFiles, parseContentFile } from '../../web/vite-plugins/content-files.ts';
import { parseBlogPost } from '../../web/vite-plugins/markdown-post.ts';
import { coverWidth, maxUploadBytes } from '../../web/vite-plugins/media-images.ts';
import { buildWithGeneratedPosts } from '../../tools/bench/generated-site.ts';
import {
  changedPaths,
  editedContent,
  editorConsoleErrors,
  openEditor,
  openFile,
  saved,
  textOf,
  workingTreeContent,
} from './admin-local-mode.ts';
import { runsOn } from './devices.ts';
import { expect, test } from './fixtures.ts';

test.use({ allowedConsoleErrors: [editorConsoleErrors, { scope: 'test' }] });

// On a phone Sveltia shows the collection's files as a list of their own before an entry (no
// sidebar tree), so these steps find other controls; owners edit at a desk, and the editor is
// checked on the desktop profile.
const atADesk = runsOn(['desktop'], 'the editor is driven through its desktop layout');

test.describe('the editor at /admin, local mode', atADesk, () => {
  test('changes an FAQ answer, adds a testimonial and publishes a post with an uploaded cover; the next build shows them', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const before = workingTreeContent();
    await openEditor(page);

    const answer =
      'No. Fernly is built around how ADHD brains tend to work, and you never need to prove a diagnosis to join or to stay.';
    await openFile(page, 'Site content', 'FAQs');
    await page.getByRole('textbox', { name: 'Answer' }).first().fill(answer);
    await saved(page);

    await openFile(page, 'Site content', 'Testimonials');
    await page
      .getByRole('button', { name: /^Add .*Testimonial/ })
      .first()
      .click();
    const name = 'Ola, 33, Dundee';
    const quote =
      'The two-minute warm-up is the only plan I have kept past March. It waits for me and never scolds.';
    await page.getByRole('textbox', { name: 'Name, age and town' }).first().fill(name);
    await page.getByRole('textbox', { name: 'Quote' }).first().fill(quote);
    await page.getByRole('combobox', { name: 'Avatar' }).first().click();
    await page.getByRole('option', { name: 'avatar-07' }).click();
    await saved(page);

    await page.getByRole('treeitem', { name: 'Blog posts' }).click();
    await page.getByRole('button', { name: 'Create New Entry' }).click();
    const title = 'Moving on the days your brain says no';
    const slug = 'moving-on-the-days-your-brain-says-no';
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await page
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('What to do when starting feels impossible: the smallest session that still counts.');
    await page.getByRole('textbox', { name: 'Author', exact: true }).fill('Maya Okafor');
    await page.getByRole('spinbutton', { name: 'Reading time in minutes' }).fill('4');
    await page.locator('[data-key-path="published"] input').first().fill('2026-11-20');
    const upload = { width: 1600, height: 900 };
    const cover = await sharp({ create: { ...upload, channels: 3, background: '#2f6f4f' } })
      .jpeg()
      .toBuffer();
    await page
      .locator('[data-key-path="cover"] input[type=file]')
      .first()
      .setInputFiles({ name: 'green-field.jpg', mimeType: 'image/jpeg', buffer: cover });
    await page.getByRole('textbox', { name: 'Cover image description' }).fill('A wide green field at dawn');
    await page
      .getByRole('textbox', { name: 'Text' })
      .fill('## Start smaller\n\nOne minute counts. '.repeat(3));
    await page.getByRole('button', { name: 'Save' }).click();
    // A new entry stays open after saving; the files appear once it is written (a read while
    // Chromium swaps a file in can find it missing, so the poll tries again). The uploaded cover is
    // written last, after the editor has read the image; with the whole suite starting at once that
    // took over 15 s in one clean run (2026-11-29). What is checked here is what gets written, not
    // how fast: speed is the benchmarks' to measure.
    const edited = [
      `content/blog/${slug}.md`,
      'content/faq.yaml',
      'content/media/green-field.jpg',
      'content/testimonials.yaml',
    ];
    await expect
      .poll(async () => changedPaths(before, await editedContent(page).catch(() => [])), {
        timeout: 60_000,
      })
      .toEqual(edited);

    const after = await editedContent(page);
    // The build's own checks pass on what the editor wrote, and hold the edits.
    for (const { file, schema } of contentFiles) parseContentFile(file, schema, textOf(after, file));
    expect(textOf(after, 'content/faq.yaml')).toContain(answer);
    expect(textOf(after, 'content/testimonials.yaml')).toMatch(
      new RegExp(`^testimonials:\\n {2}- name: ${name}\\n {4}text: ${quote}\\n {4}avatar: avatar-07`),
    );
    const post = parseBlogPost(textOf(after, `content/blog/${slug}.md`), `content/blog/${slug}.md`);
    expect(post).toMatchObject({ cover: '/content/media/green-field.jpg', meta: { title } });

    // The next build, on a copy of the working tree with exactly those files changed.
    const build = await buildWithGeneratedPosts(0, async (copy) => {
      for (const path of edited)
        await writeFile(
          join(copy, path),
          Buffer.from(after.find((file) => file.path === path)?.base64 ?? '', 'base64'),
        );
    });
    try {
      const site = (path: string) => readFileSync(join(build.siteDir, path), 'utf8');
      expect(site('index.html')).toContain(answer);
      expect(site('faqs/index.html')).toContain(answer);
      expect(site('index.html')).toContain(quote);
      expect(site('index.html')).toContain(name);

      const postPage = site(`blog-page/${slug}/index.html`);
      expect(postPage).toContain(`<h1 id="post-title">${title}</h1>`);
      // The upload, resized to the post column's 1x and 2x in AVIF and WebP, with its size on the img.
      const sources = [...postPage.matchAll(/<source type="image\/(avif|webp)" srcset="([^"]+)"/gi)].map(
        ([, format = '', srcset = '']) => ({
          format,
          files: srcset.split(', ').map((entry) => entry.split(' ')[0] ?? ''),
        }),
      );
      expect(
        sources.map((source) => source.format),
        postPage.match(/<picture>.*?<\/picture>/s)?.[0],
      ).toEqual(['avif', 'webp']);
      for (const { format, files } of sources) {
        const widths = [];
        for (const file of files) {
          const metadata = await sharp(join(build.siteDir, file)).metadata();
          expect(metadata.format === 'heif' ? 'avif' : metadata.format).toBe(format);
          widths.push(metadata.width);
        }
        expect(widths).toEqual([coverWidth, coverWidth * 2]);
      }
      expect(postPage).toMatch(
        new RegExp(
          `<img class="blog-post__cover" src="[^"]+" width="${coverWidth}" height="${(coverWidth * upload.height) / upload.width}" alt="A wide green field at dawn"`,
        ),
      );

      // Its social card: drawn at build, 1200×630, named by the page's head.
      const card = socialCardPath(`/blog-page/${slug}`);
      expect(postPage).toContain(`<meta property="og:image" content="${siteConfig.siteOrigin}${card}"`);
      expect(await sharp(join(build.siteDir, card)).metadata()).toMatchObject({
        format: 'png',
        ...socialCardSize,
      });
    } finally {
      await build.remove();
    }
  });

  test('refuses a cover larger than the build accepts, when the editor chooses it', async ({ page }) => {
    test.setTimeout(60_000);
    const before = workingTreeContent();
    await openEditor(page);
    await page.getByRole('treeitem', { name: 'Blog posts' }).click();
    await page.getByRole('button', { name: 'Create New Entry' }).click();
    // A real JPEG, padded past the limit after its end marker (decoders stop there).
    const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2f6f4f' } })
      .jpeg()
      .toBuffer();
    await page
      .locator('[data-key-path="cover"] input[type=file]')
      .first()
      .setInputFiles({
        name: 'camera-original.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.concat([photo, Buffer.alloc(maxUploadBytes)]),
      });
    // The limit the build enforces (web/vite-plugins/media-images.ts), in the editor's words.
    await expect(page.getByText(/cannot be uploaded because it exceeds the maximum size/)).toBeVisible();
    expect(changedPaths(before, await editedContent(page))).toEqual([]);
  });

  test('refuses a testimonial longer than its schema allows, with the field message', async ({ page }) => {
    test.setTimeout(60_000);
    const before = workingTreeContent();
    await openEditor(page);
    await openFile(page, 'Site content', 'Testimonials');
    await page.getByRole('textbox', { name: 'Quote' }).first().fill('Fernly kept me moving. '.repeat(10));
    await page.getByRole('button', { name: 'Save' }).click();
    // The limit the schema gives the build (testimonial-schema.ts), in the editor's words.
    await expect(page.getByText('You cannot enter more than 220 characters.')).toBeVisible();
    await expect(page.getByRole('grid', { name: 'Files' })).toBeHidden();
    expect(changedPaths(before, await editedContent(page))).toEqual([]);
  });
});

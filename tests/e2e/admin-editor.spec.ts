/// <reference lib="dom.asynciterable" />
// The editor at /admin in local mode, on the working tree's content. Chromium gives a test no way
// to answer the File System Access API's directory picker (decision 0050: CDP's file-chooser
// interception aborts it, Playwright's filechooser event never fires), so the test hands Sveltia
// CMS a directory on the origin-private file system instead: filled from content/ before, read
// back after. Everything between is the editor's own reading and writing through that handle.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { siteConfig } from '../../web/src/shared/site-config.ts';
import { socialCardPath, socialCardSize } from '../../web/src/site/social-card.ts';
import { contentFiles, parseContentFile } from '../../web/vite-plugins/content-files.ts';
import { parseBlogPost } from '../../web/vite-plugins/markdown-post.ts';
import { coverWidth, maxUploadBytes } from '../../web/vite-plugins/media-images.ts';
import { buildWithGeneratedPosts } from '../bench/generated-site.ts';
import { expect, test } from './fixtures.ts';

const root = process.cwd();
const treeName = 'working-tree';

// What the editor asks of the network that /admin's policy refuses, and the hosts it cannot reach
// offline; none of it is needed to edit (decision 0050).
test.use({
  allowedConsoleErrors: [
    [
      /unpkg\.com/,
      /Connecting to 'data:image\/svg\+xml/,
      /Fetch API cannot load data:image\/svg\+xml/,
      /ERR_NAME_NOT_RESOLVED/,
      /status of 404/,
    ],
    { scope: 'test' },
  ],
});

interface TreeFile {
  readonly path: string;
  readonly base64: string;
}

function workingTreeContent(): TreeFile[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return walk(join(root, 'content')).map((path) => ({
    path: relative(root, path).split('\\').join('/'),
    base64: readFileSync(path).toString('base64'),
  }));
}

/** Opens /admin with the picker answering a private directory that holds content/ and a .git folder. */
async function openEditor(page: Page): Promise<void> {
  await page.addInitScript((name) => {
    Object.defineProperty(window, 'showDirectoryPicker', {
      value: async () => (await navigator.storage.getDirectory()).getDirectoryHandle(name),
    });
  }, treeName);
  // The editor's own font, served by the site (web/admin/admin-files.ts), not by a CDN.
  const uiFont = page.waitForResponse((response) =>
    response.url().endsWith('/admin/fonts/source-sans-3-latin-wght-normal.woff2'),
  );
  await page.goto('/admin/');
  await page.evaluate(
    async ({ name, files }) => {
      const storage = await navigator.storage.getDirectory();
      await storage.removeEntry(name, { recursive: true }).catch(() => undefined);
      const tree = await storage.getDirectoryHandle(name, { create: true });
      await tree.getDirectoryHandle('.git', { create: true });
      for (const file of files) {
        const parts = file.path.split('/');
        let directory = tree;
        for (const part of parts.slice(0, -1))
          directory = await directory.getDirectoryHandle(part, { create: true });
        const handle = await directory.getFileHandle(parts.at(-1) ?? '', { create: true });
        const writable = await handle.createWritable();
        await writable.write(Uint8Array.from(atob(file.base64), (character) => character.charCodeAt(0)));
        await writable.close();
      }
    },
    { name: treeName, files: workingTreeContent() },
  );
  await page.getByRole('button', { name: 'Work with Local Repository' }).click();
  await expect(page.getByRole('treeitem', { name: 'Site content' })).toBeVisible();
  expect((await uiFont).status()).toBe(200);
}

/** Every file under the private directory's content/, as the editor left it. */
async function editedContent(page: Page): Promise<TreeFile[]> {
  return page.evaluate(async (name) => {
    const tree = await (await navigator.storage.getDirectory()).getDirectoryHandle(name);
    const files: { path: string; base64: string }[] = [];
    async function walk(directory: FileSystemDirectoryHandle, prefix: string): Promise<void> {
      for await (const [entryName, handle] of directory.entries()) {
        if (handle instanceof FileSystemDirectoryHandle) await walk(handle, `${prefix}${entryName}/`);
        else if (handle instanceof FileSystemFileHandle) {
          const file: File = await handle.getFile();
          const bytes = new Uint8Array(await file.arrayBuffer());
          let binary = '';
          for (const byte of bytes) binary += String.fromCharCode(byte);
          files.push({ path: `${prefix}${entryName}`, base64: btoa(binary) });
        }
      }
    }
    await walk(await tree.getDirectoryHandle('content'), 'content/');
    return files;
  }, treeName);
}

function changedPaths(before: readonly TreeFile[], after: readonly TreeFile[]): string[] {
  const original = new Map(before.map((file) => [file.path, file.base64]));
  return after
    .filter((file) => original.get(file.path) !== file.base64)
    .map((file) => file.path)
    .sort();
}

const textOf = (files: readonly TreeFile[], path: string) =>
  Buffer.from(files.find((file) => file.path === path)?.base64 ?? '', 'base64').toString('utf8');

async function openFile(page: Page, label: string): Promise<void> {
  await page.getByRole('treeitem', { name: 'Site content' }).click();
  await page.getByRole('gridcell', { name: label }).click();
}

/** Saves the open file; the editor goes back to the collection once it is written. */
async function saved(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('grid', { name: 'Files' })).toBeVisible();
}

test.describe('the editor at /admin, local mode', () => {
  // On a phone Sveltia shows the collection's files as a list of their own before an entry (no
  // sidebar tree), so these steps find other controls; owners edit at a desk, and the editor is
  // checked on the desktop profile.
  test.skip(({ isMobile }) => isMobile, 'the editor is driven through its desktop layout');
  test('changes an FAQ answer, adds a testimonial and publishes a post with an uploaded cover; the next build shows them', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const before = workingTreeContent();
    await openEditor(page);

    const answer =
      'No. Fernly is built around how ADHD brains tend to work, and you never need to prove a diagnosis to join or to stay.';
    await openFile(page, 'FAQs');
    await page.getByRole('textbox', { name: 'Answer' }).first().fill(answer);
    await saved(page);

    await openFile(page, 'Testimonials');
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
    // Chromium swaps a file in can find it missing, so the poll tries again).
    const edited = [
      `content/blog/${slug}.md`,
      'content/faq.yaml',
      'content/media/green-field.jpg',
      'content/testimonials.yaml',
    ];
    await expect
      .poll(async () => changedPaths(before, await editedContent(page).catch(() => [])), {
        timeout: 15_000,
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
    await openFile(page, 'Testimonials');
    await page.getByRole('textbox', { name: 'Quote' }).first().fill('Fernly kept me moving. '.repeat(10));
    await page.getByRole('button', { name: 'Save' }).click();
    // The limit the schema gives the build (testimonial-schema.ts), in the editor's words.
    await expect(page.getByText('You cannot enter more than 220 characters.')).toBeVisible();
    await expect(page.getByRole('grid', { name: 'Files' })).toBeHidden();
    expect(changedPaths(before, await editedContent(page))).toEqual([]);
  });
});

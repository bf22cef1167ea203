/// <reference lib="dom.asynciterable" />
// The editor at /admin on the page copy and the legal documents (decision 0053), in local mode as
// in admin-editor.spec.ts, whose way of answering the directory picker this repeats: a directory on
// the origin-private file system, filled from content/ before and read back after.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Page } from '@playwright/test';
import { contentFiles, parseContentFile } from '../../web/vite-plugins/content-files.ts';
import { expect, test } from './fixtures.ts';

const root = process.cwd();
const treeName = 'working-tree';

// What the editor asks of the network that /admin's policy refuses, and the fonts it cannot reach
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

async function openFile(page: Page, collection: string, label: string): Promise<void> {
  await page.getByRole('treeitem', { name: collection }).click();
  await page.getByRole('gridcell', { name: label }).click();
}

/** Saves the open file; the editor goes back to the collection once it is written. */
async function saved(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('grid', { name: 'Files' })).toBeVisible();
}

test.describe('the editor at /admin, page copy and legal documents', () => {
  test.skip(({ isMobile }) => isMobile, 'the editor is driven through its desktop layout');

  test('changes a hero button and a paragraph of the terms, and writes exactly those files', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const before = workingTreeContent();
    await openEditor(page);

    await openFile(page, 'Page copy', 'Heroes');
    await page.getByRole('textbox', { name: 'Button' }).first().fill('Start small today');
    await saved(page);

    await openFile(page, 'Legal documents', 'Terms and conditions');
    // The editor draws a list item's fields once the item scrolls into view.
    await page.getByRole('button', { name: 'Reorder Item' }).first().scrollIntoViewIfNeeded();
    const blocks = page.getByRole('group', { name: /Blocks/ }).first();
    await blocks.scrollIntoViewIfNeeded();
    const paragraph =
      '{brand} is provided by {brand} Ltd, registered in England and Wales, at 14 Harbourside Yard, Bristol BS1 5TY. Write to us at {support-email}.';
    await blocks.getByRole('textbox', { name: 'Text' }).first().fill(paragraph);
    await saved(page);

    const after = await editedContent(page);
    expect(changedPaths(before, after)).toEqual(['content/legal/terms.yaml', 'content/pages/hero.yaml']);
    // The build's own checks pass on what the editor wrote, and hold the edits and the blocks' kinds.
    const written = new Map(
      contentFiles.map(({ file, schema }) => [file, parseContentFile(file, schema, textOf(after, file))]),
    );
    expect(written.get('content/pages/hero.yaml')).toMatchObject({ hero: { cta: 'Start small today' } });
    expect(written.get('content/legal/terms.yaml')).toMatchObject({
      sections: expect.arrayContaining([
        { title: 'Who we are', blocks: [{ kind: 'paragraph', text: paragraph }] },
      ]),
    });
  });

  test("refuses a placeholder the code does not fill, with the schema's words", async ({ page }) => {
    test.setTimeout(60_000);
    const before = workingTreeContent();
    await openEditor(page);
    await openFile(page, 'Page copy', 'About');
    const callToAction = page.getByRole('group', { name: /Call to action/ });
    await callToAction.scrollIntoViewIfNeeded();
    await callToAction
      .getByRole('textbox', { name: 'Text' })
      .fill('Try Fernly free for {trial-length}. No download needed.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('braces only around {trial}')).toBeVisible();
    await expect(page.getByRole('grid', { name: 'Files' })).toBeHidden();
    expect(changedPaths(before, await editedContent(page))).toEqual([]);
  });
});

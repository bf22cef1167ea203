/// <reference lib="dom.asynciterable" />
// Driving the editor at /admin in local mode, for admin-editor.spec.ts and admin-page-copy.spec.ts.
// Chromium gives a test no way to answer the File System Access API's directory picker (decision
// 0050: CDP's file-chooser interception aborts it, Playwright's filechooser event never fires), so
// the editor gets a directory on the origin-private file system instead: filled from content/
// before, read back after. Everything between is the editor's own reading and writing.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Page } from '@playwright/test';
import { editorHostPrefix } from '../../edge/editor-origin.ts';
import { expect } from './fixtures.ts';

const root = process.cwd();
const treeName = 'working-tree';

/**
 * What the editor asks of the network that /admin's policy refuses, and the hosts it cannot reach
 * offline; none of it is needed to edit (decision 0050). For `test.use({ allowedConsoleErrors })`.
 */
export const editorConsoleErrors: RegExp[] = [
  /unpkg\.com/,
  /Connecting to 'data:image\/svg\+xml/,
  /Fetch API cannot load data:image\/svg\+xml/,
  /ERR_NAME_NOT_RESOLVED/,
  /status of 404/,
];

export interface TreeFile {
  readonly path: string;
  readonly base64: string;
}

export function workingTreeContent(): TreeFile[] {
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

/**
 * Opens /admin with the picker answering a private directory that holds content/ and a .git folder.
 * The site's /admin sends the browser to the editor's own origin (decision 0060), where it runs.
 */
export async function openEditor(page: Page): Promise<void> {
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
  expect(new URL(page.url()).hostname).toBe(`${editorHostPrefix}localhost`);
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
export async function editedContent(page: Page): Promise<TreeFile[]> {
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

export function changedPaths(before: readonly TreeFile[], after: readonly TreeFile[]): string[] {
  const original = new Map(before.map((file) => [file.path, file.base64]));
  return after
    .filter((file) => original.get(file.path) !== file.base64)
    .map((file) => file.path)
    .sort();
}

export const textOf = (files: readonly TreeFile[], path: string) =>
  Buffer.from(files.find((file) => file.path === path)?.base64 ?? '', 'base64').toString('utf8');

/** Opens a data file of one of the editor's collections. */
export async function openFile(page: Page, collection: string, label: string): Promise<void> {
  await page.getByRole('treeitem', { name: collection }).click();
  await page.getByRole('gridcell', { name: label }).click();
}

/** Saves the open file; the editor goes back to the collection once it is written. */
export async function saved(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('grid', { name: 'Files' })).toBeVisible();
}

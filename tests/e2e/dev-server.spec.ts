// `npm run dev` as a front-end developer uses it: the first visit (with the dependency optimizer
// starting from nothing), a hot edit, then full reloads. Each load must run the app's entry once,
// hydrate once, start the mock API once, and log no error. An owner's content edit shows too. The
// test starts its own Vite dev server on a free port; the production stack Playwright starts is
// not involved.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { parseDocument } from 'yaml';
import { z } from 'zod';
import { pageScriptEvents } from '../../web/src/shared/page-script-protocol.ts';
import { copyRepository } from '../repository-copy.ts';
import { runsOn } from './devices.ts';
import { expect, test } from './fixtures.ts';

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
const viteBin = fileURLToPath(new URL('../../node_modules/vite/bin/vite.js', import.meta.url));
// Imported by the entry itself and not a Fast Refresh boundary: an edit here reaches the entry,
// which is what made every later reload run the entry twice.
const editedModule = fileURLToPath(new URL('../../web/src/router.tsx', import.meta.url));
// A module that exports components only, so Fast Refresh updates it in place.
const editedComponent = fileURLToPath(
  new URL('../../web/src/features/legal/legal-document.tsx', import.meta.url),
);
const serverStartTimeoutMs = 60_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address !== null && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port assigned'));
      });
    });
  });
}

interface DevServer {
  readonly url: string;
  readonly output: () => string;
  stop(): Promise<void>;
}

/** Vite's dev server on a free port, in `root`: this checkout, or a copy of it. */
async function startDevServer(root = projectRoot): Promise<DevServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // --force: the optimizer starts from an empty cache, as on a fresh clone or in CI.
  const child: ChildProcess = spawn(
    process.execPath,
    [
      viteBin,
      '--config',
      'web/vite.config.ts',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
      '--force',
    ],
    { cwd: root, env: { ...process.env, NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      resolve();
    });
  });
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + serverStartTimeoutMs;
  while (!output.includes(url)) {
    if (child.exitCode !== null) throw new Error(`vite exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`vite did not start within ${serverStartTimeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, output: () => output, stop };
}

interface LoadRecord {
  readonly entryRequests: string[];
  readonly navigations: string[];
  readonly mockWarnings: string[];
}

/** Counts, per page load, what should happen once. */
async function watch(page: Page): Promise<LoadRecord> {
  const record: LoadRecord = { entryRequests: [], navigations: [], mockWarnings: [] };
  await page.addInitScript((events) => {
    const counts = { rendered: 0 };
    Object.assign(window, { __fernlyStartCounts: counts });
    addEventListener(events.pageRendered, () => (counts.rendered += 1));
  }, pageScriptEvents);
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/web/src/dev-entry.tsx')
      record.entryRequests.push(request.url());
  });
  // A document load, not a same-document history change (the router replaces the URL as it starts).
  page.on('domcontentloaded', () => record.navigations.push(page.url()));
  // MSW warns (console.warn, which the fixture lets through) when started twice.
  page.on('console', (message) => {
    if (/\[MSW\]/.test(message.text()) && message.type() !== 'info') record.mockWarnings.push(message.text());
  });
  return record;
}

function reset(record: LoadRecord): void {
  record.entryRequests.length = 0;
  record.navigations.length = 0;
  record.mockWarnings.length = 0;
}

const startCountsSchema = z.object({ rendered: z.number() });

async function startCounts(page: Page): Promise<z.infer<typeof startCountsSchema>> {
  return startCountsSchema.parse(
    await page.evaluate((): unknown => Reflect.get(window, '__fernlyStartCounts')),
  );
}

/**
 * Waits until the router has taken the page over (the development entry lets it at once) and the
 * page has been quiet long enough for Vite to have reloaded it.
 */
async function settle(page: Page): Promise<void> {
  await expect.poll(async () => (await startCounts(page)).rendered, { timeout: 30_000 }).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
}

async function expectStartedOnce(page: Page, record: LoadRecord, what: string): Promise<void> {
  expect(record.navigations, `${what}: page loads (Vite reloads add more)`).toHaveLength(1);
  expect(record.entryRequests, `${what}: requests for the app entry`).toHaveLength(1);
  // A second run of the entry would render a second root into the same document, which React
  // reports as a console error, and the fixture fails the test on it.
  expect((await startCounts(page)).rendered, `${what}: the router rendered the page`).toBeGreaterThan(0);
  expect(record.mockWarnings, `${what}: MSW warnings`).toEqual([]);
  expect(
    await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null),
    `${what}: the mock API's worker controls the page`,
  ).toMatch(/\/mockServiceWorker\.js$/);
}

/**
 * Leaves the dev server's page before the edit is undone: undoing it is an edit too, and a page still
 * open would fetch its update from a server that is stopping, which it reports as a console error.
 */
async function leaveDevServer(page: Page): Promise<void> {
  await page.goto('about:blank');
}

// The dev server's behaviour does not depend on the device; one profile is enough.
const onDesktop = runsOn(['desktop'], 'a developer’s dev server does not depend on the device');

test.describe('npm run dev', onDesktop, () => {
  // One at a time: each test's dev server watches the whole tree, so an edit made by one reached the
  // other's page (a reload where Fast Refresh was expected, or none where one was), and both cleared
  // the dependency optimizer's shared cache with --force. Running side by side, they failed together.
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(150_000);

  test('the first visit, an edit to the router and later reloads each start the page once', async ({
    page,
  }) => {
    const server = await startDevServer();
    const original = await readFile(editedModule, 'utf8');
    try {
      const record = await watch(page);
      await page.goto(`${server.url}/`);
      await settle(page);
      await expectStartedOnce(page, record, 'first visit');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      reset(record);
      await writeFile(editedModule, `${original}\n// edited by tests/e2e/dev-server.spec.ts\n`);
      // The edit reaches the entry, which is not a Fast Refresh boundary: Vite reloads the page.
      await expect.poll(() => record.navigations.length, { timeout: 30_000 }).toBeGreaterThan(0);
      await settle(page);
      await expectStartedOnce(page, record, 'reload after the hot edit');

      for (const attempt of [1, 2]) {
        reset(record);
        await page.reload();
        await settle(page);
        await expectStartedOnce(page, record, `manual reload ${attempt}`);
      }
    } finally {
      await leaveDevServer(page);
      await writeFile(editedModule, original);
      await server.stop();
    }
  });

  test('an edit to a component shows in place, without a reload', async ({ page }) => {
    const server = await startDevServer();
    const original = await readFile(editedComponent, 'utf8');
    try {
      const record = await watch(page);
      await page.goto(`${server.url}/privacy-policy`);
      await settle(page);
      reset(record);
      await writeFile(
        editedComponent,
        original.replace('        Contents\n', '        Contents of this policy\n'),
      );
      await expect(page.getByRole('heading', { name: 'Contents of this policy' })).toBeVisible({
        timeout: 30_000,
      });
      expect(record.navigations, 'Fast Refresh updates the page without loading it again').toEqual([]);
    } finally {
      await leaveDevServer(page);
      await writeFile(editedComponent, original);
      await server.stop();
    }
  });

  test('a content edit, as the editor saves it, shows on the open page', async ({ page }) => {
    // In a copy of the repository, so the edit never touches this checkout's content/.
    const copy = await copyRepository('dev-content');
    const server = await startDevServer(copy.root);
    try {
      const record = await watch(page);
      await page.goto(`${server.url}/faqs`);
      await settle(page);
      reset(record);
      const answer =
        'Anything from five to forty minutes, and this answer was saved while the dev server ran, then shown without a reload by hand.';
      const file = join(copy.root, 'content/faq.yaml');
      const document = parseDocument(await readFile(file, 'utf8'));
      document.setIn(['more', 0, 'answer'], answer);
      await writeFile(file, document.toString());
      // In a closed disclosure: present, not yet shown.
      await expect(page.locator('main')).toContainText(answer, { timeout: 30_000 });
      expect(record.mockWarnings, 'MSW warnings').toEqual([]);
    } finally {
      await leaveDevServer(page);
      await server.stop();
      await copy.remove();
    }
  });
});

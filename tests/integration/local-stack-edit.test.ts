// Edit → see: an owner's save at /admin, whose local mode writes the files in content/, is on the
// site `npm start` serves without a restart; a save the schema refuses leaves the last good site
// served and is named in the terminal. How soon is printed, not held to a time: timings belong to
// benchmarks on a quiet machine, and this suite shares its two cores with everything else. The stack runs in a temporary copy of the
// repository, so its content/ is the copy's, never this checkout's.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';
import { parseDocument } from 'yaml';
import { copyRepository, type RepositoryCopy } from '../repository-copy.ts';

/** Long enough for a rebuild on a loaded machine (5.4 s at load 3.5); the printed seconds are the figure. */
const editToSiteMs = 60_000;
/** A fresh copy builds the site once before the stack is up (every social card drawn). */
const firstBuildTimeoutMs = 300_000;

let copy: RepositoryCopy | undefined;
let stack: ChildProcess | undefined;
let output = '';
let siteUrl = '';

/** `npm start` in the copy, on free ports, resolved with the site's address once its banner is out. */
function npmStart(root: string): Promise<string> {
  const child = spawn('npm', ['start', '--', '--port', '0'], {
    cwd: root,
    env: { ...process.env, FORCE_COLOR: '0' },
    // A group of its own, so stopping it reaches npm and everything it started.
    detached: true,
  });
  stack = child;
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const site = /^ {2}Site +(http:\/\/\S+?)\/?$/m.exec(output)?.[1];
      if (site !== undefined && /^ {2}Data /m.test(output)) resolve(site);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      reject(new Error(`npm start exited (${String(code)}) before its banner:\n${output}`));
    });
  });
}

async function stopNpmStart(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGINT');
  await exited;
}

beforeAll(async () => {
  copy = await copyRepository('edit-see');
  siteUrl = await npmStart(copy.root);
}, firstBuildTimeoutMs);

beforeEach(() => {
  onTestFailed(() => {
    console.error(`npm start said:\n${output}`);
  });
});

afterAll(async () => {
  if (stack !== undefined) await stopNpmStart(stack);
  await copy?.remove();
}, 30_000);

/** How long a rebuild of an earlier test may still run, which is not what a test measures. */
const settleTimeoutMs = 120_000;

/**
 * Waits until every rebuild the stack started has ended, so each test times its own save and not
 * the end of one an earlier save started.
 */
async function stackIdle(): Promise<void> {
  const count = (pattern: RegExp) => output.match(pattern)?.length ?? 0;
  await expect
    .poll(() => count(/changed: rebuilding the site/g) - count(/^(Rebuilt|Not rebuilt) /gm), {
      timeout: settleTimeoutMs,
      interval: 200,
    })
    .toBe(0);
}

/** Saves one value into a content file of the copy, as the editor writes the whole file. */
async function save(file: string, path: readonly (string | number)[], value: unknown): Promise<void> {
  await stackIdle();
  const absolute = join(copy?.root ?? '', file);
  const document = parseDocument(await readFile(absolute, 'utf8'));
  document.setIn(path, value);
  await writeFile(absolute, document.toString());
}

async function page(path: string): Promise<string> {
  const response = await fetch(`${siteUrl}${path}`);
  return response.ok ? response.text() : `${response.status}`;
}

/** How long, from now, until `path` serves `text`. */
async function secondsUntilServed(path: string, text: string): Promise<number> {
  const savedAt = Date.now();
  await expect
    .poll(async () => (await page(path)).includes(text), {
      timeout: editToSiteMs,
      interval: 200,
      message: `${path} serves "${text}" without a restart`,
    })
    .toBe(true);
  return (Date.now() - savedAt) / 1000;
}

// Each test first waits for the rebuilds of the one before it (stackIdle), which is not timed.
describe('npm start, while an owner edits content/', { timeout: settleTimeoutMs + editToSiteMs * 2 }, () => {
  const answer = `You choose a range from five to forty minutes, and this answer was saved at ${Date.now()} while the site ran.`;

  it('serves a saved FAQ answer on /faqs without a restart', async () => {
    expect((await page('/faqs')).includes(answer)).toBe(false);
    await save('content/faq.yaml', ['more', 0, 'answer'], answer);
    const seconds = await secondsUntilServed('/faqs', answer);
    console.info(`The FAQ answer was on /faqs ${seconds.toFixed(1)} s after it was saved.`);
    // Printed once the build has exited, a moment after its site is swapped in.
    await expect
      .poll(() => output, { timeout: editToSiteMs })
      .toMatch(/Rebuilt in \d+\.\d s after content\/faq\.yaml changed; changed pages?: .*\/faqs/);
  });

  it('serves a saved page title in /faqs’ <title> without a restart', async () => {
    const title = `Questions about Fernly, saved ${Date.now() % 100_000}`;
    await save('content/pages/faq.yaml', ['page', 'title'], title);
    const seconds = await secondsUntilServed('/faqs', `<title>${title}</title>`);
    console.info(`The page title was on /faqs ${seconds.toFixed(1)} s after it was saved.`);
  });

  it('keeps serving the last good site when a save breaks the schema, naming the file and field', async () => {
    const shown = output.length;
    await save('content/faq.yaml', ['more', 0, 'answer'], 'Too short to be an answer.');
    await expect
      .poll(() => output.slice(shown), { timeout: editToSiteMs, interval: 200 })
      .toContain('content/faq.yaml: more.0.answer: at least 80 characters');
    expect(output.slice(shown)).toContain('the site still serves the last good build');
    expect((await page('/faqs')).includes(answer), 'the last good /faqs is still served').toBe(true);

    await save('content/faq.yaml', ['more', 0, 'answer'], `${answer} Fixed.`);
    await secondsUntilServed('/faqs', `${answer} Fixed.`);
  });
});

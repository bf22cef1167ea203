// Builds the site in a temporary copy of the repository with generated blog posts added, the way
// an editor would add them (Markdown files in content/blog/). The build-cost benchmark and
// the test that the CSP does not grow with the site (cdk/many-pages.test.ts) both use it.
import { execFile } from 'node:child_process';
import { readdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { copyRepository } from '../../tests/repository-copy.ts';

const run = promisify(execFile);

const topics = ['walking', 'stretching', 'swimming', 'cycling', 'dancing', 'yoga', 'climbing', 'rowing'];

/** The Markdown of generated post number `index` (from 1): valid front matter and a few paragraphs. */
export function generatedPost(index: number): { fileName: string; source: string } {
  const topic = topics[index % topics.length] ?? 'walking';
  const number = String(index).padStart(4, '0');
  // One a day going back from the start of 2026, so the order by date is the order by number.
  const published = new Date(Date.UTC(2026, 0, 1) - index * 86_400_000).toISOString().slice(0, 10);
  const source = [
    '---',
    `title: 'Generated post ${number}: ${topic} with an ADHD brain'`,
    `description: 'Generated post ${number}, about ${topic}, measures how the build grows with the number of posts.'`,
    `published: '${published}'`,
    "author: 'Bench Writer'",
    'readingMinutes: 3',
    '---',
    '',
    `Post ${number} is about ${topic}. Starting is the hard part, so the first session is short.`,
    '',
    '## Why it helps',
    '',
    `A little ${topic} on most days adds up, and a plan that bends is a plan you keep.`,
    '',
    '- Pick the shortest session you would do on a bad day.',
    '- Put it in your calendar.',
    '- Count it when it happens.',
    '',
  ].join('\n');
  return { fileName: `generated-post-${number}.md`, source };
}

export interface GeneratedBuild {
  /** The temporary copy; `dist/site` and `dist/site-meta.json` are inside it. */
  readonly root: string;
  readonly siteDir: string;
  readonly siteMetaPath: string;
  readonly buildSeconds: number;
  readonly outputBytes: number;
  readonly pageCount: number;
  remove(): Promise<void>;
}

/** The bytes a built site's files hold, and its pages (each an `index.html`). */
export async function directoryStats(directory: string): Promise<{ bytes: number; pages: number }> {
  let bytes = 0;
  let pages = 0;
  for (const entry of await readdir(directory, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    bytes += (await stat(join(entry.parentPath, entry.name))).size;
    if (entry.name === 'index.html') pages += 1;
  }
  return { bytes, pages };
}

/** A change to the copy before it is built, e.g. a fixture partner added to web/src/features/partners/partners.ts. */
export type CopyEdit = (root: string) => Promise<void>;

/**
 * Copies the repository, adds `postCount` generated posts, applies `edit` and runs `npm run
 * build`'s script there, with `environment` added to the build's (e.g. a stage's SITE_ORIGIN).
 */
export async function buildWithGeneratedPosts(
  postCount: number,
  edit?: CopyEdit,
  environment: Readonly<Record<string, string>> = {},
): Promise<GeneratedBuild> {
  const { root, remove } = await copyRepository(`${postCount}-posts`);
  try {
    const blogDir = join(root, 'content/blog');
    for (let index = 1; index <= postCount; index += 1) {
      const post = generatedPost(index);
      await writeFile(join(blogDir, post.fileName), post.source);
    }
    await edit?.(root);
    const started = performance.now();
    await run(process.execPath, ['--import', 'tsx', join(root, 'web/prerender/prerender.ts')], {
      cwd: root,
      env: { ...process.env, ...environment },
      maxBuffer: 64 * 1024 * 1024,
    });
    const buildSeconds = (performance.now() - started) / 1000;
    const siteDir = join(root, 'dist/site');
    const { bytes, pages } = await directoryStats(siteDir);
    return {
      root,
      siteDir,
      siteMetaPath: join(root, 'dist/site-meta.json'),
      buildSeconds,
      outputBytes: bytes,
      pageCount: pages,
      remove,
    };
  } catch (error) {
    await remove();
    throw error;
  }
}

// A temporary copy of the repository, for tests that change its files (a partner, a post, an
// editor's save) without touching the checkout they run in.
import { cp, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * What the copy leaves out: installed packages (linked instead) and everything built, cached or
 * recorded, so a build in the copy runs as a fresh clone's: every social card drawn, every image made.
 */
const notCopied = new Set([
  'node_modules',
  '.cache',
  'dist',
  '.git',
  '.data',
  'cdk.out',
  'test-results',
  'playwright-report',
  'bench',
]);

export interface RepositoryCopy {
  readonly root: string;
  readonly remove: () => Promise<void>;
}

/** Copies the repository's sources into a new temporary folder, its packages linked. */
export async function copyRepository(prefix: string): Promise<RepositoryCopy> {
  const root = await mkdtemp(join(tmpdir(), `fernly-${prefix}-`));
  const remove = () => rm(root, { recursive: true, force: true });
  try {
    await cp(repositoryRoot, root, {
      recursive: true,
      filter: (source) => !notCopied.has(relative(repositoryRoot, source).split(/[\\/]/)[0] ?? ''),
    });
    await symlink(join(repositoryRoot, 'node_modules'), join(root, 'node_modules'), 'dir');
  } catch (error) {
    await remove();
    throw error;
  }
  return { root, remove };
}

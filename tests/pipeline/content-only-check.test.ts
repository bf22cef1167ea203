// The check as the workflow runs it, on real git merges: a repository with main, a pull request's
// branch, and the merge commit GitHub checks out for a pull_request run (fetch-depth 2).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkPullRequest } from './content-only-check.ts';

const repositories: string[] = [];

function git(repository: string, ...args: string[]): string {
  return execFileSync('git', ['-C', repository, ...args], {
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'Test',
      GIT_AUTHOR_EMAIL: 'test@fernly.example',
      GIT_COMMITTER_NAME: 'Test',
      GIT_COMMITTER_EMAIL: 'test@fernly.example',
    },
  });
}

function write(repository: string, path: string, text: string): void {
  mkdirSync(dirname(join(repository, path)), { recursive: true });
  writeFileSync(join(repository, path), text);
}

/**
 * A repository whose main holds a post and the stack, a branch on which `change` runs and is
 * committed, and, checked out, the merge of that branch into main made after main moved on.
 */
function mergedPullRequest(branch: string, change: (repository: string) => void): string {
  const repository = mkdtempSync(join(tmpdir(), 'fernly-pr-'));
  repositories.push(repository);
  git(repository, 'init', '--quiet', '--initial-branch=main');
  write(repository, 'content/blog/post.md', 'A post\n');
  write(repository, 'cdk/app.ts', 'export {};\n');
  git(repository, 'add', '.');
  git(repository, 'commit', '--quiet', '-m', 'base');
  git(repository, 'checkout', '--quiet', '-b', branch);
  change(repository);
  git(repository, 'add', '--all');
  git(repository, 'commit', '--quiet', '-m', 'the pull request');
  git(repository, 'checkout', '--quiet', 'main');
  // main moves on meanwhile; its own change is not the pull request's.
  write(repository, 'web/new.ts', 'export {};\n');
  git(repository, 'add', '.');
  git(repository, 'commit', '--quiet', '-m', 'main moves on');
  git(repository, 'merge', '--quiet', '--no-ff', '--no-edit', branch);
  return repository;
}

afterEach(() => {
  for (const repository of repositories.splice(0)) rmSync(repository, { recursive: true, force: true });
});

describe('the content-only check', () => {
  it('passes an editor’s pull request that changes and adds posts', () => {
    const repository = mergedPullRequest('cms/blog/post', (root) => {
      write(root, 'content/blog/post.md', 'A better post\n');
      write(root, 'content/blog/another.md', 'Another\n');
    });
    expect(checkPullRequest(repository, 'cms/blog/post')).toEqual({
      passed: true,
      lines: ['"cms/blog/post" is an editor\'s branch; its 2 changed files are all under content/.'],
    });
  });

  it('fails an editor’s pull request that touches cdk/, naming the file', () => {
    const repository = mergedPullRequest('cms/blog/post', (root) => {
      write(root, 'content/blog/post.md', 'A better post\n');
      write(root, 'cdk/app.ts', 'process.exit(1);\n');
    });
    const result = checkPullRequest(repository, 'cms/blog/post');
    expect(result.passed).toBe(false);
    expect(result.lines).toEqual([
      '"cms/blog/post" is an editor\'s branch, which may change files under content/ only (docs/editing.md):',
      '  "cdk/app.ts" is outside content/',
    ]);
  });

  it('fails one that moves a file from cdk/ into content/, or adds a link there', () => {
    const moved = mergedPullRequest('cms/blog/moved', (root) => {
      git(root, 'mv', 'cdk/app.ts', 'content/app.ts');
    });
    expect(checkPullRequest(moved, 'cms/blog/moved').lines).toContain('  "cdk/app.ts" is outside content/');
    const linked = mergedPullRequest('cms/blog/linked', (root) => {
      symlinkSync('../../cdk/app.ts', join(root, 'content/blog/app.md'));
    });
    expect(checkPullRequest(linked, 'cms/blog/linked').passed).toBe(false);
  });

  it('passes a developer’s pull request that touches cdk/: the code owners review it', () => {
    const repository = mergedPullRequest('fix-stack', (root) => {
      write(root, 'cdk/app.ts', 'export const fixed = true;\n');
    });
    expect(checkPullRequest(repository, 'fix-stack').passed).toBe(true);
  });
});

// The build's check of every blog post (checkBlogPosts, the markdown plugin's buildStart) on a copy
// of content/blog with one post an editor could have saved at /admin.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkBlogPosts } from './markdown-plugin.ts';

const repositoryRoot = new URL('../../', import.meta.url).pathname;
const roots: string[] = [];

/** A root whose content/blog holds the real posts and `name` with `body` after valid front matter. */
function blogWith(name: string, body: string): string {
  const root = mkdtempSync(join(tmpdir(), 'fernly-blog-'));
  roots.push(root);
  cpSync(join(repositoryRoot, 'content'), join(root, 'content'), { recursive: true });
  writeFileSync(
    join(root, 'content/blog', name),
    [
      '---',
      "title: 'Moving on the days your brain says no'",
      "description: 'What to do when starting feels impossible: the smallest session that still counts.'",
      "published: '2026-11-20'",
      "author: 'Maya Okafor'",
      'readingMinutes: 4',
      '---',
      '',
      body,
    ].join('\n'),
  );
  return root;
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('the build’s check of the blog', () => {
  it('passes the posts as they are, and one in the Markdown a post may use', async () => {
    await expect(
      checkBlogPosts(blogWith('moving-anyway.md', '## Start\n\nFive **minutes** count.')),
    ).resolves.toBeUndefined();
  });

  it('fails on a post with a script, naming the file and the line', async () => {
    const root = blogWith(
      'moving-anyway.md',
      'Five minutes count.\n\n<script src="https://cdn.example/track.js"></script>\n',
    );
    await expect(checkBlogPosts(root)).rejects.toThrow(
      'content/blog/moving-anyway.md: line 11: raw HTML is not allowed in a post (<script src="https://cdn.example/track.js"></script>); write Markdown instead',
    );
  });

  it('fails on a post with an image that runs script, or a javascript: link', async () => {
    await expect(
      checkBlogPosts(blogWith('moving-anyway.md', 'Look: <img src=x onerror=alert(1)>')),
    ).rejects.toThrow(/^content\/blog\/moving-anyway\.md: line 9: raw HTML is not allowed/);
    await expect(
      checkBlogPosts(blogWith('moving-anyway.md', 'Read [the plan](javascript:alert(1)).')),
    ).rejects.toThrow(
      /^content\/blog\/moving-anyway\.md: line 9: the link address javascript:alert\(1\) is not allowed/,
    );
  });
});

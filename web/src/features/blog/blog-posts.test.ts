import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseBlogPost } from '../../../vite-plugins/markdown-post.ts';

const blogDirectory = new URL('../../../../content/blog/', import.meta.url);
const blogFiles = readdirSync(blogDirectory).filter((file) => file.endsWith('.md'));

describe('blog posts', () => {
  it('has at least three posts', () => {
    expect(blogFiles.length).toBeGreaterThanOrEqual(3);
  });

  it.each(blogFiles)('%s has valid front matter and a body', (file) => {
    const { meta, html } = parseBlogPost(readFileSync(new URL(file, blogDirectory), 'utf8'), file);
    expect(meta.slug).toBe(file.replace(/\.md$/, ''));
    expect(html).toContain('<h2');
    expect(html.replace(/<[^>]+>/g, '').length).toBeGreaterThan(800);
  });

  it('rejects a post without a title', () => {
    expect(() =>
      parseBlogPost("---\ndescription: 'A description long enough.'\n---\nText", 'bad-post.md'),
    ).toThrow('bad-post.md: title: required');
  });
});

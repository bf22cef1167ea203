import { describe, expect, it } from 'vitest';
import { parseBlogPost, slugFromFileName } from './markdown-post.ts';

const frontMatter = [
  '---',
  "title: 'Starting small with ADHD'",
  "description: 'Why five-minute sessions get you moving.'",
  "published: '2026-09-15'",
  "author: 'Daniel Reyes'",
  'readingMinutes: 4',
  '---',
].join('\n');

describe('slugFromFileName', () => {
  it('uses the kebab-case file name', () => {
    expect(slugFromFileName('content/blog/starting-small.md')).toBe('starting-small');
  });

  it.each(['Starting-Small.md', 'starting small.md', 'starting_small.md', '-start.md'])(
    'refuses %s',
    (file) => {
      expect(() => slugFromFileName(file)).toThrow(/kebab-case/);
    },
  );
});

describe('parseBlogPost', () => {
  it('splits validated front matter from HTML rendered at build time', () => {
    const { meta, html } = parseBlogPost(
      `${frontMatter}\n\n## Begin\n\nFive **minutes** count.\n`,
      'starting-small.md',
    );
    expect(meta).toEqual({
      title: 'Starting small with ADHD',
      description: 'Why five-minute sessions get you moving.',
      published: '2026-09-15',
      author: 'Daniel Reyes',
      readingMinutes: 4,
      slug: 'starting-small',
    });
    expect(html).toContain('<h2>Begin</h2>');
    expect(html).toContain('<strong>minutes</strong>');
  });

  it('names the file and the field when front matter is wrong', () => {
    const source = frontMatter.replace("published: '2026-09-15'", "published: 'last week'");
    expect(() => parseBlogPost(`${source}\nText`, 'dated.md')).toThrow(/dated\.md: published: /);
  });

  it('refuses a post without front matter, without text, or with its own h1', () => {
    expect(() => parseBlogPost('# Hello\n\nText', 'bare.md')).toThrow(/must start with front matter/);
    expect(() => parseBlogPost(`${frontMatter}\n\n`, 'empty.md')).toThrow(/has no text/);
    expect(() => parseBlogPost(`${frontMatter}\n# Title again\n\nText`, 'h1.md')).toThrow(/only h1/);
  });
});

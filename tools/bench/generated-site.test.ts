import { describe, expect, it } from 'vitest';
import { parseBlogPost } from '../../web/vite-plugins/markdown-post.ts';
import { generatedPost } from './generated-site.ts';

describe('generatedPost', () => {
  it('writes a post the build accepts, addressed by its number', () => {
    const { fileName, source } = generatedPost(42);
    expect(fileName).toBe('generated-post-0042.md');
    const { meta, html } = parseBlogPost(source, fileName);
    expect(meta.slug).toBe('generated-post-0042');
    expect(meta.title).toContain('0042');
    expect(html).toContain('<h2>Why it helps</h2>');
  });

  it('dates each post a day before the previous one, so the newest-first order is by number', () => {
    const published = [1, 2, 1000].map(
      (index) => parseBlogPost(generatedPost(index).source, generatedPost(index).fileName).meta.published,
    );
    expect(published).toEqual(['2025-12-31', '2025-12-30', '2023-04-07']);
  });
});

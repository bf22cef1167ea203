import type { BlogPostDocument, BlogPostMeta } from './post-shape.ts';

// Front matter of every post, bundled; each post's body is its own chunk, loaded when opened.
const metaModules = import.meta.glob<BlogPostMeta>('../../../../content/blog/*.md', {
  eager: true,
  query: '?meta',
  import: 'default',
});
const postModules = import.meta.glob<BlogPostDocument>('../../../../content/blog/*.md', {
  import: 'default',
});

/** Newest first. */
export const blogPosts: readonly BlogPostMeta[] = Object.values(metaModules).sort((a, b) =>
  b.published.localeCompare(a.published),
);

export async function loadBlogPost(slug: string): Promise<BlogPostDocument | undefined> {
  const load = postModules[`../../../../content/blog/${slug.toLowerCase()}.md`];
  return load === undefined ? undefined : load();
}

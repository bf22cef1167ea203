import type { BlogPostDocument, BlogPostMeta } from './post-shape.ts';

export type { BlogPostDocument, BlogPostMeta };

// Front matter of every post, bundled; each post's body is its own chunk, loaded when opened.
const metaModules = import.meta.glob<BlogPostMeta>('./posts/*.md', {
  eager: true,
  query: '?meta',
  import: 'default',
});
const postModules = import.meta.glob<BlogPostDocument>('./posts/*.md', { import: 'default' });

/** Newest first. */
export const blogPosts: readonly BlogPostMeta[] = Object.values(metaModules).sort((a, b) =>
  b.published.localeCompare(a.published),
);

export async function loadBlogPost(slug: string): Promise<BlogPostDocument | undefined> {
  const load = postModules[`./posts/${slug.toLowerCase()}.md`];
  return load === undefined ? undefined : load();
}

export const blogCopy = {
  intro:
    'Short, practical pieces on moving more with an ADHD brain: what the research says, what our members tell us, and what we build because of it.',
  readMore: 'Read the post',
  byline: (author: string, minutes: number) => `By ${author} · ${minutes} min read`,
  backToBlog: 'All posts',
  newerPost: 'Newer post',
  olderPost: 'Older post',
  newerPosts: 'Newer posts',
  olderPosts: 'Older posts',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  pagination: 'Blog pages',
  postNavigation: 'More posts',
  feedTitle: 'The Fernly blog',
} as const;

import type { BlogPostDocument, BlogPostMeta } from '../../build/blog-post.ts';

export type { BlogPostDocument, BlogPostMeta };

// Front matter of every post, bundled; each post's body is its own chunk, loaded when opened.
const metaModules = import.meta.glob<BlogPostMeta>('./blog/*.md', {
  eager: true,
  query: '?meta',
  import: 'default',
});
const postModules = import.meta.glob<BlogPostDocument>('./blog/*.md', { import: 'default' });

/** Newest first. */
export const blogPosts: readonly BlogPostMeta[] = Object.values(metaModules).sort((a, b) =>
  b.published.localeCompare(a.published),
);

export function findBlogPostMeta(slug: string): BlogPostMeta | undefined {
  return blogPosts.find((post) => post.slug === slug.toLowerCase());
}

export async function loadBlogPost(slug: string): Promise<BlogPostDocument | undefined> {
  const load = postModules[`./blog/${slug.toLowerCase()}.md`];
  return load === undefined ? undefined : load();
}

/**
 * Posts per page of the blog index: enough to scan in one go on a phone without the page
 * growing with the blog. Page 1 is the blog's own address, page n is `<blog>/page/n`.
 */
export const blogPageSize = 12;

export function blogIndexPageCount(postCount: number = blogPosts.length): number {
  return Math.max(1, Math.ceil(postCount / blogPageSize));
}

/** The address of page `page` (from 1) of the blog index under `blogPath`. */
export function blogIndexPath(blogPath: string, page: number): string {
  return page === 1 ? blogPath : `${blogPath}/page/${page}`;
}

/** The page number in a `/page/$page` address, or null when it is not a page of the index. */
export function blogIndexPageNumber(value: string, postCount: number = blogPosts.length): number | null {
  if (!/^[1-9][0-9]*$/.test(value)) return null;
  const page = Number(value);
  // Page 1 lives at the blog's own address only, so it has one URL.
  return page >= 2 && page <= blogIndexPageCount(postCount) ? page : null;
}

export function blogIndexPosts<T>(posts: readonly T[], page: number): readonly T[] {
  return posts.slice((page - 1) * blogPageSize, page * blogPageSize);
}

/** The posts either side of `slug` in the newest-first list: the newer one and the older one. */
export function adjacentPosts<T extends { readonly slug: string }>(
  posts: readonly T[],
  slug: string,
): { readonly newer: T | null; readonly older: T | null } {
  const index = posts.findIndex((post) => post.slug === slug);
  if (index === -1) return { newer: null, older: null };
  return { newer: posts[index - 1] ?? null, older: posts[index + 1] ?? null };
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

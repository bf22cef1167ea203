// How the blog index is split into pages and how posts link to their neighbours: pure, so the
// unit tests need no Markdown (blog-posts.ts bundles the posts).

/**
 * Posts per page of the blog index: enough to scan in one go on a phone without the page
 * growing with the blog. Page 1 is the blog's own address, page n is `<blog>/page/n`.
 */
export const blogPageSize = 12;

export function blogIndexPageCount(postCount: number): number {
  return Math.max(1, Math.ceil(postCount / blogPageSize));
}

/** The address of page `page` (from 1) of the blog index under `blogPath`. */
export function blogIndexPath(blogPath: string, page: number): string {
  return page === 1 ? blogPath : `${blogPath}/page/${page}`;
}

/** The blog's own address, from the address of any page of its index (as the router gives it). */
export function blogPathOf(indexPath: string): string {
  return indexPath.replace(/\/+$/, '').replace(/\/page\/[^/]+$/, '');
}

/** The page number in a `/page/$page` address, or null when it is not a page of the index. */
export function blogIndexPageNumber(value: string, postCount: number): number | null {
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

import blogCopyFile from '../../../../content/pages/blog.yaml';
import { fillPlaceholders } from '../../shared/copy-text.ts';

const { blog } = blogCopyFile;

/** The blog index's, on each of its pages; the feed takes its title and subtitle from here too. */
export const blogMeta = blogCopyFile.page;

/** The words around the posts (content/pages/blog.yaml). */
export const blogCopy = {
  ...blog,
  byline: (author: string, minutes: number) =>
    fillPlaceholders(blog.byline, { author, minutes: minutes.toString() }),
  pageOf: (page: number, pages: number) =>
    fillPlaceholders(blog.pageOf, { page: page.toString(), pages: pages.toString() }),
};

import { z } from 'zod';
import { copyText } from '../../shared/copy-text.ts';
import { pageMetaSchema } from '../../shared/page-meta.ts';

const navigationLabel = (title: string) => copyText(title, 24);

/** content/pages/blog.yaml: the words around the posts (the posts: content/blog/). */
export const blogCopyFileSchema = z
  .object({
    blog: z
      .object({
        intro: copyText('Introduction', 240),
        byline: copyText('Byline', 60, ['author', 'minutes']),
        backToBlog: navigationLabel('Link to the blog'),
        newerPost: navigationLabel('Link to the newer post'),
        olderPost: navigationLabel('Link to the older post'),
        newerPosts: navigationLabel('Link to newer posts'),
        olderPosts: navigationLabel('Link to older posts'),
        pageOf: copyText('Page number', 24, ['page', 'pages']),
        pagination: copyText('Page links’ name (for screen readers)', 40),
        postNavigation: copyText('Post links’ name (for screen readers)', 40),
        feedLink: copyText('Link to the blog’s feed (for feed readers)', 48),
      })
      .meta({ title: 'Blog' }),
    page: pageMetaSchema('/blog-page'),
  })
  .meta({ title: 'Blog' });

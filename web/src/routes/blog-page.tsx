import { createRoute, lazyRouteComponent, notFound } from '@tanstack/react-router';
import { pageHead } from '../site/page-head.ts';
import { blogPosts } from '../features/blog/blog-posts.ts';
import { blogIndexPageCount, blogIndexPageNumber, blogIndexPath } from '../features/blog/blog-pagination.ts';
import { pages } from '../site/pages.ts';
import { absoluteUrl, canonicalUrl, type HeadLink } from '../site/head-tags.ts';
import { siteConfig } from '../shared/site-config.ts';
import { rootRoute } from './root.tsx';

/** rel="prev" and rel="next" for page `page` of the index, so crawlers walk it both ways. */
function paginationLinks(page: number): HeadLink[] {
  const link = (rel: string, target: number) => ({
    rel,
    href: absoluteUrl(siteConfig.siteOrigin, blogIndexPath(pages.blog.path, target).toLowerCase()),
  });
  return [
    ...(page > 1 ? [link('prev', page - 1)] : []),
    ...(page < blogIndexPageCount(blogPosts.length) ? [link('next', page + 1)] : []),
  ];
}

/** The blog's head for page `page`: its own title and canonical address, and its neighbours. */
function blogIndexHead(page: number) {
  const head = pageHead('blog')();
  const path = blogIndexPath(pages.blog.path, page);
  const title = page === 1 ? undefined : `${pages.blog.title} (page ${page}) | ${siteConfig.brandName}`;
  return {
    ...head,
    meta: head.meta.map((tag) => ('title' in tag && title !== undefined ? { title } : tag)),
    links: [
      ...head.links.map((link) =>
        link.rel === 'canonical' ? { ...link, href: canonicalUrl(siteConfig.siteOrigin, path) } : link,
      ),
      ...paginationLinks(page),
    ],
  };
}

export const blogRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: pages.blog.path,
  head: () => blogIndexHead(1),
  component: lazyRouteComponent(() => import('../features/blog/blog-index-page.tsx'), 'BlogPage'),
});

/** Pages 2 and on of the index; page 1 is the blog's own address. */
export const blogIndexPageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: `${pages.blog.path}/page/$page`,
  loader: ({ params }) => {
    const page = blogIndexPageNumber(params.page, blogPosts.length);
    // notFound() is the router's marker object (not an Error) that renders the 404 page.
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    if (page === null) throw notFound();
    return { page };
  },
  head: ({ loaderData }) => (loaderData === undefined ? {} : blogIndexHead(loaderData.page)),
  component: lazyRouteComponent(() => import('../features/blog/blog-index-page.tsx'), 'BlogIndexPage'),
});

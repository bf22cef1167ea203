import { createFileRoute, notFound, rootRouteId } from '@tanstack/react-router';
import { BlogIndexPage } from '../../../../pages/blog-index-page.tsx';
import { blogMeta } from '../../../../features/blog/blog-copy.ts';
import { blogIndexPageCount, blogIndexPageNumber } from '../../../../features/blog/blog-pagination.ts';
import { blogPosts } from '../../../../features/blog/blog-posts.ts';
import { blogIndexHead } from '../../../../site/page-head.ts';

/** Pages 2 and on of the blog index, once the blog outgrows its first page. */
export const Route = createFileRoute('/_site-pages/blog-page/page/$page')({
  loader: ({ params }) => {
    const page = blogIndexPageNumber(params.page, blogPosts.length);
    // notFound() is the router's marker object (not an Error) that renders the 404 page.
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    if (page === null) throw notFound({ routeId: rootRouteId });
    return { page };
  },
  head: ({ match, loaderData }) =>
    loaderData === undefined ? {} : blogIndexHead(match.pathname, loaderData.page),
  staticData: {
    prerender: {
      heading: blogMeta.heading,
      inSitemap: true,
      pages: () =>
        Array.from({ length: blogIndexPageCount(blogPosts.length) - 1 }, (_, index) => ({
          params: { page: String(index + 2) },
          lastModified: blogPosts[0]?.published,
        })),
    },
  },
  component: LaterBlogIndex,
});

function LaterBlogIndex() {
  const { page } = Route.useLoaderData();
  return <BlogIndexPage page={page} />;
}

import { createRoute, notFound, lazyRouteComponent } from '@tanstack/react-router';
import { articleHead } from '../site/page-head.ts';
import { loadBlogPost } from '../features/blog/blog-posts.ts';
import { pages } from '../site/pages.ts';
import { blogPostingJsonLd } from '../site/head-tags.ts';
import { siteConfig } from '../shared/site-config.ts';
import { rootRoute } from './root.tsx';

export const blogPostRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: `${pages.blog.path}/$slug`,
  loader: async ({ params }) => {
    const post = await loadBlogPost(params.slug);
    // notFound() is the router's marker object (not an Error) that renders the 404 page.
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    if (post === undefined) throw notFound();
    return post;
  },
  head: ({ loaderData }) => {
    if (loaderData === undefined) return {};
    const path = `${pages.blog.path}/${loaderData.slug}`;
    return articleHead(
      { path, title: loaderData.title, description: loaderData.description },
      blogPostingJsonLd({
        site: siteConfig,
        path,
        title: loaderData.title,
        description: loaderData.description,
        author: loaderData.author,
        published: loaderData.published,
      }),
    );
  },
  component: lazyRouteComponent(() => import('../features/blog/blog-post-page.tsx'), 'BlogPostPage'),
});

import { createFileRoute, notFound, rootRouteId } from '@tanstack/react-router';
import { BlogPostPage } from '../../../pages/blog-post-page.tsx';
import { blogPosts, loadBlogPost } from '../../../features/blog/blog-posts.ts';
import { blogPostingJsonLd } from '../../../site/head-tags.ts';
import { headTags, seoSite } from '../../../site/page-head.ts';

/** One page per Markdown file in content/blog/, at the file's name. */
export const Route = createFileRoute('/_site-pages/blog-page/$slug')({
  loader: async ({ params }) => {
    const post = await loadBlogPost(params.slug);
    // notFound() is the router's marker object (not an Error) that renders the 404 page.
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    if (post === undefined) throw notFound({ routeId: rootRouteId });
    return post;
  },
  head: ({ match, loaderData }) =>
    loaderData === undefined
      ? {}
      : headTags(
          match.pathname,
          { title: loaderData.title, description: loaderData.description },
          {
            type: 'article',
            jsonLd: [
              blogPostingJsonLd({
                site: seoSite,
                path: match.pathname,
                title: loaderData.title,
                description: loaderData.description,
                author: loaderData.author,
                published: loaderData.published,
              }),
            ],
          },
        ),
  staticData: {
    prerender: {
      inSitemap: true,
      pages: () => blogPosts.map((post) => ({ params: { slug: post.slug }, lastModified: post.published })),
    },
  },
  component: BlogPost,
});

function BlogPost() {
  return <BlogPostPage post={Route.useLoaderData()} />;
}

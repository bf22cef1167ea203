import { createRequestHandler, renderRouterToString, RouterServer } from '@tanstack/react-router/ssr/server';
import { blogPosts } from './features/blog/blog-posts.ts';
import { blogIndexPageCount, blogIndexPath } from './features/blog/blog-pagination.ts';
import { pages } from './site/pages.ts';
import { createAppRouter } from './router.tsx';

/** The assets each route's HTML gets; @tanstack/react-router does not export the type itself. */
export type ServerManifest = Awaited<
  ReturnType<NonNullable<Parameters<typeof createRequestHandler>[0]['getRouterManifest']>>
>;

export { siteConfig } from './shared/site-config.ts';
export { pages } from './site/pages.ts';
export { blogPosts } from './features/blog/blog-posts.ts';

/** Every address the build writes a page for (the 404 page is rendered separately). */
export function prerenderPaths(): string[] {
  const fixed = Object.values(pages)
    .map((page) => page.path)
    .filter((path) => path !== pages.notFound.path);
  const indexPages = Array.from({ length: blogIndexPageCount(blogPosts.length) - 1 }, (_, index) =>
    blogIndexPath(pages.blog.path, index + 2),
  );
  return [...fixed, ...indexPages, ...blogPosts.map((post) => `${pages.blog.path}/${post.slug}`)];
}

/**
 * The path of every route in the router that must have a page, so the build can prove each one
 * was rendered. The index's later pages exist only once the blog outgrows its first page.
 */
export function routePaths(): string[] {
  const laterIndexPages = blogIndexPageCount(blogPosts.length) > 1 ? [] : [`${pages.blog.path}/page/$page`];
  return Object.keys(createAppRouter().routesByPath).filter((path) => !laterIndexPages.includes(path));
}

/** Renders one address to a complete HTML document with TanStack Router's own server rendering. */
export async function render(
  url: string,
  manifest: ServerManifest,
): Promise<{ status: number; html: string }> {
  const handler = createRequestHandler({
    createRouter: createAppRouter,
    request: new Request(url),
    getRouterManifest: () => manifest,
  });
  const response = await handler(({ router, responseHeaders }) =>
    renderRouterToString({ router, responseHeaders, children: <RouterServer router={router} /> }),
  );
  return { status: response.status, html: await response.text() };
}

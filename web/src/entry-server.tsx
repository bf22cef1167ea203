import type { StaticDataRouteOption } from '@tanstack/react-router';
import { createMemoryHistory } from '@tanstack/react-router';
import {
  attachRouterServerSsrUtils,
  renderRouterToString,
  RouterServer,
} from '@tanstack/react-router/ssr/server';
import { blogMeta } from './features/blog/blog-copy.ts';
import { blogPosts } from './features/blog/blog-posts.ts';
import type { FileRoutesById } from './routeTree.gen.ts';
import { visitAtBuild } from './resolve-visit.ts';
import { createAppRouter } from './router.tsx';
import { siteConfig } from './shared/site-config.ts';
import { notFoundMeta } from './site/not-found-copy.ts';

/** The assets each route's HTML gets; @tanstack/react-router does not export the type itself. */
export type ServerManifest = NonNullable<Parameters<typeof attachRouterServerSsrUtils>[0]['manifest']>;

export { siteConfig };
export { brandName } from './shared/brand.ts';

/** The 404 page's h1, which the build checks in 404.html. */
export const notFoundHeading = notFoundMeta.heading;

/** A page the build writes, as its route's `staticData.prerender` describes it. */
export interface PrerenderPage {
  readonly path: string;
  readonly heading?: string;
  readonly inSitemap: boolean;
  readonly lastModified?: string;
}

/** A route's address with its parameters filled in, without the trailing slash of an index route. */
function pathWith(fullPath: string, params: Readonly<Record<string, string>>): string {
  const path = fullPath.replace(/\$(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${fullPath}: no value for $${name}`);
    return encodeURIComponent(value);
  });
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}

/** What the build reads of a route. */
interface RouteFacts {
  readonly id: string;
  readonly fullPath: string;
  readonly isRoot: boolean;
  readonly children?: unknown;
  readonly options: { readonly staticData?: StaticDataRouteOption };
}

function everyRoute(routesById: { readonly [Id in keyof FileRoutesById]: RouteFacts }): RouteFacts[] {
  return Object.values(routesById);
}

/**
 * Every page the build renders, from the routes themselves (the 404 page is rendered apart), and
 * the routes that show a page but say nothing of how to pre-render it.
 */
export function prerenderPlan(): { pages: PrerenderPage[]; unplannedRoutes: string[] } {
  const pages: PrerenderPage[] = [];
  const unplannedRoutes: string[] = [];
  for (const route of everyRoute(createAppRouter(visitAtBuild, 'build').routesById)) {
    const prerender = route.options.staticData?.prerender;
    if (prerender === undefined) {
      // The root and the layouts frame pages; every other route is one.
      if (!route.isRoot && route.children === undefined) unplannedRoutes.push(route.id);
      continue;
    }
    for (const { params, lastModified } of prerender.pages?.() ?? [{ params: {} }]) {
      pages.push({
        path: pathWith(route.fullPath, params),
        ...(prerender.heading === undefined ? {} : { heading: prerender.heading }),
        inSitemap: prerender.inSitemap,
        ...(lastModified === undefined ? {} : { lastModified }),
      });
    }
  }
  return { pages: pages.sort((a, b) => a.path.localeCompare(b.path)), unplannedRoutes };
}

/** The blog's Atom feed: the index's title and description, and every post at its address. */
export function blogFeed() {
  const { routesById } = createAppRouter(visitAtBuild, 'build');
  const postRoute = routesById['/_site-pages/blog-page/$slug'];
  const indexRoute = routesById['/_site-pages/blog-page/'];
  return {
    title: blogMeta.heading,
    subtitle: blogMeta.description,
    path: pathWith(indexRoute.fullPath, {}),
    entries: blogPosts.map((post) => ({
      path: pathWith(postRoute.fullPath, { slug: post.slug }),
      title: post.title,
      summary: post.description,
      author: post.author,
      published: post.published,
    })),
  };
}

/**
 * Renders one address to a complete HTML document with TanStack Router's own server rendering.
 * Nothing in the browser hydrates with the router: the page's own script runs the page, and the
 * router, started at the first link within the site, renders the next page itself
 * (./router-start.tsx). So the page carries none of the router's hydration data.
 */
export async function render(
  url: string,
  manifest: ServerManifest,
): Promise<{ status: number; html: string }> {
  const router = createAppRouter(visitAtBuild, 'build');
  attachRouterServerSsrUtils({ router, manifest });
  router.serverSsr?.disableHydration();
  const { origin, pathname, search, hash } = new URL(url);
  router.update({
    history: createMemoryHistory({ initialEntries: [`${pathname}${search}${hash}`] }),
    origin,
    context: router.options.context,
  });
  await router.load();
  const response = await renderRouterToString({
    router,
    responseHeaders: new Headers({ 'Content-Type': 'text/html; charset=UTF-8' }),
    children: <RouterServer router={router} />,
  });
  return { status: response.status, html: await response.text() };
}

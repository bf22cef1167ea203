import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen.ts';
import type { RouterContext } from './routes/__root.tsx';
import { isExperimentAddress } from './shared/experiment-addresses.ts';
import type { TopBarAction } from './site/top-bar.tsx';

/**
 * A fresh router per render: the build renders many pages in one process. The runtime says how it
 * knows a page's visit (web/src/resolve-visit.ts): from the address alone at build time, from the
 * address and what the visitor carries in the browser. In the browser an experiment's address is
 * left to the browser once the router has shown its first page (web/src/shared/experiment-addresses.ts);
 * `npm run dev`'s first page may be one, and is the router's to render.
 */
export function createAppRouter(visitOf: RouterContext['visitOf'], runtime: 'build' | 'browser') {
  let hydrated = false;
  let shownFirstPage = false;
  const router = createRouter({
    routeTree,
    context: {
      visitOf,
      loadsAsDocument: (pathname) => runtime === 'browser' && shownFirstPage && isExperimentAddress(pathname),
    },
    // The spec's routes are matched in any letter case: /heka, /Heka and /HEKA are one page.
    caseSensitive: false,
    // CloudFront serves /QUAY the page pre-rendered at /Quay. The router sees every address in
    // lower case, so the page hydrates with the matches it was rendered with: a route parameter
    // (the partner's) in other letters would be another match, loaded again, and a mismatch.
    rewrite: { input: ({ url }) => lowerCasePath(url) },
    trailingSlash: 'never',
    // Not on the render that hydrates the page: by then the browser has restored the position of
    // a reload or a Back, or the visitor has scrolled on their own, and a jump to the top would
    // lose their place (and send a tap in flight to whatever moved under their finger).
    scrollRestoration: () => {
      const restore = hydrated;
      hydrated = true;
      return restore;
    },
    defaultPreload: 'intent',
  });
  router.subscribe('onResolved', () => {
    shownFirstPage = true;
  });
  return router;
}

function lowerCasePath(url: URL): URL {
  const lower = new URL(url);
  lower.pathname = url.pathname.toLowerCase();
  return lower;
}

/** How the build pre-renders a route (web/prerender/): which pages, and what it checks in them. */
export interface PrerenderedRoute {
  /** The h1 each of its pages shows, checked in the HTML; a blog post has its own title instead. */
  readonly heading?: string;
  /** Listed in sitemap.xml; partner and campaign pages point search engines at the home page instead. */
  readonly inSitemap: boolean;
  /** For a route with parameters: one entry per page to render. */
  readonly pages?: () => readonly PrerenderedPage[];
}

export interface PrerenderedPage {
  readonly params: Readonly<Record<string, string>>;
  /** YYYY-MM-DD, for the sitemap; pages without one are dated by the build. */
  readonly lastModified?: string;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }

  interface StaticDataRouteOption {
    /** Every route that shows a page has this; the root and the layouts have none. */
    prerender?: PrerenderedRoute;
    /** The button in the home family's top bar (web/src/routes/_home-family.tsx); Login unless a page says otherwise. */
    topBarAction?: TopBarAction;
  }
}

// The router, started when the visitor follows a link within the site, not before: the page they
// landed on is complete without it (its controls run on the page's own script, web/src/boot.ts).
// On the first in-site link it renders the next page into the whole document, client-side, and
// from then on every page change is the router's, as in any single-page app. The boot script
// loads this module when a link is about to be followed and asks for each address by an event.
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { visitInBrowser } from './resolve-visit.ts';
import { createAppRouter } from './router.tsx';
import { pageScriptEvents } from './shared/page-script-protocol.ts';

type AppRouter = ReturnType<typeof createAppRouter>;
let router: AppRouter | undefined;

/** Tells the page's script each page the router shows, with the address it came from. */
function announcePages(appRouter: AppRouter, firstFrom: string) {
  // The router reports its first render as a move from the page to itself.
  let first = true;
  appRouter.subscribe('onRendered', ({ fromLocation, toLocation }) => {
    const from =
      first || fromLocation === undefined ? firstFrom : new URL(fromLocation.href, location.origin).href;
    const samePage =
      !first &&
      fromLocation !== undefined &&
      fromLocation.pathname === toLocation.pathname &&
      fromLocation.searchStr === toLocation.searchStr;
    first = false;
    if (!samePage) dispatchEvent(new CustomEvent(pageScriptEvents.pageRendered, { detail: from }));
  });
}

/**
 * Renders the page at `href` into the whole document. The pre-rendered page stays on screen until
 * the next one is ready; the islands give up their parts, and structured data of the page left
 * goes (React keeps the document's scripts, and search engines read pre-rendered pages anyway).
 */
async function takeOver(href: string): Promise<AppRouter> {
  const from = location.href;
  // In `npm run dev` the router takes over the page it is on (./dev-entry.tsx).
  if (new URL(href, from).href !== from) history.pushState(history.state, '', href);
  const appRouter = createAppRouter(visitInBrowser, 'browser');
  try {
    await appRouter.load();
  } catch (error) {
    // The address is a real page: the browser can load it, as it would without the router.
    console.error('The router could not load the page', error);
    location.assign(href);
    throw error;
  }
  dispatchEvent(new Event(pageScriptEvents.routerTakingOver));
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) script.remove();
  announcePages(appRouter, from);
  createRoot(document).render(
    <StrictMode>
      <RouterProvider router={appRouter} />
    </StrictMode>,
  );
  return appRouter;
}

/** Shows an address: the first time by taking the document over, then as the router's navigation. */
async function show(href: string) {
  if (router === undefined) {
    router = await takeOver(href);
    return;
  }
  await router.navigate({ href });
}

addEventListener(pageScriptEvents.navigate, (event) => {
  if (!(event instanceof CustomEvent) || typeof event.detail !== 'string') return;
  show(event.detail).catch((error: unknown) => {
    console.error('Could not show the page', error);
  });
});

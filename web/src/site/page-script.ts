// Everything a page does in the browser before (and mostly without) React: the features'
// behaviours (web/src/page-behaviours.ts), run on the pre-rendered page from its first paint.
// Started by the inline boot script (web/src/boot.ts), or in `npm run dev` by the development
// entry. Behaviours listen on the document, once, so they run the controls of this page and of
// every page the router renders later alike; what belongs to one page (its visit, its record, the
// consent bar's state, the carousel's buttons) is shown again for each page.
import {
  pageScriptEvents,
  pageScriptReadyAttribute,
  idleStartTimeoutMs,
  shownPage,
  type PageBehaviour,
  type PageScript,
  type ShownPage,
} from '../shared/page-script-protocol.ts';
import { runSoon } from '../shared/run-soon.ts';
import type { Visit } from '../shared/visit.ts';
import { followLinksWithRouter } from './client-navigation.ts';
import { loadIsland, type PageModules } from './islands.ts';

export interface PageScriptStart {
  /** What each feature does in the browser, in the order they hear of each page. */
  readonly behaviours: readonly PageBehaviour[];
  /** The visit of the page at an address, as the browser knows it (web/src/resolve-visit.ts). */
  readonly visitOf: (pathname: string) => Visit;
  /** The router's module (`router`, web/src/router-start.tsx) and each island's, as the boot script names them. */
  readonly modules: PageModules;
}

function whenLoaded(start: () => void) {
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
}

/** After the load event, at the browser's next idle moment (Safari has no requestIdleCallback). */
function whenIdle(start: () => void) {
  whenLoaded(() => {
    if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: idleStartTimeoutMs });
    else setTimeout(start, 50);
  });
}

export function startPageScript({ behaviours, visitOf, modules }: PageScriptStart): void {
  // The page shown now and its visit, once they have been read.
  let shown: { readonly visit: Visit; readonly page: ShownPage } | undefined;

  const script: PageScript = {
    visit() {
      showFirstPage();
      if (shown === undefined) throw new Error('The first page has not been shown');
      return shown.visit;
    },
    changeVisit(change) {
      const visit = { ...script.visit(), ...change };
      if (shown !== undefined) shown = { ...shown, visit };
      for (const behaviour of behaviours) behaviour.visitChanged?.(visit);
    },
    whenLoaded,
    whenIdle,
    loadIsland: (name) => loadIsland(modules, name, () => script.visit()),
  };

  /** Works the page's visit out (reading cookies and storage) and has every behaviour show it. */
  const showPage = (page: ShownPage) => {
    const visit = visitOf(page.pathname);
    shown = { visit, page };
    for (const behaviour of behaviours) behaviour.show?.(visit, page, script);
  };

  // The first page's state waits for a task of its own: reading cookies and storage waits on the
  // browser, and in the parser's task it lengthened the task that ends in the first paint. The
  // listeners below are there from the start, and whatever needs that state first runs it at once.
  // The page is taken now: by the time it is shown the router may have shown the next.
  const firstPage = shownPage(document.referrer, true);
  const showFirstPage = runSoon(() => {
    showPage(firstPage);
    document.documentElement.setAttribute(pageScriptReadyAttribute, '');
  });
  for (const behaviour of behaviours) behaviour.listen?.(script);
  if (modules.router !== undefined) followLinksWithRouter(modules.router);
  addEventListener(pageScriptEvents.pageRendered, (event) => {
    showFirstPage();
    // After an in-site navigation document.referrer still names the first page's referrer.
    const referrer =
      event instanceof CustomEvent && typeof event.detail === 'string' ? event.detail : document.referrer;
    showPage(shownPage(referrer, false));
    // React takes <html> over afresh when the router first renders the document, dropping the
    // attributes it did not set; the styles that wait for the mark read it again (decision 0069).
    document.documentElement.setAttribute(pageScriptReadyAttribute, '');
  });
}

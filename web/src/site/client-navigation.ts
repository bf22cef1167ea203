// Links within the site, followed by the router without a page load (web/src/router-start.tsx). The
// router's module is fetched when a link is about to be followed (a pointer over it, a finger on
// it, the keyboard on it), not with the page; a click on a link before it has arrived waits for it
// briefly, and if it cannot come the browser simply loads the page, which is complete on its own.
import { apiBasePath } from '../../../contract/openapi-document.gen.ts';
import { pageScriptEvents, isInSiteNavigation, isModifiedClick } from '../shared/page-script-protocol.ts';

/** Longer than the router takes to arrive on a slow phone; past it the browser loads the page itself. */
const routerWaitMs = 1500;

function inSiteLink(target: EventTarget | null): HTMLAnchorElement | null {
  if (!(target instanceof Element)) return null;
  const link = target.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return null;
  const facts = { href: link.href, target: link.target, download: link.hasAttribute('download') };
  return isInSiteNavigation(facts, new URL(window.location.href), apiBasePath) ? link : null;
}

export function followLinksWithRouter(routerModule: string): void {
  let router: Promise<boolean> | undefined;
  const loadRouter = () => {
    router ??= import(routerModule).then(
      () => true,
      (error: unknown) => {
        // A warning: the visitor loses nothing, the browser loads the page instead.
        console.warn('The router could not be loaded', error);
        return false;
      },
    );
    return router;
  };

  for (const type of ['pointerover', 'touchstart', 'focusin'] as const) {
    document.addEventListener(
      type,
      (event) => {
        if (inSiteLink(event.target) !== null) void loadRouter();
      },
      { passive: true },
    );
  }

  // On window, so it runs after the router's own links (on the document) have taken their clicks.
  addEventListener('click', (event) => {
    if (event.defaultPrevented || isModifiedClick(event)) return;
    const link = inSiteLink(event.target);
    if (link === null) return;
    event.preventDefault();
    const href = link.href;
    const timeout = new Promise<boolean>((resolve) => setTimeout(resolve, routerWaitMs, false));
    void Promise.race([loadRouter(), timeout]).then((ready) => {
      if (ready) dispatchEvent(new CustomEvent(pageScriptEvents.navigate, { detail: href }));
      else window.location.assign(href);
    });
  });
}

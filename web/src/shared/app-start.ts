// What the page's own script (web/src/boot.ts) and the parts it loads later, the islands and the
// router, tell each other. Pages are pre-rendered and work from their first paint: the boot
// script runs every control, an island hydrates only where React keeps state (the contact form),
// and the router starts only when the visitor follows a link within the site.

/** Window events between the boot script and the parts it loads. */
export const appStartEvents = {
  /** The router has rendered a page after an in-site navigation; the event's detail is the address left. */
  pageRendered: 'fernly:page-rendered',
  /** A consent choice was stored; whatever depends on it reads it again. */
  consentStored: 'fernly:consent-stored',
  /** An island has hydrated (the detail names it): React answers its controls from now on. */
  islandHydrated: 'fernly:island-hydrated',
  /** Asks the router, once loaded, to show the address in the detail without leaving the page. */
  navigate: 'fernly:navigate',
  /** The router is about to render the whole document: the islands give up their parts of it. */
  routerTakingOver: 'fernly:router-taking-over',
} as const;

/** Marks a part of a pre-rendered page that React takes over alone, in the browser (web/src/ui/island.tsx). */
export const islandAttribute = 'data-island';

/** How long the boot script waits for an idle moment after the load event before starting an island anyway. */
export const idleStartTimeoutMs = 1500;

/** A click that asks the browser for something other than the page's own action: a new tab or window. */
export function isModifiedClick(click: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean {
  return click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey;
}

/** What decides whether a link's click can be shown by the router without leaving the page. */
export interface LinkFacts {
  readonly href: string;
  readonly target: string;
  readonly download: boolean;
}

/**
 * Whether following a link stays within the site's pages: same origin, same tab, not a download,
 * not a file (an address with an extension) nor the API, and not just a jump within this page.
 */
export function isInSiteNavigation(link: LinkFacts, current: URL, apiBasePath: string): boolean {
  if ((link.target !== '' && link.target !== '_self') || link.download) return false;
  let url: URL;
  try {
    url = new URL(link.href, current);
  } catch {
    return false;
  }
  if (url.origin !== current.origin) return false;
  if (url.pathname === current.pathname && url.search === current.search && url.hash !== '') return false;
  if (url.pathname === apiBasePath || url.pathname.startsWith(`${apiBasePath}/`)) return false;
  return !/\.[a-z0-9]+$/i.test(url.pathname);
}

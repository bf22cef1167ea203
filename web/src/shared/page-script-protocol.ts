// What the page's own script (web/src/boot.ts), the features' behaviours it runs and the parts it
// loads later, the islands and the router, tell each other. Pages are pre-rendered and work from
// their first paint: the page script runs every feature's behaviour, an island is drawn by React
// only where a visitor needs it, and the router starts only when the visitor follows a link
// within the site.
import { isExperimentAddress } from './experiment-addresses.ts';
import type { Visit } from './visit.ts';

/** A page the visitor is shown: the one they landed on, or one the router renders later. */
export interface ShownPage {
  readonly pathname: string;
  readonly search: string;
  /** False on the 404 page, whatever address was typed. */
  readonly isPage: boolean;
  /** Where the visitor came from: the document's referrer, or the page the router left. */
  readonly referrer: string;
  /** The page as it was pre-rendered, rather than one the router has rendered since. */
  readonly prerendered: boolean;
}

/** The 404 page's <main> carries this attribute, so the page's script knows it is on no page. */
export const notFoundPageAttribute = 'data-not-found';

/** The page at the address the browser shows now. */
export function shownPage(referrer: string, prerendered: boolean): ShownPage {
  const { pathname, search } = window.location;
  const isPage = document.querySelector(`[${notFoundPageAttribute}]`) === null;
  return { pathname, search, isPage, referrer, prerendered };
}

/** What the page's own script (web/src/site/page-script.ts) gives every behaviour. */
export interface PageScript {
  /** The visit of the page shown now; if the page's state has not been shown yet, it is shown first. */
  visit(): Visit;
  /** The visitor has changed the visit (a consent choice): every behaviour hears of it. */
  changeVisit(change: Pick<Visit, 'consent'>): void;
  /** Runs once the page has loaded. */
  whenLoaded(start: () => void): void;
  /** Runs at the browser's first idle moment after the page has loaded. */
  whenIdle(start: () => void): void;
  /** Loads an island's module, which the build names on the boot script, and starts it with the visit. */
  loadIsland(name: string): Promise<void>;
}

/**
 * What a feature does in the browser before (and mostly without) React, registered in the page
 * script's list (web/src/page-behaviours.ts). Nothing here measures the page: a measurement would
 * force a layout of the whole page into the script's task.
 */
export interface PageBehaviour {
  /** Adds its listeners, in the parser's task before the first paint: it reads no cookie or storage here. */
  readonly listen?: (script: PageScript) => void;
  /** Shows a page's state: the first page's in a task of its own, then each page the router renders. */
  readonly show?: (visit: Visit, page: ShownPage, script: PageScript) => void;
  /** Follows a change the visitor made to the visit. */
  readonly visitChanged?: (visit: Visit) => void;
}

/** What an island's module exports: the page's script starts it once the module has arrived. */
export interface IslandModule {
  start(visit: Visit): void;
}

export function isIslandModule(value: unknown): value is IslandModule {
  return typeof value === 'object' && value !== null && 'start' in value && typeof value.start === 'function';
}

/** The boot script's data attribute naming an island's module: `contact-form` → `islandContactForm`. */
export function islandModuleKey(name: string): string {
  return `island${name.replace(/(?:^|-)([a-z0-9])/g, (_, letter: string) => letter.toUpperCase())}`;
}

/** Window events between the boot script and the parts it loads. */
export const pageScriptEvents = {
  /** The router has rendered a page after an in-site navigation; the event's detail is the address left. */
  pageRendered: 'fernly:page-rendered',
  /** An island has hydrated (the detail names it): React answers its controls from now on. */
  islandHydrated: 'fernly:island-hydrated',
  /** Asks the router, once loaded, to show the address in the detail without leaving the page. */
  navigate: 'fernly:navigate',
  /** The router is about to render the whole document: the islands give up their parts of it. */
  routerTakingOver: 'fernly:router-taking-over',
} as const;

/**
 * Set on <html> once every behaviour has shown the first page: the page answers its controls with
 * the visitor's state from then on. End-to-end tests wait on it rather than on the load or the
 * visit record (decision 0065).
 */
export const pageScriptReadyAttribute = 'data-page-ready';

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
 * not a file (an address with an extension), the API or an experiment's address, and not just a
 * jump within this page.
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
  if (isExperimentAddress(url.pathname)) return false;
  return !/\.[a-z0-9]+$/i.test(url.pathname);
}

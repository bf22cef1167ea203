// The nav bar's menus and phone drawer are popovers that open and close with no script. The page's
// own script (./page-script.ts) adds what HTML cannot: the drawer closes when the window grows past
// the breakpoint (so it is not found open when the window narrows again), and a followed link
// closes whatever menu it was in, since the router shows the next page without a page load.
import type { PageBehaviour } from '../shared/page-script-protocol.ts';
import { narrowScreenQuery } from '../ui/breakpoints.ts';

export const navDrawerId = 'site-nav-drawer';

function closeOpenPopovers(within: ParentNode) {
  for (const popover of within.querySelectorAll<HTMLElement>(':popover-open')) popover.hidePopover();
}

/**
 * Each menu button says whether its list is open. The browser knows it for a button that opens a
 * popover, but only the attribute is read the same by every screen reader and by the site's own
 * styles; the pre-rendered button has none, so without script the browser's own state stands.
 */
function followPopovers(event: Event) {
  if (!(event instanceof ToggleEvent) || !(event.target instanceof HTMLElement)) return;
  for (const button of document.querySelectorAll(`[popovertarget="${event.target.id}"]`))
    button.setAttribute('aria-expanded', String(event.newState === 'open'));
}

/** The buttons of the popovers on the page, closed, as the page shows them. */
function reflectPopoverButtons(): void {
  for (const button of document.querySelectorAll('button[popovertarget]')) {
    const target = document.getElementById(button.getAttribute('popovertarget') ?? '');
    button.setAttribute('aria-expanded', String(target?.matches(':popover-open') === true));
  }
}

function enhanceNavBar(): void {
  // A popover's toggle event does not bubble: listened for while it goes down the tree.
  document.addEventListener('toggle', followPopovers, { capture: true });
  const narrow = window.matchMedia(narrowScreenQuery);
  narrow.addEventListener('change', () => {
    if (narrow.matches) return;
    const drawer = document.getElementById(navDrawerId);
    if (drawer?.matches(':popover-open') === true) drawer.hidePopover();
  });
  document.addEventListener('click', (event) => {
    if (!(event.target instanceof Element)) return;
    const link = event.target.closest('a[href]');
    const nav = link?.closest('.site-nav');
    if (nav !== null && nav !== undefined) closeOpenPopovers(nav);
  });
}

export const navBarBehaviour: PageBehaviour = {
  listen: enhanceNavBar,
  show: reflectPopoverButtons,
};

// The nav bar's menus and phone drawer are popovers that open and close with no script. The page's
// own script (web/src/boot.ts) adds what HTML cannot: the drawer closes when the window grows past
// the breakpoint (so it is not found open when the window narrows again), and a followed link
// closes whatever menu it was in, since the router shows the next page without a page load.
import { narrowScreenQuery } from '../ui/breakpoints.ts';

export const navDrawerId = 'site-nav-drawer';

function closeOpenPopovers(within: ParentNode) {
  for (const popover of within.querySelectorAll<HTMLElement>(':popover-open')) popover.hidePopover();
}

export function enhanceNavBar(): void {
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

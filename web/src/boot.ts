/**
 * The one script every page inlines, at the end of its body: it runs the page's controls from the
 * first paint (web/src/site/page-script.ts). The page is complete without it, and everything HTML
 * can do alone (links, forms, <details>, dialogs and popovers opened by their buttons) works
 * without it. React arrives only where it is needed: an island of the page (the contact form), or
 * the router when the visitor follows a link within the site.
 *
 * The build bundles this file into a classic inline script (web/prerender/boot-script.ts), the
 * same on every page; its data attributes name the modules it may load.
 */
import { pageBehaviours } from './page-behaviours.ts';
import { visitInBrowser } from './resolve-visit.ts';
import { startPageScript } from './site/page-script.ts';

startPageScript({
  behaviours: pageBehaviours,
  visitOf: visitInBrowser,
  modules: document.currentScript?.dataset ?? {},
});

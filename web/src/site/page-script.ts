// Everything a page does in the browser before (and mostly without) React: the controls of the
// pre-rendered page, from its first paint. Started by the inline boot script (web/src/boot.ts), or
// in `npm run dev` by the development entry. Behaviours listen on the document, once, so they run
// the controls of this page and of every page the router renders later alike; what belongs to one
// page (its visit record, the consent bar's state, the carousel's buttons) is redone per page.
import { enhanceConsentControls, reflectConsent } from '../features/consent/consent-enhancement.ts';
import { readStoredConsent } from '../features/consent/consent-storage.ts';
import type { ConsentState } from '../features/consent/consent.ts';
import {
  enhanceCallsToAction,
  fillDownloadDialogs,
} from '../features/download/call-to-action-enhancement.ts';
import {
  enhanceHeroVideos,
  handleHeroVideoButtons,
  startHeroVideos,
} from '../features/home/hero-video-enhancement.ts';
import {
  affiliateCookie,
  affiliateSourceFromPath,
  readAffiliateSource,
} from '../features/partners/affiliate.ts';
import { enhanceCarousels, handleCarouselButtons } from '../features/testimonials/carousel-enhancement.ts';
import { loadGoogleAnalytics } from '../features/tracking/google-analytics.ts';
import {
  recordPendingVisit,
  recordTrackingEvent,
  recordVisitWhenIdle,
  shownPage,
  type ShownPage,
} from '../features/tracking/visit-recorder.ts';
import { appStartEvents, idleStartTimeoutMs } from '../shared/app-start.ts';
import { runSoon } from '../shared/run-soon.ts';
import { siteConfig } from '../shared/site-config.ts';
import { followLinksWithRouter } from './client-navigation.ts';
import { startIslands, type IslandModules } from './islands.ts';
import { enhanceNavBar, reflectPopoverButtons } from './nav-bar-enhancement.ts';

export interface PageScriptModules extends IslandModules {
  /** The router's module (site/router-start.tsx), loaded when a link within the site is followed. */
  readonly router: string | undefined;
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

/**
 * After the next frame has been painted: a callback in the frame after the next one runs once the
 * first has reached the screen. A headless or fast browser can be idle after the load event before
 * it has painted, and the clip's bytes must not compete with the first paint.
 */
function afterNextPaint(start: () => void) {
  requestAnimationFrame(() => {
    requestAnimationFrame(start);
  });
}

function pageSource() {
  return affiliateSourceFromPath(window.location.pathname);
}

function visitorSource() {
  return pageSource() ?? readAffiliateSource(document.cookie);
}

function startAnalyticsIfAccepted(consent: ConsentState) {
  if (siteConfig.analyticsId !== undefined && consent === 'granted')
    loadGoogleAnalytics(siteConfig.analyticsId);
}

/**
 * What each page shown needs: the partner remembered, its controls set, the visit recorded. Nothing
 * here measures the page: a measurement would force a layout of the whole page into this task.
 */
function showPage(referrer: string, page: ShownPage) {
  const partner = affiliateSourceFromPath(page.pathname);
  if (partner !== null)
    document.cookie = affiliateCookie(partner, window.location.hostname, siteConfig.productDomain);
  const consent = readStoredConsent();
  reflectConsent(consent);
  startAnalyticsIfAccepted(consent);
  recordVisitWhenIdle(referrer, page, whenIdle);
  fillDownloadDialogs(siteConfig.appOrigin, visitorSource());
  enhanceCarousels();
  enhanceHeroVideos();
  reflectPopoverButtons();
}

export function startPageScript(modules: PageScriptModules): void {
  // The first page's state waits for a task of its own: reading cookies and storage waits on the
  // browser, and in the parser's task it lengthened the task that ends in the first paint. The
  // listeners below are there from the start, and whatever needs that state first runs it at once.
  // The page is taken now: by the time it is shown the router may have shown the next.
  const firstPage = shownPage();
  const showFirstPage = runSoon(() => {
    showPage(document.referrer, firstPage);
  });
  enhanceConsentControls(siteConfig.productDomain, startAnalyticsIfAccepted);
  enhanceCallsToAction({
    appOrigin: siteConfig.appOrigin,
    affiliate: visitorSource,
    recordClick: () => {
      showFirstPage();
      recordPendingVisit();
      return recordTrackingEvent('DownloadClicked', document.referrer);
    },
  });
  addEventListener('pagehide', () => {
    showFirstPage();
    recordPendingVisit();
  });
  handleCarouselButtons();
  handleHeroVideoButtons();
  enhanceNavBar();
  if (modules.router !== undefined) followLinksWithRouter(modules.router);

  startIslands(modules, { pageSource: pageSource(), visitorSource, whenLoaded });
  whenIdle(() => {
    afterNextPaint(startHeroVideos);
  });
  addEventListener(appStartEvents.pageRendered, (event) => {
    showFirstPage();
    // After an in-site navigation document.referrer still names the first page's referrer.
    showPage(
      event instanceof CustomEvent && typeof event.detail === 'string' ? event.detail : document.referrer,
      shownPage(),
    );
    startHeroVideos();
  });
}

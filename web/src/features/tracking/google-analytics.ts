// Google Analytics, loaded by the page's own script only once the visitor has accepted, and only
// when the build has a measurement id. Configured from that script rather than an inline one of
// its own, so the content security policy needs no hash for it.
import type { PageBehaviour } from '../../shared/page-script-protocol.ts';
import { siteConfig } from '../../shared/site-config.ts';
import type { Visit } from '../../shared/visit.ts';
import { analyticsConfig, analyticsScriptUrl } from './analytics.ts';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

function loadGoogleAnalytics(measurementId: string): void {
  const src = analyticsScriptUrl(measurementId);
  if (document.querySelector(`script[src="${src}"]`) !== null) return;
  const dataLayer = (window.dataLayer ??= []);
  // gtag.js reads `arguments` objects from the data layer, not arrays, hence a classic function
  // whose parameter list only types the calls.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  function gtag(..._command: unknown[]) {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  }
  gtag('js', new Date());
  // Google's _ga cookies are set by this page, so they follow the site's cookie rules.
  gtag('config', measurementId, analyticsConfig());
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
}

function startIfAccepted({ consent }: Visit) {
  if (siteConfig.analyticsId !== undefined && consent === 'granted')
    loadGoogleAnalytics(siteConfig.analyticsId);
}

/** Analytics on every page shown to a visitor who has accepted it, and the moment they do. */
export const analyticsBehaviour: PageBehaviour = {
  show: startIfAccepted,
  visitChanged: startIfAccepted,
};

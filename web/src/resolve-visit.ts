// The one place each runtime works out a page's visit; everything else is handed the result.
import { readStoredConsent } from './features/consent/consent-storage.ts';
import { partnerInCookie } from './features/partners/partner-cookie.ts';
import { partnerAtPath } from './features/partners/partners.ts';
import type { Visit } from './shared/visit.ts';

/**
 * At build time a page knows only its address: a partner's page is pre-rendered with its
 * partner's prices, every other page with the standard ones, and no choice is stored yet.
 */
export function visitAtBuild(pathname: string): Visit {
  const partner = partnerAtPath(pathname);
  return { partner, onPartnerPage: partner !== null, consent: null };
}

/**
 * In the browser the visitor may carry more: the partner is the page's own on a partner's page,
 * else the one the cookie remembers from an earlier one, and the consent choice is the stored one.
 * Reads a cookie and storage, so never while a page is first being shown or rendered.
 */
export function visitInBrowser(pathname: string): Visit {
  const pagePartner = partnerAtPath(pathname);
  return {
    partner: pagePartner ?? partnerInCookie(document.cookie),
    onPartnerPage: pagePartner !== null,
    consent: readStoredConsent(),
  };
}

// Which partner sent a visitor, kept in the partner cookie (named as the spec names it in
// web/src/shared/cookies.ts) so the discount follows them
// around the site and into the web app on the same product domain.
import { cookieValues, siteCookie, siteCookies } from '../../shared/cookies.ts';
import type { PageBehaviour } from '../../shared/page-script-protocol.ts';
import { siteConfig } from '../../shared/site-config.ts';
import type { Partner } from '../../shared/visit.ts';
import { partnerWithSlug } from './partners.ts';

/** The `document.cookie` assignment that remembers the partner. */
export function partnerCookie(partner: Partner, hostname: string, productDomain: string): string {
  const { name, ...lifetime } = siteCookies.partner;
  return siteCookie(name, partner.slug, { ...lifetime, hostname, productDomain });
}

/** The partner a `document.cookie` string remembers; a value that names no partner is ignored. */
export function partnerInCookie(cookieString: string): Partner | null {
  for (const value of cookieValues(cookieString, siteCookies.partner.name)) {
    const partner = partnerWithSlug(value);
    if (partner !== null) return partner;
  }
  return null;
}

/** A partner's page remembers its partner, so every later page shows the partner's prices. */
export const partnerCookieBehaviour: PageBehaviour = {
  show(visit) {
    if (visit.onPartnerPage && visit.partner !== null)
      document.cookie = partnerCookie(visit.partner, window.location.hostname, siteConfig.productDomain);
  },
};

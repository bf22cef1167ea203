// Which partner sent a visitor, kept in a cookie so the discount follows them around the site
// and into the web app on the same product domain.
import { partnerAtPath, partners, type Partner, type PartnerSlug } from './partners.ts';
import { cookieValues, siteCookie } from '../../shared/cookies.ts';

export type AffiliateSource = PartnerSlug;
export const affiliateSources: readonly AffiliateSource[] = partners.map((partner) => partner.slug);

export const affiliateCookieName = 'affiliateSource';

// 30 days: the attribution window our partner agreements use. A member who follows a benefits
// link often signs up days later, after a payday or a chat with a friend; a month covers that
// without the discount outliving the partner link that earned it. The privacy policy quotes it.
export const affiliateCookieMaxAgeSeconds = 30 * 24 * 60 * 60;

export function isAffiliateSource(value: string): value is AffiliateSource {
  return affiliateSources.some((source) => source === value);
}

/** The partner entry of a source. */
export function partnerFor(source: AffiliateSource): Partner {
  const partner = partners.find((candidate) => candidate.slug === source);
  if (partner === undefined) throw new Error(`No partner entry for the source "${source}"`);
  return partner;
}

/** The partner whose landing page this is, in any letter case, or null for any other path. */
export function affiliateSourceFromPath(pathname: string): AffiliateSource | null {
  return partnerAtPath(pathname)?.slug ?? null;
}

/**
 * The `document.cookie` assignment that remembers the source. SameSite=None, as the spec and the
 * earlier site set it, so the web app can read it in any context.
 */
export function affiliateCookie(source: AffiliateSource, hostname: string, productDomain: string): string {
  return siteCookie(affiliateCookieName, source, {
    maxAgeSeconds: affiliateCookieMaxAgeSeconds,
    sameSite: 'None',
    hostname,
    productDomain,
  });
}

/** The stored source from a `document.cookie` string; unknown values are ignored. */
export function readAffiliateSource(cookieString: string): AffiliateSource | null {
  const values = cookieValues(cookieString, affiliateCookieName).map((value) => value.toLowerCase());
  return values.find(isAffiliateSource) ?? null;
}

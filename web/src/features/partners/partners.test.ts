// Every partner entry, whatever it is, gets its page, cookie, prices and QR code: these tests run
// over the list, so a new entry is checked without a new test (the fixture-partner test in
// tests/integration/new-partner.test.ts adds one to prove it).
import { describe, expect, it } from 'vitest';
import { buildQrCodes } from '../../../prerender/qr-code-files.ts';
import {
  affiliateCookie,
  affiliateCookieName,
  affiliateSourceFromPath,
  readAffiliateSource,
} from './affiliate.ts';
import { downloadVariant } from '../download/app-links.ts';
import { applyAffiliateDiscount, showsPartnerBanner, trialLength } from '../pricing/prices.ts';
import { partnerAtPath, partnerNameList, partners } from './partners.ts';
import { plans } from '../pricing/plans.ts';

describe.each(partners.map((partner) => [partner.name, partner] as const))('partner %s', (_name, partner) => {
  it('has a lower-case slug and an address that is the slug in some letter case', () => {
    expect(partner.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(partner.path.toLowerCase()).toBe(`/${partner.slug}`);
    expect(partner.discountPercent).toBeGreaterThan(0);
    expect(partner.discountPercent).toBeLessThan(100);
  });

  it('is recognised at its address in any letter case and remembered in the affiliateSource cookie', () => {
    for (const path of [partner.path, partner.path.toUpperCase(), `${partner.path.toLowerCase()}/`])
      expect(affiliateSourceFromPath(path)).toBe(partner.slug);
    const cookie = affiliateCookie(partner.slug, 'fernly.example', 'fernly.example');
    expect(cookie.startsWith(`${affiliateCookieName}=${partner.slug};`)).toBe(true);
    expect(readAffiliateSource(cookie.split(';')[0] ?? '')).toBe(partner.slug);
  });

  it('takes its discount off every plan, to the penny, with its trial and banner rule', () => {
    for (const plan of plans) {
      const expected =
        Math.round((Math.round(plan.priceGbp * 100) * (100 - partner.discountPercent)) / 100) / 100;
      expect(applyAffiliateDiscount(plan.priceGbp, partner.slug)).toEqual({
        amount: expected,
        originalAmount: plan.priceGbp,
      });
    }
    expect(trialLength(partner.slug)).toEqual(partner.trial);
    expect(showsPartnerBanner(partner.slug)).toBe(partner.showsBanner);
  });

  it('is found at its address in any letter case, which is where its page is rendered', () => {
    for (const path of [partner.path, partner.path.toUpperCase(), `${partner.path.toLowerCase()}/`])
      expect(partnerAtPath(path)).toBe(partner);
    expect(partnerAtPath(`${partner.path}-not`)).toBeUndefined();
  });

  it('has a signup QR code carrying its source', () => {
    const code = buildQrCodes('https://app.fernly.example')[downloadVariant('signup', partner.slug)];
    expect(code.url).toContain(`affiliate=${partner.slug}`);
  });

  it('is named in the legal pages’ list of partners', () => {
    expect(partnerNameList('or')).toContain(partner.name);
  });
});

describe('partners', () => {
  it('have distinct slugs', () => {
    expect(new Set(partners.map((partner) => partner.slug)).size).toBe(partners.length);
  });

  it('are listed as the spec names them', () => {
    expect(partnerNameList('or')).toBe('Quay, Totum or Perkbox');
    expect(partnerNameList('and')).toBe('Quay, Totum and Perkbox');
  });
});

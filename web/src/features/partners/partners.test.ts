// Every partner entry, whatever it is, gets its page, cookie, prices, trial and QR code, and is
// named where the site speaks of partners: these tests run over the list, so a new entry is
// checked without a new test (tests/integration/new-partner.test.ts adds one to prove it).
import { describe, expect, it } from 'vitest';
import { buildQrCodes } from '../../../prerender/qr-code-files.ts';
import { siteCookies } from '../../shared/cookies.ts';
import { trialOf, trialText } from '../../shared/visit.ts';
import { employeeBenefitsFaqs, homeFaqs, moreFaqs } from '../faq/faq-items.ts';
import { terms } from '../legal/terms-copy.ts';
import { plans } from '../pricing/plans.ts';
import { applyPartnerDiscount } from '../pricing/prices.ts';
import { partnerCookie, partnerInCookie } from './partner-cookie.ts';
import {
  inASentence,
  partnerAtPath,
  partnerNameList,
  partners,
  partnersWithTheirOwnTrial,
} from './partners.ts';

const allFaqAnswers = [...homeFaqs, ...moreFaqs, ...employeeBenefitsFaqs]
  .map((item) => item.answer)
  .join('\n');
const termsText = JSON.stringify(terms);

describe.each(partners.map((partner) => [partner.name, partner] as const))('partner %s', (_name, partner) => {
  it('has a lower-case slug and an address that is the slug in some letter case', () => {
    expect(partner.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(partner.path.toLowerCase()).toBe(`/${partner.slug}`);
    expect(partner.discountPercent).toBeGreaterThan(0);
    expect(partner.discountPercent).toBeLessThan(100);
  });

  it('is found at its address in any letter case, where its page is rendered, and remembered in the partner cookie', () => {
    for (const path of [partner.path, partner.path.toUpperCase(), `${partner.path.toLowerCase()}/`])
      expect(partnerAtPath(path)).toBe(partner);
    expect(partnerAtPath(`${partner.path}-not`)).toBeNull();
    const cookie = partnerCookie(partner, 'fernly.example', 'fernly.example');
    expect(cookie.startsWith(`${siteCookies.partner.name}=${partner.slug};`)).toBe(true);
    expect(partnerInCookie(cookie.split(';')[0] ?? '')).toBe(partner);
  });

  it('takes its discount off every plan, to the penny', () => {
    for (const plan of plans) {
      const expected =
        Math.round((Math.round(plan.priceGbp * 100) * (100 - partner.discountPercent)) / 100) / 100;
      expect(applyPartnerDiscount(plan.priceGbp, partner)).toEqual({
        amount: expected,
        originalAmount: plan.priceGbp,
      });
    }
  });

  it('has its trial said in the FAQs and the terms, where it is not the standard one', () => {
    expect(trialOf(partner)).toBe(partner.trial);
    if (!partnersWithTheirOwnTrial().includes(partner)) return;
    expect(allFaqAnswers).toContain(`${trialText(partner.trial)} if you joined through ${partner.name}`);
    expect(termsText).toContain(
      `${trialText(partner.trial)} if you join through our partner ${partner.name}`,
    );
  });

  it('has a signup QR code carrying it', () => {
    const code = buildQrCodes('https://app.fernly.example').find(
      ({ variant }) => variant === `signup-${partner.slug}`,
    );
    expect(code?.url).toContain(`affiliate=${partner.slug}`);
  });

  it('is named in the legal pages’ list of partners', () => {
    expect(partnerNameList('or')).toContain(partner.name);
  });
});

describe('partners', () => {
  it('have distinct slugs', () => {
    expect(new Set(partners.map((partner) => partner.slug)).size).toBe(partners.length);
  });

  it('begin with the spec’s three', () => {
    expect(partners.slice(0, 3).map((partner) => partner.slug)).toEqual(['quay', 'totum', 'perkbox']);
  });

  it.each(['/', '', '/Heka', '/HomePage1', '/quay/pricing', '/blog-page/quay', '/quays', '/xquay', '//quay'])(
    'leave %s to no partner',
    (pathname) => {
      expect(partnerAtPath(pathname)).toBeNull();
    },
  );
});

describe('inASentence', () => {
  it('lists names as a sentence does', () => {
    expect(inASentence([], 'or')).toBe('');
    expect(inASentence(['Quay'], 'or')).toBe('Quay');
    expect(inASentence(['Quay', 'Totum'], 'and')).toBe('Quay and Totum');
    expect(inASentence(['Quay', 'Totum', 'Perkbox'], 'or')).toBe('Quay, Totum or Perkbox');
  });
});

import { describe, expect, it } from 'vitest';
import { trialOf, trialText, type Partner } from '../../shared/visit.ts';
import { partnerWithSlug } from '../partners/partners.ts';
import {
  accessiblePriceText,
  applyPartnerDiscount,
  discountedPrice,
  formatGbp,
  memberPriceLabel,
} from './prices.ts';

function partner(slug: string): Partner {
  const found = partnerWithSlug(slug);
  if (found === null) throw new Error(`no partner ${slug}`);
  return found;
}

describe('applyPartnerDiscount', () => {
  it.each([
    [3.49, 2.79],
    [6.99, 5.59],
    [49.99, 39.99],
  ])('takes 20%% off £%s to give £%s', (price, discounted) => {
    expect(applyPartnerDiscount(price, partner('quay'))).toEqual({
      amount: discounted,
      originalAmount: price,
    });
  });

  it('gives the same discount to every partner of the spec', () => {
    expect(applyPartnerDiscount(6.99, partner('totum'))).toEqual(
      applyPartnerDiscount(6.99, partner('perkbox')),
    );
    expect(applyPartnerDiscount(6.99, partner('totum')).amount).toBe(5.59);
  });

  it('leaves prices alone without a partner', () => {
    expect(applyPartnerDiscount(6.99, null)).toEqual({ amount: 6.99, originalAmount: null });
  });

  it('rounds to the nearest penny', () => {
    // 101p × 0.8 = 80.8p → 81p; 6p × 0.8 = 4.8p → 5p; 1p × 0.8 = 0.8p → 1p; 15p × 0.8 = 12p exactly
    expect(applyPartnerDiscount(1.01, partner('quay')).amount).toBe(0.81);
    expect(applyPartnerDiscount(0.06, partner('quay')).amount).toBe(0.05);
    expect(applyPartnerDiscount(0.01, partner('quay')).amount).toBe(0.01);
    expect(applyPartnerDiscount(0.15, partner('quay')).amount).toBe(0.12);
  });

  it('gives nothing for a free price', () => {
    expect(applyPartnerDiscount(0, partner('quay'))).toEqual({ amount: 0, originalAmount: 0 });
  });

  it('never gives more than two decimals for any price in pence', () => {
    for (let pence = 1; pence <= 10_000; pence += 7) {
      const { amount } = applyPartnerDiscount(pence / 100, partner('perkbox'));
      expect(Math.round(amount * 100) / 100).toBe(amount);
    }
  });
});

describe('discountedPrice', () => {
  it('takes any percentage off, to the penny, for a partner not yet in the list', () => {
    // 699p × 0.85 = 594.15p → 594p; 349p × 0.85 = 296.65p → 297p
    expect(discountedPrice(6.99, 15)).toEqual({ amount: 5.94, originalAmount: 6.99 });
    expect(discountedPrice(3.49, 15)).toEqual({ amount: 2.97, originalAmount: 3.49 });
  });
});

describe('trial length', () => {
  it('is one month for quay', () => {
    expect(trialText(trialOf(partner('quay')))).toBe('1 month');
  });

  it.each([null, 'totum', 'perkbox'] as const)('is 7 days for %s', (slug) => {
    expect(trialText(trialOf(slug === null ? null : partner(slug)))).toBe('7 days');
  });
});

describe('memberPriceLabel', () => {
  it.each([
    ['quay', 'Quay member price'],
    ['totum', 'Totum member price'],
    ['perkbox', 'Perkbox member price'],
  ] as const)('names the partner whose price %s members see', (slug, label) => {
    expect(memberPriceLabel(partner(slug))).toBe(label);
  });

  it('says nothing at standard prices', () => {
    expect(memberPriceLabel(null)).toBeNull();
  });
});

describe('price text', () => {
  it('formats pounds the British way', () => {
    expect(formatGbp(6.99)).toBe('£6.99');
    expect(formatGbp(39.99)).toBe('£39.99');
    expect(formatGbp(1234.5)).toBe('£1,234.50');
  });

  it('tells a screen reader the old and new price', () => {
    expect(accessiblePriceText(applyPartnerDiscount(6.99, partner('quay')), 'month')).toBe(
      'was £6.99, now £5.59 per month',
    );
  });

  it('reads a plain price without a partner', () => {
    expect(accessiblePriceText(applyPartnerDiscount(3.49, null), 'week')).toBe('£3.49 per week');
  });
});

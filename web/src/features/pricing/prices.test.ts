import { describe, expect, it } from 'vitest';
import {
  accessiblePriceText,
  applyAffiliateDiscount,
  discountedPrice,
  formatGbp,
  memberPriceLabel,
  showsPartnerBanner,
  trialLabel,
  trialLength,
} from './prices.ts';

describe('applyAffiliateDiscount', () => {
  it.each([
    [3.49, 2.79],
    [6.99, 5.59],
    [49.99, 39.99],
  ])('takes 20%% off £%s to give £%s', (price, discounted) => {
    expect(applyAffiliateDiscount(price, 'quay')).toEqual({ amount: discounted, originalAmount: price });
  });

  it('gives the same discount to every partner', () => {
    expect(applyAffiliateDiscount(6.99, 'totum')).toEqual(applyAffiliateDiscount(6.99, 'perkbox'));
    expect(applyAffiliateDiscount(6.99, 'totum').amount).toBe(5.59);
  });

  it('leaves prices alone without a source', () => {
    expect(applyAffiliateDiscount(6.99, null)).toEqual({ amount: 6.99, originalAmount: null });
  });

  it('rounds to the nearest penny', () => {
    // 101p × 0.8 = 80.8p → 81p; 6p × 0.8 = 4.8p → 5p; 1p × 0.8 = 0.8p → 1p; 15p × 0.8 = 12p exactly
    expect(applyAffiliateDiscount(1.01, 'quay').amount).toBe(0.81);
    expect(applyAffiliateDiscount(0.06, 'quay').amount).toBe(0.05);
    expect(applyAffiliateDiscount(0.01, 'quay').amount).toBe(0.01);
    expect(applyAffiliateDiscount(0.15, 'quay').amount).toBe(0.12);
  });

  it('gives nothing for a free price', () => {
    expect(applyAffiliateDiscount(0, 'quay')).toEqual({ amount: 0, originalAmount: 0 });
  });

  it('never gives more than two decimals for any price in pence', () => {
    for (let pence = 1; pence <= 10_000; pence += 7) {
      const { amount } = applyAffiliateDiscount(pence / 100, 'perkbox');
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
    expect(trialLength('quay')).toEqual({ count: 1, unit: 'month' });
    expect(trialLabel('quay')).toBe('1 month');
  });

  it.each([null, 'totum', 'perkbox'] as const)('is 7 days for %s', (source) => {
    expect(trialLength(source)).toEqual({ count: 7, unit: 'day' });
    expect(trialLabel(source)).toBe('7 days');
  });
});

describe('showsPartnerBanner', () => {
  it('shows for totum and perkbox only', () => {
    expect(showsPartnerBanner('totum')).toBe(true);
    expect(showsPartnerBanner('perkbox')).toBe(true);
    expect(showsPartnerBanner('quay')).toBe(false);
    expect(showsPartnerBanner(null)).toBe(false);
  });
});

describe('memberPriceLabel', () => {
  it.each([
    ['quay', 'Quay member price'],
    ['totum', 'Totum member price'],
    ['perkbox', 'Perkbox member price'],
  ] as const)('names the partner whose price %s members see', (source, label) => {
    expect(memberPriceLabel(source)).toBe(label);
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
    expect(accessiblePriceText(applyAffiliateDiscount(6.99, 'quay'), 'month')).toBe(
      'was £6.99, now £5.59 per month',
    );
  });

  it('reads a plain price without a source', () => {
    expect(accessiblePriceText(applyAffiliateDiscount(3.49, null), 'week')).toBe('£3.49 per week');
  });
});

import { describe, expect, it } from 'vitest';
import {
  keptVariants,
  markedVariant,
  recordedVariant,
  variantsCookie,
  variantsCookieRemoval,
  withVariant,
} from './experiment-variant.ts';

const homePage1 = { experiment: 'home-landing', variant: 'homepage1' };
const pricingB = { experiment: 'pricing-test', variant: 'b' };

describe('the experiment variant a page shows and a visitor keeps', () => {
  it('reads the variant a copy is marked with, and ignores a mark the contract would refuse', () => {
    expect(markedVariant({ experiment: 'home-landing', variant: 'homepage1' })).toEqual(homePage1);
    expect(markedVariant({})).toBeNull();
    expect(markedVariant({ experiment: 'home-landing' })).toBeNull();
    expect(markedVariant({ experiment: 'Home Landing', variant: 'homepage1' })).toBeNull();
    expect(markedVariant({ experiment: 'home-landing', variant: 'v'.repeat(31) })).toBeNull();
  });

  it('reads the kept variants as the edge does, skipping entries it would not match', () => {
    const cookie =
      'analytics_consent=granted; experiment_variants=pricing-test.b~junk~home-landing.homepage1';
    expect(keptVariants(cookie)).toEqual([pricingB, homePage1]);
    expect(keptVariants('affiliateSource=quay')).toEqual([]);
  });

  it('keeps one variant per experiment, the one shown last', () => {
    const kept = withVariant([homePage1, pricingB], { experiment: 'home-landing', variant: 'home' });
    expect(kept).toEqual([pricingB, { experiment: 'home-landing', variant: 'home' }]);
    expect(variantsCookie(kept, 'fernly.example', 'fernly.example')).toBe(
      'experiment_variants=pricing-test.b~home-landing.home; Max-Age=7776000; Path=/; Secure; SameSite=Lax',
    );
  });

  it('deletes the cookie on this host alone, never naming the product domain', () => {
    expect(variantsCookieRemoval('www.fernly.example', 'fernly.example')).toBe(
      'experiment_variants=; Max-Age=0; Path=/; Secure; SameSite=Lax',
    );
  });

  it('records the variant the page is, else the one last kept, else none', () => {
    const cookie = 'experiment_variants=pricing-test.b~home-landing.homepage1';
    expect(recordedVariant(pricingB, cookie)).toEqual(pricingB);
    expect(recordedVariant(null, cookie)).toEqual(homePage1);
    expect(recordedVariant(null, '')).toBeNull();
  });
});

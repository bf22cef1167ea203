import { describe, expect, it } from 'vitest';
import { landingExperiment } from './experiment-fixture.ts';
import { filledStore, parseVariantPages, variantPages, variantPagesKey } from './store.ts';

describe('the store filled from the entries', () => {
  it('names every variant the build writes a copy of, running or not', () => {
    const items = filledStore([landingExperiment({ status: 'stopped' })], { preview: false });
    const value = items.find((item) => item.key === variantPagesKey)?.value;
    expect([...parseVariantPages(value)]).toEqual(['home-landing/home', 'home-landing/homepage1']);
  });

  it('reads a missing or unreadable list as no pages', () => {
    expect(parseVariantPages(undefined).size).toBe(0);
    expect(parseVariantPages('{"home-landing/home":true}').size).toBe(0);
    expect(parseVariantPages('home-landing/home').size).toBe(0);
  });

  it('refuses entries whose variant list would not fit a KeyValueStore value (1 KB)', () => {
    const many = Array.from({ length: 16 }, (_, index) =>
      landingExperiment({ id: `landing-page-experiment-${index}`, address: `/page-${index}` }),
    );
    expect(JSON.stringify(variantPages(many)).length).toBeGreaterThan(1024);
    expect(() => filledStore(many, { preview: false })).toThrow(
      /The experiment store's variant-pages would hold \d+ bytes; a CloudFront KeyValueStore value holds at most 1024/,
    );
    expect(() => filledStore(many.slice(0, 8), { preview: false })).not.toThrow();
  });
});

// The showcase's copy checked against the spec, so an edit that breaks its counts fails before it ships.
import { describe, expect, it } from 'vitest';
import { browserAppCopy, featuresCopy, pressCopy } from './showcase-copy.ts';

function unique(values: readonly string[]): boolean {
  return new Set(values).size === values.length;
}

describe('showcase sections', () => {
  it('has the three feature blocks of the spec', () => {
    expect(featuresCopy.features.map((feature) => feature.id)).toEqual(['plant', 'mental-load', 'support']);
  });

  it('has the four browser-app benefits of the spec', () => {
    expect(browserAppCopy.benefits.map((benefit) => benefit.title)).toEqual([
      'Instant access',
      'Trusted tech',
      'Always updated',
      'More value',
    ]);
  });

  it('names at least four distinct press outlets', () => {
    expect(pressCopy.outlets.length).toBeGreaterThanOrEqual(4);
    expect(unique(pressCopy.outlets.map((outlet) => outlet.name))).toBe(true);
  });
});

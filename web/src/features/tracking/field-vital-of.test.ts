import { describe, expect, it } from 'vitest';
import { fieldVitalOf } from './field-vital-of.ts';

describe('fieldVitalOf', () => {
  it('keeps each figure with the element the attribution build names', () => {
    expect(fieldVitalOf({ name: 'LCP', value: 1480.5, attribution: { target: 'main>img.hero' } })).toEqual({
      name: 'lcp',
      value: 1480.5,
      element: 'main>img.hero',
    });
    expect(
      fieldVitalOf({ name: 'INP', value: 64, attribution: { interactionTarget: 'button.cta' } }),
    ).toEqual({ name: 'inp', value: 64, element: 'button.cta' });
    expect(fieldVitalOf({ name: 'CLS', value: 0.02, attribution: { largestShiftTarget: 'footer' } })).toEqual(
      {
        name: 'cls',
        value: 0.02,
        element: 'footer',
      },
    );
    expect(fieldVitalOf({ name: 'TTFB', value: 95.3 })).toEqual({ name: 'ttfb', value: 95.3 });
  });

  it('names no element when the library names none, and cuts a long one to the contract’s length', () => {
    expect(fieldVitalOf({ name: 'CLS', value: 0, attribution: {} })).toEqual({ name: 'cls', value: 0 });
    expect(fieldVitalOf({ name: 'INP', value: 8, attribution: { interactionTarget: '' } })).toEqual({
      name: 'inp',
      value: 8,
    });
    const long = `div.${'a'.repeat(400)}`;
    expect(fieldVitalOf({ name: 'LCP', value: 900, attribution: { target: long } })?.element).toBe(
      long.slice(0, 256),
    );
  });

  it('leaves out a figure outside the contract’s range rather than change it', () => {
    expect(fieldVitalOf({ name: 'LCP', value: 600_001, attribution: {} })).toBeNull();
    expect(fieldVitalOf({ name: 'TTFB', value: -1 })).toBeNull();
    expect(fieldVitalOf({ name: 'INP', value: Number.NaN, attribution: {} })).toBeNull();
    expect(fieldVitalOf({ name: 'CLS', value: 101, attribution: {} })).toBeNull();
    expect(fieldVitalOf({ name: 'CLS', value: 100, attribution: {} })).toEqual({ name: 'cls', value: 100 });
  });
});

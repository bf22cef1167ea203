import { describe, expect, it } from 'vitest';
import { consentAfterTap, isConsentControl } from './consent-controls.ts';

describe('consentAfterTap', () => {
  it('stores what Accept and Reject say, whatever was stored before', () => {
    for (const stored of ['granted', 'denied', null] as const) {
      expect(consentAfterTap('granted', stored)).toBe('granted');
      expect(consentAfterTap('denied', stored)).toBe('denied');
    }
  });

  it('turns the privacy switch off when consent is on, and on otherwise', () => {
    expect(consentAfterTap('toggle', 'granted')).toBe('denied');
    expect(consentAfterTap('toggle', 'denied')).toBe('granted');
    expect(consentAfterTap('toggle', null)).toBe('granted');
  });

  it('ends in denied after Accept then the switch, as the taps came', () => {
    const afterAccept = consentAfterTap('granted', null);
    expect(consentAfterTap('toggle', afterAccept)).toBe('denied');
  });
});

describe('isConsentControl', () => {
  it('knows the three consent controls and nothing else', () => {
    expect(['granted', 'denied', 'toggle'].every(isConsentControl)).toBe(true);
    expect(isConsentControl('yes')).toBe(false);
    expect(isConsentControl('')).toBe(false);
    expect(isConsentControl(undefined)).toBe(false);
  });
});

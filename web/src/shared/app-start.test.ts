import { describe, expect, it } from 'vitest';
import { consentAfterTap, isConsentControl, isModifiedClick, tapStillApplies } from './app-start.ts';

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

describe('tapStillApplies', () => {
  it('replays a tap on a control without a state, or still in the state it was tapped in', () => {
    expect(tapStillApplies(null, null)).toBe(true);
    expect(tapStillApplies('paused', 'paused')).toBe(true);
  });

  it('drops a Play tapped before the clip started playing on its own', () => {
    expect(tapStillApplies('paused', 'playing')).toBe(false);
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

describe('isModifiedClick', () => {
  const plain = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };

  it('leaves a plain primary click to the page', () => {
    expect(isModifiedClick(plain)).toBe(false);
  });

  it('leaves new-tab and new-window clicks to the browser', () => {
    expect(isModifiedClick({ ...plain, button: 1 })).toBe(true);
    expect(isModifiedClick({ ...plain, metaKey: true })).toBe(true);
    expect(isModifiedClick({ ...plain, ctrlKey: true })).toBe(true);
    expect(isModifiedClick({ ...plain, shiftKey: true })).toBe(true);
    expect(isModifiedClick({ ...plain, altKey: true })).toBe(true);
  });
});

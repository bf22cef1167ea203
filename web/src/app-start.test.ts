import { describe, expect, it } from 'vitest';
import { replayableButton } from './app-start.ts';

class FakeButton {
  readonly type = 'button';
}

/** An element whose closest() finds `match` for the selector boot.ts uses, as a button would. */
function elementInside(match: unknown) {
  const selectors: string[] = [];
  return {
    selectors,
    closest(selector: string) {
      selectors.push(selector);
      return match;
    },
  };
}

const isFakeButton = (value: unknown): value is FakeButton => value instanceof FakeButton;

describe('replayableButton', () => {
  it('finds the enabled plain button a tap landed in', () => {
    const button = new FakeButton();
    const icon = elementInside(button);
    expect(replayableButton(icon, isFakeButton)).toBe(button);
    expect(icon.selectors).toEqual(['button[type="button"]:not([disabled])']);
  });

  it('ignores taps outside such a button: links and submit buttons work without the app', () => {
    expect(replayableButton(elementInside(null), isFakeButton)).toBeNull();
  });

  it('ignores targets that are not elements (the document, a text node)', () => {
    expect(replayableButton(null, isFakeButton)).toBeNull();
    expect(replayableButton({ nodeType: 3 }, isFakeButton)).toBeNull();
  });
});

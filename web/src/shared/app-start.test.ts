import { describe, expect, it } from 'vitest';
import { isModifiedClick, tapStillApplies } from './app-start.ts';

describe('tapStillApplies', () => {
  it('replays a tap on a control without a state, or still in the state it was tapped in', () => {
    expect(tapStillApplies(null, null)).toBe(true);
    expect(tapStillApplies('paused', 'paused')).toBe(true);
  });

  it('drops a Play tapped before the clip started playing on its own', () => {
    expect(tapStillApplies('paused', 'playing')).toBe(false);
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

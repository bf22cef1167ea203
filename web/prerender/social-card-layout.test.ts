import { describe, expect, it } from 'vitest';
import {
  charactersPerLine,
  titleLayout,
  titleSizes,
  truncateLines,
  wrapWords,
} from './social-card-layout.ts';

describe('wrapWords', () => {
  it('wraps at spaces, keeping each line within its length', () => {
    expect(wrapWords('Time blindness and exercise', 15)).toEqual(['Time blindness', 'and exercise']);
    expect(wrapWords('  About   us ', 20)).toEqual(['About us']);
  });

  it('splits a word longer than a line where the line ends', () => {
    expect(wrapWords('a supercalifragilistic word', 10)).toEqual(['a', 'supercalif', 'ragilistic', 'word']);
  });
});

describe('truncateLines', () => {
  it('keeps lines that fit as they are', () => {
    expect(truncateLines(['one', 'two'], 3, 10)).toEqual(['one', 'two']);
  });

  it('cuts to the line count and ends the last line in an ellipsis within its length', () => {
    expect(truncateLines(['one two three', 'four five six', 'seven'], 2, 13)).toEqual([
      'one two three',
      'four five…',
    ]);
    expect(truncateLines(['a b', 'cd, ef', 'g'], 2, 7)).toEqual(['a b', 'cd, ef…']);
    expect(truncateLines(['a b', 'cd, efg', 'g'], 2, 7)).toEqual(['a b', 'cd…']);
  });
});

describe('titleLayout', () => {
  it('sets a short title at the largest size', () => {
    const layout = titleLayout('About us');
    expect(layout).toEqual({ fontSize: 72, maxLines: 3, lines: ['About us'], truncated: false });
  });

  it('steps down a size when the title needs more lines than the largest size allows', () => {
    const title = 'Exercising with friends when your calendars never seem to agree on anything at all';
    const layout = titleLayout(title);
    expect(layout.fontSize).toBeLessThan(72);
    expect(layout.truncated).toBe(false);
    expect(layout.lines.join(' ')).toBe(title);
    for (const line of layout.lines)
      expect(line.length).toBeLessThanOrEqual(charactersPerLine(layout.fontSize));
  });

  it('truncates a title too long for the smallest size instead of failing', () => {
    const title = Array.from({ length: 40 }, (_, index) => `word${index}`).join(' ');
    const layout = titleLayout(title);
    const smallest = titleSizes.at(-1);
    expect(layout.fontSize).toBe(smallest?.fontSize);
    expect(layout.truncated).toBe(true);
    expect(layout.lines).toHaveLength(smallest?.maxLines ?? 0);
    expect(layout.lines.at(-1)).toMatch(/…$/);
    for (const line of layout.lines)
      expect(line.length).toBeLessThanOrEqual(charactersPerLine(layout.fontSize));
  });

  it('fits more characters on a line at a smaller size', () => {
    const [large, , small] = titleSizes;
    expect(charactersPerLine(small.fontSize)).toBeGreaterThan(charactersPerLine(large.fontSize));
  });
});

import { describe, expect, it } from 'vitest';
import { wrapText } from './wrap-text.ts';

describe('wrapText', () => {
  it('breaks text at a space, else after a slash or dash, else anywhere', () => {
    expect(wrapText('a visitor is one browser', 12)).toEqual(['a visitor is', 'one browser']);
    expect(wrapText('/blog-page/starting-small', 12)).toEqual(['/blog-page/', 'starting-', 'small']);
    expect(wrapText('abcdefghijkl', 5)).toEqual(['abcde', 'fghij', 'kl']);
  });
});

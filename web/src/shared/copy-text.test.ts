import { describe, expect, it } from 'vitest';
import { copyText, fillPlaceholders } from './copy-text.ts';

describe('copy text', () => {
  const text = copyText('Text', 40, ['trial']);

  it('takes braces only around its placeholders', () => {
    expect(text.safeParse('Try it free for {trial}.').success).toBe(true);
    expect(text.safeParse('Try it free for {trials}.').error?.issues[0]?.message).toBe(
      'braces only around {trial}',
    );
    expect(copyText('Text', 40).safeParse('Free for {trial}.').error?.issues[0]?.message).toBe(
      'no braces: facts that code owns are not written here',
    );
  });

  it('holds its place in the layout: required and at most its length', () => {
    expect(text.safeParse('').success).toBe(false);
    expect(text.safeParse('x'.repeat(41)).success).toBe(false);
  });

  it('fills each placeholder, and stops at one it has no value for', () => {
    expect(fillPlaceholders('Free for {trial}, then {price}.', { trial: '7 days', price: '£4.99' })).toBe(
      'Free for 7 days, then £4.99.',
    );
    expect(() => fillPlaceholders('Free for {trial}.', { price: '£4.99' })).toThrow(
      'No value for {trial} in: Free for {trial}.',
    );
  });
});

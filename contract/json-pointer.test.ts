import { describe, expect, it } from 'vitest';
import { boundedPointer, escapePointerToken } from './json-pointer.ts';

describe('escapePointerToken', () => {
  it('escapes ~ before / as RFC 6901 requires', () => {
    expect(escapePointerToken('a/b~c')).toBe('a~1b~0c');
    expect(escapePointerToken('~1')).toBe('~01');
    expect(escapePointerToken('')).toBe('');
  });
});

describe('boundedPointer', () => {
  it('appends the escaped child to the escaped parent', () => {
    expect(boundedPointer('/a~1b', 'x/y~z', 256)).toBe('/a~1b/x~1y~0z');
    expect(boundedPointer('/history/0', undefined, 256)).toBe('/history/0');
    expect(boundedPointer('', '', 256)).toBe('/');
  });

  it('cuts a long pointer at the end of a whole token, never inside an escape', () => {
    const pointer = boundedPointer('/history/0', '~'.repeat(300), 256);
    expect(pointer).toBe('/history/0');
    expect(boundedPointer('/abc/de', 'f', 7)).toBe('/abc/de');
    expect(boundedPointer('/abc/de', 'f', 6)).toBe('/abc');
  });

  it('falls back to the body itself when not even the first token fits', () => {
    expect(boundedPointer('', 'x'.repeat(20_000), 256)).toBe('');
  });
});

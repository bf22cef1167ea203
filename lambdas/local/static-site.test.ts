import { describe, expect, it } from 'vitest';
import { byteRange } from './static-site.ts';

describe('byteRange', () => {
  it('reads a single range, an open-ended one and a suffix', () => {
    expect(byteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(byteRange('bytes=500-', 1000)).toEqual({ start: 500, end: 999 });
    expect(byteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRange('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 });
  });

  it('reports a range outside the file as unsatisfiable', () => {
    expect(byteRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(byteRange('bytes=50-10', 1000)).toBe('unsatisfiable');
    expect(byteRange('bytes=-', 1000)).toBe('unsatisfiable');
  });

  it('ignores no range, other units and multiple ranges, so the whole file is sent', () => {
    expect(byteRange(undefined, 1000)).toBeUndefined();
    expect(byteRange('items=0-1', 1000)).toBeUndefined();
    expect(byteRange('bytes=0-1,5-9', 1000)).toBeUndefined();
  });
});

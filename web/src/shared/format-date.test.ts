import { describe, expect, it } from 'vitest';
import { formatLongDate } from './format-date.ts';

describe('formatLongDate', () => {
  it('writes the British long form', () => {
    expect(formatLongDate('2024-10-01')).toBe('1 October 2024');
    expect(formatLongDate('2026-11-22')).toBe('22 November 2026');
  });

  it('does not shift the day in time zones behind UTC', () => {
    const previous = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    try {
      expect(formatLongDate('2026-01-01')).toBe('1 January 2026');
    } finally {
      process.env.TZ = previous;
    }
  });
});

import { describe, expect, it } from 'vitest';
import {
  formatTapTable,
  judgeTaps,
  parseTapMoments,
  percentile,
  summarizeTaps,
  tapMomentLabel,
  type TapSample,
} from './tap-stats.ts';

const sample = (control: string, responseMs: number | null, tookEffect = true): TapSample => ({
  control,
  moment: 0,
  responseMs,
  tookEffect,
});

describe('percentile', () => {
  it('takes the nearest rank, one of the measured values', () => {
    expect(percentile([40, 10, 30, 20], 50)).toBe(20);
    expect(percentile([40, 10, 30, 20], 95)).toBe(40);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([5, 1], 0)).toBe(1);
  });

  it('has no value for no measurements and rejects a percentile outside 0–100', () => {
    expect(percentile([], 50)).toBeNull();
    expect(() => percentile([1], 101)).toThrow(RangeError);
  });
});

describe('summarizeTaps and judgeTaps', () => {
  const rows = summarizeTaps([
    sample('FAQ question', 80),
    sample('FAQ question', 120),
    sample('Carousel next', 300),
    sample('Carousel next', null),
    sample('Carousel next', 90, false),
  ]);

  it('gives each control its percentiles over the taps that responded, and counts the lost ones', () => {
    expect(rows).toEqual([
      { control: 'FAQ question', taps: 2, p50: 80, p95: 120, max: 120, lost: 0 },
      { control: 'Carousel next', taps: 3, p50: 90, p95: 300, max: 300, lost: 2 },
    ]);
  });

  it('fails a control over the p95 budget or with a lost tap, and passes the others', () => {
    expect(judgeTaps(rows, { p95AtMostMs: 250 })).toEqual([
      'Carousel next: 2 of 3 taps did not take effect',
      'Carousel next: p95 300 ms > 250 ms',
    ]);
    expect(judgeTaps(rows.slice(0, 1), { p95AtMostMs: 250 })).toEqual([]);
  });

  it('does not count as lost a tap asking for the state the page was already in', () => {
    const [row] = summarizeTaps([
      { ...sample('Hero video pause', null), alreadyThere: true },
      { ...sample('Hero video pause', null, false), alreadyThere: true },
    ]);
    expect(row).toMatchObject({ taps: 2, p50: null, lost: 1 });
  });

  it('prints one aligned row per control and marks what misses', () => {
    const table = formatTapTable(rows, { p95AtMostMs: 250 }).split('\n');
    expect(table[0]).toMatch(/^Control\s+Taps\s+p50\s+p95\s+Max\s+Lost$/);
    expect(table[2]).toMatch(/^FAQ question\s+2\s+80 ms\s+120 ms\s+120 ms\s+0$/);
    expect(table[3]).toMatch(/^Carousel next\s+3\s+90 ms\s+300 ms ✗\s+300 ms\s+2 ✗$/);
  });
});

describe('parseTapMoments', () => {
  it('taps as soon as each control shows, then 0 to 3,000 ms after the first paint, unless told', () => {
    expect(parseTapMoments(undefined)).toEqual(['visible', 0, 300, 1000, 3000]);
    expect(parseTapMoments('visible')).toEqual(['visible']);
    expect(parseTapMoments('0, 300')).toEqual([0, 300]);
  });

  it('refuses anything else, naming what it takes', () => {
    expect(() => parseTapMoments('soon')).toThrow(
      /--moments takes "visible" and whole milliseconds.*got "soon"/,
    );
    expect(() => parseTapMoments('-1')).toThrow(/--moments/);
    expect(() => parseTapMoments('1.5')).toThrow(/--moments/);
    expect(() => parseTapMoments('')).toThrow(/--moments/);
  });

  it('names a moment as the run reports it', () => {
    expect(tapMomentLabel('visible')).toBe('as soon as it shows');
    expect(tapMomentLabel(300)).toBe('+300 ms');
  });
});

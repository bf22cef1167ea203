import { describe, expect, it } from 'vitest';
import { validateRequestBody } from '../../../../contract/validators.ts';
import { fieldVitalsCollector, isFieldVital } from './field-vitals.ts';

const loadedAt = new Date('2026-11-22T09:15:00.000Z');

describe('fieldVitalsCollector', () => {
  it('sends the latest value of each figure with its element, in the contract’s shape', () => {
    const collector = fieldVitalsCollector('/quay', loadedAt);
    collector.add({ name: 'lcp', value: 900, element: 'h1' });
    collector.add({ name: 'lcp', value: 1480, element: 'main>img.hero' });
    collector.add({ name: 'cls', value: 0 });
    collector.add({ name: 'cls', value: 0.02, element: 'footer' });
    collector.add({ name: 'inp', value: 64, element: 'button.cta' });
    collector.add({ name: 'ttfb', value: 120 });
    const report = collector.takeReport(null);
    expect(report).toEqual({
      page: '/quay',
      timestamp: '2026-11-22T09:15:00.000Z',
      lcp: { value: 1480, element: 'main>img.hero' },
      inp: { value: 64, element: 'button.cta' },
      cls: { value: 0.02, element: 'footer' },
      ttfb: 120,
    });
    expect(validateRequestBody('saveWebVitals', report).ok).toBe(true);
  });

  it('sends only what was measured: no INP before an interaction', () => {
    const collector = fieldVitalsCollector('/', loadedAt);
    collector.add({ name: 'ttfb', value: 40 });
    collector.add({ name: 'lcp', value: 700 });
    const report = collector.takeReport('granted');
    expect(report).toEqual({ page: '/', timestamp: loadedAt.toISOString(), lcp: { value: 700 }, ttfb: 40 });
    expect(validateRequestBody('saveWebVitals', report).ok).toBe(true);
  });

  it('sends once per page load, however often the page is hidden', () => {
    const collector = fieldVitalsCollector('/', loadedAt);
    collector.add({ name: 'ttfb', value: 40 });
    expect(collector.takeReport(null)).not.toBeNull();
    collector.add({ name: 'inp', value: 300 });
    expect(collector.takeReport(null)).toBeNull();
  });

  it('waits for a first figure: a page hidden before any was measured sends later', () => {
    const collector = fieldVitalsCollector('/', loadedAt);
    expect(collector.takeReport(null)).toBeNull();
    collector.add({ name: 'lcp', value: 700 });
    expect(collector.takeReport(null)).toMatchObject({ lcp: { value: 700 } });
  });

  it('sends nothing after Reject', () => {
    const collector = fieldVitalsCollector('/', loadedAt);
    collector.add({ name: 'lcp', value: 700 });
    expect(collector.takeReport('denied')).toBeNull();
  });
});

describe('isFieldVital', () => {
  it('takes what the field vitals’ module dispatches, and nothing else', () => {
    expect(isFieldVital({ name: 'lcp', value: 1, element: 'h1' })).toBe(true);
    expect(isFieldVital({ name: 'ttfb', value: 1 })).toBe(true);
    expect(isFieldVital({ name: 'fcp', value: 1 })).toBe(false);
    expect(isFieldVital({ name: 'lcp', value: '1' })).toBe(false);
    expect(isFieldVital({ name: 'lcp', value: 1, element: 3 })).toBe(false);
    expect(isFieldVital(null)).toBe(false);
  });
});

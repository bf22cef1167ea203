import { describe, expect, it } from 'vitest';
import { formatDiagnostics, readRunReport } from './lighthouse-report.ts';

interface AuditFixture {
  title?: string;
  score?: number | null;
  scoreDisplayMode?: string;
  numericValue?: number;
  displayValue?: string;
  metricSavings?: Record<string, number>;
  details?: unknown;
}

function audit(fixture: AuditFixture) {
  return { title: 'An audit', score: 1, scoreDisplayMode: 'numeric', ...fixture };
}

const lcpNode = {
  type: 'node',
  selector: 'section.hero > div.hero__media > video.hero__video',
  snippet: '<video class="hero__video" poster="/assets/hero-poster.jpg">',
};

/** The parts of a Lighthouse 12 result the bench reads, shaped as Lighthouse writes them. */
function lhr(extraAudits: Record<string, AuditFixture> = {}) {
  return {
    lighthouseVersion: '12.8.2',
    runWarnings: [],
    environment: { benchmarkIndex: 1172 },
    categories: {
      performance: {
        score: 0.83,
        auditRefs: [
          { id: 'largest-contentful-paint', weight: 25, group: 'metrics' },
          { id: 'unused-javascript', weight: 0 },
          { id: 'bootup-time', weight: 0, group: 'diagnostics' },
          { id: 'render-blocking-insight', weight: 0, group: 'hidden' },
        ],
      },
      accessibility: {
        score: 0.96,
        auditRefs: [
          { id: 'color-contrast', weight: 7 },
          { id: 'label', weight: 10 },
        ],
      },
      'best-practices': { score: 1, auditRefs: [] },
      seo: { score: 0.995, auditRefs: [] },
    },
    audits: {
      'first-contentful-paint': audit({ numericValue: 1688.4 }),
      'largest-contentful-paint': audit({ numericValue: 1913.2, score: 0.9 }),
      'total-blocking-time': audit({ numericValue: 653 }),
      'cumulative-layout-shift': audit({ numericValue: 0.004 }),
      'speed-index': audit({ numericValue: 1700 }),
      'resource-summary': audit({
        details: {
          type: 'table',
          items: [
            { resourceType: 'total', requestCount: 10, transferSize: 185_651 },
            { resourceType: 'script', requestCount: 1, transferSize: 134_634 },
            { resourceType: 'image', requestCount: 3, transferSize: 28_373 },
          ],
        },
      }),
      'largest-contentful-paint-element': audit({
        score: 0,
        details: {
          type: 'list',
          items: [
            { type: 'table', items: [{ node: lcpNode }] },
            {
              type: 'table',
              items: [
                { phase: 'TTFB', timing: 493, percent: '26%' },
                { phase: 'Load Delay', timing: 49, percent: '3%' },
                { phase: 'Load Time', timing: 530, percent: '28%' },
                { phase: 'Render Delay', timing: 842, percent: '44%' },
              ],
            },
          ],
        },
      }),
      'long-tasks': audit({
        details: {
          type: 'table',
          items: [
            { url: 'http://127.0.0.1:4750/', duration: 308, startTime: 839 },
            { url: 'http://127.0.0.1:4750/assets/entry.js', duration: 533, startTime: 1988 },
          ],
        },
      }),
      'bootup-time': audit({
        title: 'Reduce JavaScript execution time',
        score: 0,
        displayValue: '1.2 s',
        numericValue: 1213.6,
        metricSavings: { TBT: 650 },
        details: {
          type: 'table',
          items: [{ url: 'http://127.0.0.1:4750/assets/entry.js', total: 1400, scripting: 1176 }],
        },
      }),
      'unused-javascript': audit({
        title: 'Reduce unused JavaScript',
        score: 0,
        displayValue: 'Est savings of 52 KiB',
        metricSavings: { FCP: 0, LCP: 300 },
        details: {
          type: 'opportunity',
          overallSavingsMs: 300,
          items: [{ url: 'http://127.0.0.1:4750/assets/entry.js' }],
        },
      }),
      'render-blocking-insight': audit({ score: 0, metricSavings: { FCP: 900 } }),
      'mainthread-work-breakdown': audit({ title: 'Minimize main-thread work', numericValue: 2450.2 }),
      'layout-shifts': audit({
        details: { type: 'table', items: [{ node: { selector: 'div.banner' }, score: 0.004 }] },
      }),
      'color-contrast': audit({
        title: 'Background and foreground colors do not have a sufficient contrast ratio.',
        score: 0,
        scoreDisplayMode: 'binary',
        details: { type: 'table', items: [{ node: { selector: 'a.footer__link' } }] },
      }),
      label: audit({ scoreDisplayMode: 'binary' }),
      ...extraAudits,
    },
  };
}

describe('readRunReport', () => {
  it('reads the category scores out of 100 and the metric values', () => {
    const { metrics } = readRunReport(lhr());
    expect(metrics).toEqual({
      performance: 83,
      accessibility: 96,
      bestPractices: 100,
      seo: 100,
      fcp: 1688.4,
      lcp: 1913.2,
      tbt: 653,
      cls: 0.004,
      speedIndex: 1700,
      bootup: 1213.6,
      mainThread: 2450.2,
      transferBytes: 185_651,
      scriptBytes: 134_634,
      requests: 10,
    });
  });

  it('keeps the CPU speed Lighthouse measured for the run', () => {
    expect(readRunReport(lhr()).benchmarkIndex).toBe(1172);
  });

  it('counts no script bytes on a page without scripts, but nothing without a summary', () => {
    const withoutScripts = lhr({
      'resource-summary': audit({
        details: {
          type: 'table',
          items: [{ resourceType: 'total', requestCount: 1, transferSize: 9000 }],
        },
      }),
    });
    expect(readRunReport(withoutScripts).metrics.scriptBytes).toBe(0);
    const withoutSummary = lhr({ 'resource-summary': audit({}) });
    expect(readRunReport(withoutSummary).metrics.scriptBytes).toBeNull();
    expect(readRunReport(withoutSummary).metrics.transferBytes).toBeNull();
  });

  it('reports why Lighthouse could not measure, with no figures', () => {
    const failed = {
      ...lhr(),
      runtimeError: { code: 'NO_NAVSTART', message: 'Something went wrong.' },
      categories: { performance: { score: null, auditRefs: [] } },
    };
    const report = readRunReport(failed);
    expect(report.runtimeError).toBe('NO_NAVSTART: Something went wrong.');
    expect(report.metrics.performance).toBeNull();
  });

  it('refuses a result that is not a Lighthouse result', () => {
    expect(() => readRunReport({ audits: {} })).toThrow();
  });

  it('keeps the LCP element, its phases and the longest tasks first', () => {
    const { diagnostics } = readRunReport(lhr());
    expect(diagnostics.lcpElement).toBe(`${lcpNode.selector} ${lcpNode.snippet}`);
    expect(diagnostics.lcpPhases.map((phase) => phase.phase)).toEqual([
      'TTFB',
      'Load Delay',
      'Load Time',
      'Render Delay',
    ]);
    expect(diagnostics.longTasks.map((task) => task.durationMs)).toEqual([533, 308]);
    expect(diagnostics.layoutShifts).toEqual([{ element: 'div.banner', score: 0.004 }]);
  });

  it('lists failing audits by cost, without the metrics or the insights that repeat them', () => {
    const { failingAudits } = readRunReport(lhr()).diagnostics;
    expect(failingAudits.performance.map((finding) => finding.id)).toEqual([
      'bootup-time',
      'unused-javascript',
    ]);
    expect(failingAudits.performance[1]?.metricSavings).toEqual({ LCP: 300 });
    expect(failingAudits.accessibility).toEqual([
      {
        id: 'color-contrast',
        title: 'Background and foreground colors do not have a sufficient contrast ratio.',
        displayValue: null,
        metricSavings: {},
        examples: ['a.footer__link'],
      },
    ]);
  });
});

describe('formatDiagnostics', () => {
  const { diagnostics } = readRunReport(lhr());

  it('explains an LCP miss with the element, its phases and the opportunities', () => {
    const text = formatDiagnostics(diagnostics, new Set(['lcp'])).join('\n');
    expect(text).toContain('LCP element: section.hero > div.hero__media > video.hero__video');
    expect(text).toContain('Render Delay 842 ms (44%)');
    expect(text).toContain('Reduce unused JavaScript — Est savings of 52 KiB (LCP −300 ms)');
    expect(text).not.toContain('Longest main-thread tasks');
    // Script execution time only costs TBT, which this route met.
    expect(text).not.toContain('Reduce JavaScript execution time');
  });

  it('explains a TBT miss with the longest tasks and script time, as paths', () => {
    const text = formatDiagnostics(diagnostics, new Set(['tbt'])).join('\n');
    expect(text).toContain('Longest main-thread tasks: /assets/entry.js 533 ms at 1988 ms; / 308 ms');
    expect(text).toContain('Script evaluation time: /assets/entry.js 1176 ms');
    expect(text).not.toContain('LCP element');
    expect(text).toContain('Reduce JavaScript execution time — 1.2 s (TBT −650 ms) [bootup-time]');
  });

  it('lists every performance finding when the performance score itself misses', () => {
    const text = formatDiagnostics(diagnostics, new Set(['performance'])).join('\n');
    expect(text).toContain('[bootup-time]');
    expect(text).toContain('[unused-javascript]');
  });

  it('explains a category miss with the audits that failed in it and where', () => {
    const lines = formatDiagnostics(diagnostics, new Set(['accessibility']));
    expect(lines).toEqual([
      '  Failing accessibility audits:',
      '    • Background and foreground colors do not have a sufficient contrast ratio. [color-contrast]',
      '        a.footer__link',
    ]);
  });
});

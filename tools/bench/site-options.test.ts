import { describe, expect, it } from 'vitest';
import { parseSiteBenchOptions, SiteBenchOptionsError } from './site-options.ts';

const context = {
  knownRoutes: ['/', '/HomePage1', '/faqs', '/blog-page/starting-small'],
  cwd: '/home/dev/fernly/web',
  projectRoot: '/home/dev/fernly',
  now: new Date('2026-11-22T05:47:41.977Z'),
};

describe('parseSiteBenchOptions', () => {
  it('defaults to five runs of every route in both presets on the project build', () => {
    expect(parseSiteBenchOptions([], context)).toEqual({
      runs: 5,
      routes: context.knownRoutes,
      presets: ['mobile', 'desktop'],
      siteDir: '/home/dev/fernly/dist/site',
      out: '/home/dev/fernly/bench/results/site-2026-11-22T05-47-41Z.json',
    });
  });

  it('takes a quick local run from the options', () => {
    const options = parseSiteBenchOptions(
      ['--runs', '1', '--routes', '/, /faqs', '--preset', 'mobile', '--site-dir', '../dist/site'],
      context,
    );
    expect(options.runs).toBe(1);
    expect(options.routes).toEqual(['/', '/faqs']);
    expect(options.presets).toEqual(['mobile']);
    expect(options.siteDir).toBe('/home/dev/fernly/dist/site');
  });

  it('matches routes case-insensitively, as the site serves them, in its own spelling', () => {
    const options = parseSiteBenchOptions(['--routes=/homepage1,/FAQS,/faqs'], context);
    expect(options.routes).toEqual(['/HomePage1', '/faqs']);
  });

  it('keeps an absolute output path and resolves a relative one from the working directory', () => {
    expect(parseSiteBenchOptions(['--out', '/tmp/bench.json'], context).out).toBe('/tmp/bench.json');
    expect(parseSiteBenchOptions(['--out', 'bench.json'], context).out).toBe(
      '/home/dev/fernly/web/bench.json',
    );
  });

  it.each([
    [['--runs', '0'], '--runs must be a whole number of at least 1, got "0".'],
    [['--runs', '2.5'], '--runs must be a whole number of at least 1, got "2.5".'],
    [['--preset', 'tablet'], '--preset must be mobile, desktop or both, got "tablet".'],
    [
      ['--routes', '/faq'],
      "Unknown route /faq. The site's routes: /, /HomePage1, /faqs, /blog-page/starting-small.",
    ],
    [['--routes', ','], '--routes names no route.'],
  ])('refuses %j with a clear message', (argv, message) => {
    expect(() => parseSiteBenchOptions(argv, context)).toThrow(new SiteBenchOptionsError(message));
  });

  it('refuses an option it does not know', () => {
    expect(() => parseSiteBenchOptions(['--run', '3'], context)).toThrow(SiteBenchOptionsError);
  });
});

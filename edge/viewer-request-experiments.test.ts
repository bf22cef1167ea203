// The viewer-request function with experiments: the KeyValueStore emulated from what
// edge/experiments/store.ts fills it with, the function run in the cloudfront-js-2.0 sandbox.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import type { ExperimentDefinition } from './experiments/definition-shape.ts';
import {
  filledStore,
  liveExperiment,
  liveExperimentKey,
  variantObjectKey,
  type StoreItem,
} from './experiments/store.ts';
import { siteCookies } from '../web/src/shared/cookies.ts';
import {
  cloudFrontFunctionMaxBytes,
  isViewerResponse,
  loadCloudFrontFunction,
  viewerRequestEvent,
  viewerRequestFunctionPath,
  type ViewerRequestParts,
} from './cloudfront-function-sandbox.ts';
import { landingExperiment } from './experiments/experiment-fixture.ts';

const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const day = 86_400_000;
const today = new Date().toISOString().slice(0, 10);
const dayOffset = (days: number) => new Date(Date.now() + days * day).toISOString().slice(0, 10);

const weighted = (home: number): ExperimentDefinition['variants'] => [
  { name: 'home', page: '/', weight: home },
  { name: 'homepage1', page: '/HomePage1', weight: 100 - home },
];
const landing = landingExperiment({ variants: weighted(50), start: dayOffset(-1), end: dayOffset(1) });

function functionWith(items: readonly StoreItem[]) {
  const values = new Map(items.map((item) => [item.key, item.value]));
  const run = loadCloudFrontFunction(viewerRequestFunctionPath, { keyValueStore: (key) => values.get(key) });
  return (uri: string, parts: ViewerRequestParts = {}) => {
    const result = run(
      viewerRequestEvent('GET', uri, 'fernly.example', {
        ...parts,
        headers: { 'user-agent': { value: chrome }, ...parts.headers },
      }),
    );
    if (isViewerResponse(result)) throw new Error(`expected a request for ${uri}, got ${result.statusCode}`);
    return result;
  };
}

const production = functionWith(filledStore([landing], { preview: false }));
const preview = functionWith(filledStore([landing], { preview: true }));
const copyOf = (variant: string) => variantObjectKey(landing.id, variant);
const assignment = (value: string) => ({ [siteCookies.experimentVariants.name]: { value } });

/** Within five standard deviations of the expected count: fails by chance about once in 3.5 million runs. */
function expectNear(count: number, trials: number, share: number) {
  const spread = 5 * Math.sqrt(trials * share * (1 - share));
  expect(Math.abs(count - trials * share)).toBeLessThan(spread);
}

describe('the viewer-request function with an experiment switched on', () => {
  it('splits first visits by the variants’ weights, rewriting the address to a copy and answering no redirect', () => {
    const counts = new Map<string, number>();
    const trials = 4_000;
    for (let visit = 0; visit < trials; visit++) {
      const { uri } = production('/');
      counts.set(uri, (counts.get(uri) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual([copyOf('home'), copyOf('homepage1')]);
    expectNear(counts.get(copyOf('homepage1')) ?? 0, trials, 0.5);

    const skewed = functionWith(filledStore([{ ...landing, variants: weighted(80) }], { preview: false }));
    let toHomePage1 = 0;
    for (let visit = 0; visit < trials; visit++)
      if (skewed('/').uri === copyOf('homepage1')) toHomePage1 += 1;
    expectNear(toHomePage1, trials, 0.2);
  });

  it('keeps the variant a returning visitor’s cookie names, among the other experiments they are in', () => {
    for (let visit = 0; visit < 50; visit++) {
      expect(production('/', { cookies: assignment('home-landing.homepage1') }).uri).toBe(
        copyOf('homepage1'),
      );
      expect(production('/', { cookies: assignment('pricing-test.b~home-landing.home') }).uri).toBe(
        copyOf('home'),
      );
    }
  });

  it('draws afresh for a cookie that names no variant still shown', () => {
    const paused = functionWith(filledStore([{ ...landing, variants: weighted(100) }], { preview: false }));
    for (const kept of ['home-landing.homepage1', 'home-landing.gone', 'home-landing', 'other.homepage1'])
      expect(paused('/', { cookies: assignment(kept) }).uri).toBe(copyOf('home'));
  });

  it('shows crawlers, link previews and requests without a user agent the address’s own page', () => {
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'Mozilla/5.0 (Windows NT 6.1; WOW64) SkypeUriPreview Preview/0.5',
      'Mozilla/5.0 (compatible; Google-InspectionTool/1.0)',
    ]) {
      expect(production('/', { headers: { 'user-agent': { value: agent } } }).uri).toBe('/index.html');
    }
    const run = loadCloudFrontFunction(viewerRequestFunctionPath, {
      keyValueStore: (key) =>
        filledStore([landing], { preview: false }).find((item) => item.key === key)?.value,
    });
    expect(run(viewerRequestEvent('GET', '/', 'fernly.example'))).toMatchObject({ uri: '/index.html' });
  });

  it('after Reject shows the address’s own page, whatever the assignment cookie says', () => {
    const rejected = { [siteCookies.consent.name]: { value: 'denied' } };
    expect(production('/', { cookies: rejected }).uri).toBe('/index.html');
    expect(production('/', { cookies: { ...rejected, ...assignment('home-landing.homepage1') } }).uri).toBe(
      '/index.html',
    );
    const granted = {
      [siteCookies.consent.name]: { value: 'granted' },
      ...assignment('home-landing.homepage1'),
    };
    expect(production('/', { cookies: granted }).uri).toBe(copyOf('homepage1'));
  });

  it('lets ?variant= choose a variant on a preview stage only', () => {
    const forced = { querystring: { variant: { value: 'homepage1' } } };
    for (let visit = 0; visit < 20; visit++) expect(preview('/', forced).uri).toBe(copyOf('homepage1'));
    expect(
      preview('/', {
        querystring: { variant: { value: 'home' } },
        cookies: assignment('home-landing.homepage1'),
      }).uri,
    ).toBe(copyOf('home'));
    expect(
      preview('/', {
        querystring: { variant: { value: 'nonsense' } },
        cookies: assignment('home-landing.homepage1'),
      }).uri,
    ).toBe(copyOf('homepage1'));
    const seen = new Set<string>();
    for (let visit = 0; visit < 200; visit++) seen.add(production('/', forced).uri);
    expect(seen).toEqual(new Set([copyOf('home'), copyOf('homepage1')]));
  });

  it('applies the experiment at its address in any spelling, and nowhere else: a partner’s page keeps its own', () => {
    for (const spelling of ['/', '//', '/index.html'])
      expect(production(spelling, { cookies: assignment('home-landing.homepage1') }).uri).toBe(
        copyOf('homepage1'),
      );
    expect(production('/Quay', { cookies: assignment('home-landing.homepage1') }).uri).toBe(
      '/quay/index.html',
    );
    expect(production('/HomePage1', { cookies: assignment('home-landing.home') }).uri).toBe(
      '/homepage1/index.html',
    );
    expect(production('/assets/index-B3xQ9a.js').uri).toBe('/assets/index-B3xQ9a.js');
  });

  it('serves no copy by its own key, in any letter case', () => {
    for (const uri of [copyOf('homepage1'), '/_Experiments/home-landing/homepage1', '/_experiments/'])
      expect(production(uri).uri).toBe('/_experiments/');
  });

  it('shows the address’s own page outside the experiment’s days, when it is stopped, or its entry is unreadable', () => {
    const over = functionWith(
      filledStore([{ ...landing, start: dayOffset(-10), end: dayOffset(-1) }], { preview: false }),
    );
    const ahead = functionWith(
      filledStore([{ ...landing, start: dayOffset(1), end: dayOffset(2) }], { preview: false }),
    );
    const stopped = functionWith(filledStore([{ ...landing, status: 'stopped' }], { preview: false }));
    const garbled = functionWith([{ key: liveExperimentKey('/'), value: '{not json' }]);
    for (const run of [over, ahead, stopped, garbled]) expect(run('/').uri).toBe('/index.html');
    expect(landing.start < today && today < landing.end).toBe(true);
  });

  // A value someone wrote by hand, or for a site not yet deployed: the address shows its own page
  // on every draw, and the request never fails.
  const withEntry = (changes: Record<string, unknown>) =>
    JSON.stringify({ ...liveExperiment(landing), ...changes });
  it.each([
    ['not JSON', '{not json'],
    ['not JSON: a bare word', 'homepage1'],
    ['empty', ''],
    ['empty: null', 'null'],
    ['empty: an object without fields', '{}'],
    ['empty: no variants', withEntry({ variants: [] })],
    [
      'empty: every weight zero',
      withEntry({
        variants: [
          ['home', 0],
          ['homepage1', 0],
        ],
      }),
    ],
    ['wrong type: a list', '[]'],
    ['wrong type: a number', '42'],
    ['wrong type: variants as text', withEntry({ variants: 'homepage1' })],
    ['wrong type: variants null', withEntry({ variants: null })],
    ['wrong type: a variant null', withEntry({ variants: [null, ['homepage1', 50]] })],
    ['wrong type: a variant without its weight', withEntry({ variants: [['home'], ['homepage1', 50]] })],
    [
      'wrong type: a weight as text',
      withEntry({
        variants: [
          ['home', '50'],
          ['homepage1', 50],
        ],
      }),
    ],
    [
      'wrong type: a negative weight',
      withEntry({
        variants: [
          ['home', -50],
          ['homepage1', 150],
        ],
      }),
    ],
    [
      'wrong type: a variant name as a number',
      withEntry({
        variants: [
          [7, 50],
          ['homepage1', 50],
        ],
      }),
    ],
    ['wrong type: the id as a number', withEntry({ id: 7 })],
    ['wrong type: the days as text', withEntry({ from: today, until: dayOffset(1) })],
    [
      'unknown variant: no copy of it was deployed',
      withEntry({
        variants: [
          ['home', 50],
          ['homepage9', 50],
        ],
      }),
    ],
    [
      'unknown variant: a path for a name',
      withEntry({
        variants: [
          ['home', 50],
          ['../../admin', 50],
        ],
      }),
    ],
    ['unknown experiment: another id', withEntry({ id: 'pricing-test' })],
  ])('shows the address’s own page when the store’s value is malformed (%s)', (_shape, value) => {
    const run = functionWith([
      ...filledStore([landing], { preview: false }).filter((item) => item.key !== liveExperimentKey('/')),
      { key: liveExperimentKey('/'), value },
    ]);
    for (let visit = 0; visit < 20; visit++) {
      expect(run('/').uri).toBe('/index.html');
      expect(run('/', { cookies: assignment('home-landing.homepage1') }).uri).toBe('/index.html');
    }
  });

  it('keys each variant apart by its object alone: no header, cookie or query is added for the cache to miss', () => {
    const parts = {
      querystring: { utm_source: { value: 'newsletter' } },
      cookies: assignment('home-landing.homepage1'),
      headers: { 'user-agent': { value: chrome } },
    };
    const result = production('/', parts);
    expect(result).toEqual({
      method: 'GET',
      uri: copyOf('homepage1'),
      querystring: parts.querystring,
      headers: { 'user-agent': { value: chrome }, host: { value: 'fernly.example' } },
      cookies: parts.cookies,
    });
  });

  it('stays within CloudFront Functions’ limits: under 10 KB, and well under 1 ms a request', () => {
    const size = readFileSync(viewerRequestFunctionPath).byteLength;
    expect(size).toBeLessThan(cloudFrontFunctionMaxBytes);
    const cookies = assignment('pricing-test.b~home-landing.homepage1');
    for (let warm = 0; warm < 200; warm++) production('/', { cookies });
    const times: number[] = [];
    for (let run = 0; run < 1_000; run++) {
      const started = performance.now();
      production(run % 2 === 0 ? '/' : '/blog-page/Moving-With-ADHD', { cookies });
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const median = times[times.length / 2] ?? Infinity;
    // The sandbox's time includes building the event and crossing into its realm as JSON twice.
    expect(median).toBeLessThan(0.5);
  });
});

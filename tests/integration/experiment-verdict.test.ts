// `npm run stats -- --experiment` over visits and taps posted through the local stack's gateway and
// the real handler into dynalite: two variants with a known difference give the rates, intervals
// and chances a reference computation gives; too few visitors say how many more are needed; a
// split that is not the weights' raises the sample-ratio warning; visitors forged from one network
// (many browsers, one viewer key) raise the warning that the two counts of visitors disagree.
import { cumulativeStdNormalProbability, probit } from 'simple-statistics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { operationUrlPath } from '../../contract/operations.ts';
import { localViewerAddressHeader } from '../../local/api-viewer.ts';
import { startTestStack, statsCommand, type TestStack } from './local-stack-fixture.ts';

const experiment = 'home-landing';

let stack: TestStack;
let people = 0;

/** The network of the `person`th person: an address of RFC 2544's test range, each its own. */
const ownNetwork = (person: number) =>
  `198.18.${String(Math.floor(person / 250))}.${String((person % 250) + 1)}`;

/**
 * One new person shown `variant`: a visit, and a tap when `taps`. Each has a browser of their own,
 * and a network of their own unless `address` names one.
 */
async function visitor(variant: 'home' | 'homepage1', taps: boolean, address?: string): Promise<void> {
  people += 1;
  const network = address ?? ownNetwork(people);
  const userAgent = `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${people}.0 Safari/537.36`;
  const actions = taps ? ['WebsiteVisit', 'DownloadClicked'] : ['WebsiteVisit'];
  for (const action of actions) {
    const response = await fetch(`${stack.url}${operationUrlPath('saveTrackingData')}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': userAgent,
        [localViewerAddressHeader]: network,
      },
      body: JSON.stringify({
        referrer: 'Direct',
        queryString: '',
        userAgent,
        webView: false,
        action,
        timestamp: new Date().toISOString(),
        history: [],
        page: '/',
        experiment,
        variant,
      }),
    });
    expect(response.status).toBe(200);
  }
}

async function visitors(variant: 'home' | 'homepage1', count: number, tapping: number): Promise<void> {
  for (let index = 0; index < count; index++) await visitor(variant, index < tapping);
}

const nullableNumber = z.number().nullable();
const verdictSchema = z.object({
  variants: z.array(
    z.object({
      variant: z.string(),
      visitors: nullableNumber,
      viewerKeys: nullableNumber,
      tapped: nullableNumber,
      rate: nullableNumber,
      rateInterval: z.object({ low: z.number(), high: z.number() }).nullable(),
      difference: z.object({ value: z.number() }).nullable(),
      chanceBest: z.number(),
    }),
  ),
  sampleRatioMismatch: z.object({ chiSquare: z.number(), threshold: z.number() }).nullable(),
  viewerKeyMismatch: z.object({ of: z.string(), variants: z.array(z.string()) }).nullable(),
  outcome: z.object({ kind: z.string(), moreVisitors: z.number().optional() }),
  notes: z.array(z.string()),
});

function verdict(format: 'json' | 'table' = 'json'): Promise<string> {
  const today = new Date().toISOString().slice(0, 10);
  return statsCommand(
    ...['--data-dir', stack.dataDir, '--experiment', experiment, '--from', today, '--to', today],
    ...['--format', format],
  );
}

/** Wilson's 95% score interval, written from its published formula with simple-statistics' probit. */
function referenceWilson(successes: number, trials: number) {
  const z = probit(0.975);
  const p = successes / trials;
  const centre = p + (z * z) / (2 * trials);
  const spread = z * Math.sqrt((p * (1 - p) + (z * z) / (4 * trials)) / trials);
  const scale = 1 + (z * z) / trials;
  return { low: (centre - spread) / scale, high: (centre + spread) / scale };
}

beforeAll(async () => {
  stack = await startTestStack();
  await visitors('home', 60, 6);
  await visitors('homepage1', 60, 15);
}, 120_000);

afterAll(async () => {
  await stack.dispose();
});

describe('npm run stats -- --experiment against the local stack', () => {
  it('gives the rates, intervals and chances of a reference computation, and how many more visitors are needed', async () => {
    const result = verdictSchema.parse(JSON.parse(await verdict()));
    const [home, homePage1] = result.variants;
    expect(home).toMatchObject({ variant: 'home', visitors: 60, viewerKeys: 60, tapped: 6, rate: 0.1 });
    expect(homePage1).toMatchObject({
      variant: 'homepage1',
      visitors: 60,
      viewerKeys: 60,
      tapped: 15,
      rate: 0.25,
    });
    for (const [row, tapped] of [
      [home, 6],
      [homePage1, 15],
    ] as const) {
      const reference = referenceWilson(tapped, 60);
      // simple-statistics' probit is an approximation good to about 1e-4; the report shows 0.1%.
      expect(row?.rateInterval?.low).toBeCloseTo(reference.low, 3);
      expect(row?.rateInterval?.high).toBeCloseTo(reference.high, 3);
    }
    expect(homePage1?.difference?.value).toBeCloseTo(0.15, 10);
    // The chance the simplified page is best, by the normal approximation of each Beta posterior.
    const mean = (tapped: number) => (tapped + 1) / 62;
    const variance = (tapped: number) => (mean(tapped) * (1 - mean(tapped))) / 63;
    const z = (mean(15) - mean(6)) / Math.sqrt(variance(15) + variance(6));
    expect(homePage1?.chanceBest).toBeCloseTo(cumulativeStdNormalProbability(z), 2);
    expect(result.sampleRatioMismatch).toBeNull();
    expect(result.viewerKeyMismatch).toBeNull();
    // 3,213 a variant finds a 25% lift on 8% (decision 0042); each variant has 60.
    expect(result.outcome).toEqual({ kind: 'collecting', moreVisitors: 2 * (3_213 - 60) });
    const text = await verdict('table');
    expect(text).toContain('Too early for a verdict: 6,306 more visitors needed');
  });

  it('warns when the split is not the one the weights ask for', async () => {
    await visitors('homepage1', 60, 15);
    const result = verdictSchema.parse(JSON.parse(await verdict()));
    expect(result.variants.map((row) => row.visitors)).toEqual([60, 120]);
    // (60 − 90)² / 90 twice: 20, past the 0.001 level of one degree of freedom (10.828).
    expect(result.sampleRatioMismatch?.chiSquare).toBeCloseTo(20, 10);
    expect(result.notes[0]).toMatch(/^Warning: the split does not match the weights/);
    expect(result.viewerKeyMismatch).toBeNull();
  });

  it('counts visitors forged from one network by viewer key too, and warns that the two counts disagree', async () => {
    const forger = '198.19.0.1';
    for (let index = 0; index < 40; index++) await visitor('home', true, forger);
    const result = verdictSchema.parse(JSON.parse(await verdict()));
    expect(result.variants[0]).toMatchObject({ variant: 'home', visitors: 100, viewerKeys: 61 });
    expect(result.viewerKeyMismatch).toMatchObject({ of: 'visitors', variants: ['home'] });
    const text = await verdict('table');
    // A column a variant: home's 100 visitors came from 61 networks, homepage1's 120 from 120.
    expect(text).toMatch(/\nVisitors \(by viewer key\) +100 \(61\) +120 \(120\)\n/);
    expect(text).toContain(
      '\nWarning: the visitors of home are more often on a network another of them used',
    );
  });
});

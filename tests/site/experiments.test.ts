// An experiment at 50/50 on `/`, as the edge answers it over HTTP, on a stack of its own
// (tests/running-experiment.ts). What a visitor's browser then keeps and records is
// tests/e2e/experiments.spec.ts's.
import { get } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../local/start.ts';
import { builtSiteFile, startStackWithExperiment, type ExperimentStack } from '../running-experiment.ts';

const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const variantAttribute = /<html[^>]* data-variant="([a-z0-9-]+)"/;

let running: ExperimentStack;
let stack: LocalStack;

beforeAll(async () => {
  running = await startStackWithExperiment();
  stack = running.stack;
});

afterAll(async () => {
  await running.stop();
});

/** The page the stack answers `path` with, as a first-time visitor's browser (or `agent`) asks for it. */
function visit(
  path: string,
  options: { cookie?: string; agent?: string } = {},
): Promise<{ status: number; html: string; variant: string | null }> {
  const headers = {
    'user-agent': options.agent ?? chrome,
    // Uncompressed, on a connection of its own: a visit is one request, and the split is what is timed.
    'accept-encoding': 'identity',
    ...(options.cookie ? { cookie: options.cookie } : {}),
  };
  return new Promise((resolve, reject) => {
    get(new URL(path, stack.url), { headers, agent: false }, (response) => {
      let html = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (html += chunk));
      response.on('end', () => {
        resolve({
          status: response.statusCode ?? 0,
          html,
          variant: variantAttribute.exec(html)?.[1] ?? null,
        });
      });
      response.on('error', reject);
    }).on('error', reject);
  });
}

describe('an experiment on / at 50/50', () => {
  it(
    'splits first visits evenly, answering / itself with each variant’s page',
    { timeout: 180_000 },
    async () => {
      // 1,600 visits, so that 45–55% is four standard deviations wide: a chance failure about once
      // in 16,000 runs (with 400 it would be two, about one run in 22). The first 400 are reported too.
      const counts = { home: 0, homepage1: 0 };
      const firstFourHundred = { home: 0, homepage1: 0 };
      for (let visitor = 0; visitor < 1_600; visitor++) {
        const { status, variant } = await visit('/');
        expect(status).toBe(200);
        if (variant !== 'home' && variant !== 'homepage1') throw new Error(`no variant marked: ${variant}`);
        counts[variant] += 1;
        if (visitor < 400) firstFourHundred[variant] += 1;
      }
      console.log(
        `First 400 visits: ${JSON.stringify(firstFourHundred)}; all 1,600: ${JSON.stringify(counts)}`,
      );
      for (const count of Object.values(counts)) {
        expect(count / 1_600).toBeGreaterThanOrEqual(0.45);
        expect(count / 1_600).toBeLessThanOrEqual(0.55);
      }
    },
  );

  it('serves each variant’s own HTML at /, with / as canonical, and leaves /Quay and /HomePage1 alone', async () => {
    const home = await visit('/', { cookie: 'experiment_variants=home-landing.home' });
    const simplified = await visit('/', { cookie: 'experiment_variants=home-landing.homepage1' });
    expect(home.variant).toBe('home');
    expect(simplified.variant).toBe('homepage1');
    expect(home.html).not.toBe(simplified.html);
    expect(simplified.html).toContain('<link rel="canonical" href="https://fernly.example/"/>');
    expect(simplified.html).toBe(builtSiteFile('_experiments/home-landing/homepage1/index.html'));
    const quay = await visit('/Quay', { cookie: 'experiment_variants=home-landing.homepage1' });
    expect(quay.html).toBe(builtSiteFile('quay/index.html'));
    expect((await visit('/HomePage1')).html).toBe(builtSiteFile('homepage1/index.html'));
    expect((await visit('/_experiments/home-landing/homepage1/')).status).toBe(404);
  });

  it('gives crawlers and link previews the control, and ?variant= forces a variant locally', async () => {
    const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    for (let request = 0; request < 20; request++) {
      expect((await visit('/', { agent: googlebot })).html).toBe(builtSiteFile('index.html'));
      expect((await visit('/?variant=homepage1')).variant).toBe('homepage1');
    }
  });
});

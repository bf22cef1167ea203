// An experiment at 50/50 on `/`, through a local stack of its own (the one `npm start` runs), so
// switching the experiment on in its store changes no page the other specs visit. The store file
// is the KeyValueStore's stand-in, which the edge function reads on every request.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Request } from '@playwright/test';
import { z } from 'zod';
import { operationUrlPath } from '../../contract/operations.ts';
import type { ExperimentDefinition } from '../../edge/experiments/definition-shape.ts';
import { experiments } from '../../edge/experiments/experiments.ts';
import { localStorePath } from '../../edge/experiments/local-store.ts';
import { filledStore, importDocument } from '../../edge/experiments/store.ts';
import { startLocalStack, type LocalStack } from '../../local/start.ts';
import { navigationCopy } from '../../web/src/site/navigation.ts';
import { expect, test } from './fixtures.ts';

const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const day = 86_400_000;
const dayOffset = (days: number) => new Date(Date.now() + days * day).toISOString().slice(0, 10);
const [landingEntry] = experiments;
if (landingEntry === undefined) throw new Error('edge/experiments/experiments.ts has no experiment');
const landing: ExperimentDefinition = {
  ...landingEntry,
  status: 'running',
  start: dayOffset(-1),
  end: dayOffset(1),
};
const variantAttribute = /<html[^>]* data-variant="([a-z0-9-]+)"/;
const siteFile = (path: string) => readFileSync(join(import.meta.dirname, '../../dist/site', path), 'utf8');

let stack: LocalStack;
let dataDir: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'fernly-e2e-experiments-'));
  stack = await startLocalStack({ port: 0, dataDir, build: false, logLevel: 'SILENT' });
  writeFileSync(localStorePath(dataDir), importDocument(filledStore([landing], { preview: true })));
});

test.afterAll(async () => {
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
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

function isTrackingCall(request: Request): boolean {
  return (
    request.method() === 'POST' && new URL(request.url()).pathname === operationUrlPath('saveTrackingData')
  );
}

test.describe('an experiment on / at 50/50', () => {
  test('splits first visits evenly, answering / itself with each variant’s page', async () => {
    test.setTimeout(180_000);
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
  });

  test('serves each variant’s own HTML at /, with / as canonical, and leaves /Quay and /HomePage1 alone', async () => {
    const home = await visit('/', { cookie: 'experiment_variants=home-landing.home' });
    const simplified = await visit('/', { cookie: 'experiment_variants=home-landing.homepage1' });
    expect(home.variant).toBe('home');
    expect(simplified.variant).toBe('homepage1');
    expect(home.html).not.toBe(simplified.html);
    expect(simplified.html).toContain('<link rel="canonical" href="https://fernly.example/"/>');
    expect(simplified.html).toBe(siteFile('_experiments/home-landing/homepage1/index.html'));
    const quay = await visit('/Quay', { cookie: 'experiment_variants=home-landing.homepage1' });
    expect(quay.html).toBe(siteFile('quay/index.html'));
    expect((await visit('/HomePage1')).html).toBe(siteFile('homepage1/index.html'));
    expect((await visit('/_experiments/home-landing/homepage1/')).status).toBe(404);
  });

  test('gives crawlers and link previews the control, and ?variant= forces a variant locally', async () => {
    const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    for (let request = 0; request < 20; request++) {
      expect((await visit('/', { agent: googlebot })).html).toBe(siteFile('index.html'));
      expect((await visit('/?variant=homepage1')).variant).toBe('homepage1');
    }
  });

  test('keeps a returning visitor’s variant, records it with each visit, and shows / in the address bar', async ({
    page,
  }) => {
    const firstCall = page.waitForRequest(isTrackingCall);
    await page.goto(stack.url);
    const shown = await page.locator('html').getAttribute('data-variant');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await (await firstCall).postDataJSON()).toMatchObject({
      action: 'WebsiteVisit',
      page: '/',
      experiment: 'home-landing',
      variant: shown,
    });
    await expect
      .poll(async () => (await page.context().cookies()).find((c) => c.name === 'experiment_variants')?.value)
      .toBe(`home-landing.${shown}`);
    for (let returning = 0; returning < 5; returning++) {
      await page.reload();
      expect(await page.locator('html').getAttribute('data-variant')).toBe(shown);
      expect(new URL(page.url()).pathname).toBe('/');
    }
  });

  test('shows the visitor’s variant again when they come back to / through the site’s own links', async ({
    page,
  }) => {
    await page.goto(`${stack.url}?variant=homepage1`);
    await expect
      .poll(async () => (await page.context().cookies()).some((c) => c.name === 'experiment_variants'))
      .toBe(true);
    // The router shows /about in the page; / must come from the edge again, not from the router.
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    const visitRecord = page.waitForRequest(
      (request) =>
        isTrackingCall(request) &&
        z.object({ page: z.literal('/') }).safeParse(request.postDataJSON()).success,
    );
    await page.getByRole('banner').getByRole('link', { name: navigationCopy.homeLinkLabel }).click();
    await expect(page).toHaveURL(`${stack.url}/`);
    await expect(page.locator('html')).toHaveAttribute('data-variant', 'homepage1');
    expect(await (await visitRecord).postDataJSON()).toMatchObject({
      experiment: 'home-landing',
      variant: 'homepage1',
    });
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('after Reject forgets the variant and shows the usual home page, on every later visit', async ({
    page,
  }) => {
    await page.goto(`${stack.url}?variant=homepage1`);
    await expect
      .poll(async () => (await page.context().cookies()).some((c) => c.name === 'experiment_variants'))
      .toBe(true);
    await page.getByRole('region', { name: 'Cookie choice' }).getByRole('button', { name: 'Reject' }).click();
    await expect
      .poll(async () => (await page.context().cookies()).some((c) => c.name === 'experiment_variants'))
      .toBe(false);
    for (let returning = 0; returning < 5; returning++) {
      await page.goto(stack.url);
      // The address's own page, which is no variant's copy: nothing marks it, so nothing records it.
      expect(await page.locator('html').getAttribute('data-variant')).toBeNull();
    }
    expect((await visit('/', { cookie: 'analytics_consent=denied' })).html).toBe(siteFile('index.html'));
  });
});

// Issue 32's done-when: three people browse the site and one signs up through the local stack's
// stand-in web app; `npm run stats -- --format json` then counts them as visitors with their
// visits, landing pages, two taps and one sign-up credited to the right partner and campaign,
// beside the previous period, and shows the field speed of the pages they left at the 75th
// percentile by page and screen class (after Reject none is sent: field-vitals.spec.ts). Other tests share the stack's table, so this test's visitors all
// come from one referrer of its own and carry a User-Agent of their own (which the visitor code
// hashes): the figures read are the groups that only they make.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { devices, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { z } from 'zod';
import { operationUrlPath } from '../../contract/operations.ts';
import { localAppOrigin } from '../../local/stand-in-app.ts';
import { e2ePort } from '../e2e-port.ts';
import { leave, noteFigures } from './field-vitals-support.ts';
import { onceOnDesktop } from './devices.ts';
import { expect, test } from './fixtures.ts';
import { acceptConsentBeforeLoad, appOrigin } from './home-support.ts';

const run = promisify(execFile);

test.skip(Boolean(process.env.PW_BASE_URL), 'reads the local stack’s table, not a deployed site’s');
const port = e2ePort;
test.skip(
  appOrigin !== localAppOrigin(port),
  `the calls to action open ${appOrigin}, not the stand-in app: build with APP_ORIGIN=${localAppOrigin(port)}`,
);

const shown = z.union([z.number(), z.string()]);
const compared = z.object({ current: shown, previous: shown, change: z.number().nullable() });
const funnel = z.object({
  visitors: compared,
  visits: compared,
  tappedVisitors: compared,
  signUps: compared,
});
const reportSchema = z.object({
  from: z.string(),
  to: z.string(),
  previousFrom: z.string(),
  previousTo: z.string(),
  partnerAttribution: z.string(),
  totals: funnel,
  byLandingPage: z.array(funnel.extend({ page: z.string() })),
  byPartner: z.array(funnel.extend({ partner: z.string().nullable() })),
  byCampaign: z.array(funnel.extend({ campaign: z.string().nullable() })),
  byReferrer: z.array(funnel.extend({ referrer: z.string() })),
  byBrowser: z.array(funnel.extend({ browser: z.string() })),
  speed: z.array(
    z.object({
      page: z.string().nullable(),
      screen: z.string(),
      metric: z.string(),
      samples: z.number(),
      p75: z.number(),
      rating: z.string(),
    }),
  ),
});
type Report = z.infer<typeof reportSchema>;

async function stats(...options: string[]): Promise<Report> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (dataDir === undefined) throw new Error('playwright.config.ts sets E2E_DATA_DIR');
  const today = new Date().toISOString().slice(0, 10);
  const { stdout } = await run(process.execPath, [
    '--import',
    'tsx',
    'tools/stats/stats.ts',
    '--data-dir',
    dataDir,
    '--format',
    'json',
    '--from',
    today,
    '--to',
    today,
    ...options,
  ]);
  return reportSchema.parse(JSON.parse(stdout));
}

const marker = randomUUID().slice(0, 8);
const referrer = `https://e2e-${marker}.example`;
const campaign = `e2e-funnel-${marker}`;

async function person(
  browser: Browser,
  baseURL: string | undefined,
  number: number,
  device: BrowserContextOptions,
): Promise<Page> {
  const userAgent = `${device.userAgent ?? ''} fernly-e2e/${marker}-${number}`;
  // Without the fixtures' stand-in address header (tests/e2e/fixtures.ts): the stand-in app's
  // cross-origin report may send only the headers its preflight allows, as the real app's.
  const context = await browser.newContext({ ...device, userAgent, baseURL, extraHTTPHeaders: {} });
  await acceptConsentBeforeLoad(context, baseURL);
  await noteFigures(context);
  return context.newPage();
}

/**
 * Opens a page as if from this test's referrer, and waits until its visit record is sent and its
 * field vitals are measured (they are sent as the visitor leaves the page).
 */
async function land(page: Page, path: string): Promise<void> {
  const sent = page.waitForResponse((response) =>
    response.url().endsWith(operationUrlPath('saveTrackingData')),
  );
  await page.goto(path, { referer: `${referrer}/links` });
  expect((await sent).status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('data-e2e-figures', /lcp.*ttfb/);
}

const once = onceOnDesktop('makes its own phone, iPhone and desktop visitors: one run is the scenario');

test(
  'three people, two taps and a sign-up appear in npm run stats with the previous period',
  once,
  async ({ browser, baseURL }) => {
    // Several reports over the whole shared table, each about 10 s under the full suite.
    test.setTimeout(180_000);

    // 1: on a phone, through /Quay from a campaign link; opens the app and signs up.
    const first = await person(browser, baseURL, 1, devices['Pixel 7']);
    await land(first, `/Quay?utm_source=e2e&utm_medium=test&utm_campaign=${campaign}`);
    await leave(first);
    await first.getByRole('button', { name: 'Start moving today' }).first().click();
    await first.waitForURL(`${localAppOrigin(port)}/app/**`);
    await first.getByRole('button', { name: 'Create your account' }).click();
    await expect(first.getByRole('status')).toContainText('Signed up. Reported to the site');

    // 2: on another phone, on /HomePage1; opens the app and goes no further.
    const second = await person(browser, baseURL, 2, devices['iPhone 15']);
    await land(second, '/HomePage1');
    await leave(second);
    await second.getByRole('button', { name: 'Start moving today' }).first().click();
    await second.waitForURL(`${localAppOrigin(port)}/app/**`);

    // 3: on a desktop whose browser was here yesterday; reads two pages and leaves.
    const third = await person(browser, baseURL, 3, devices['Desktop Chrome']);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    await third.addInitScript((timestamp) => {
      if (window.localStorage.getItem('trackingData') !== null) return;
      window.localStorage.setItem(
        'trackingData',
        JSON.stringify({
          referrer: 'Direct',
          queryString: '',
          userAgent: navigator.userAgent,
          webView: false,
          action: 'WebsiteVisit',
          timestamp,
          history: [],
          page: '/',
        }),
      );
    }, yesterday);
    await land(third, '/');
    await land(third, '/faqs');

    const ours = (report: Report) => report.byReferrer.find((row) => row.referrer === referrer);
    await expect.poll(async () => ours(await stats())?.signUps.current, { timeout: 60_000 }).toBe(1);
    for (const page of [first, second, third]) await page.context().close();
    const report = await stats();
    // Three people, three visits (the desktop's two pages are one), two taps, one sign-up.
    expect(ours(report)).toMatchObject({
      visitors: { current: 3 },
      visits: { current: 3 },
      tappedVisitors: { current: 2 },
      signUps: { current: 1 },
    });
    expect(report.byCampaign.find((row) => row.campaign === campaign)).toMatchObject({
      visitors: { current: 1 },
      tappedVisitors: { current: 1 },
      signUps: { current: 1 },
    });
    const landingPages = report.byLandingPage.map((row) => row.page);
    expect(landingPages).toEqual(expect.arrayContaining(['/quay', '/homepage1', '/']));
    expect(report.byBrowser.map((row) => row.browser)).toContain('returning');
    // The previous period: the day before, of equal length, beside every figure.
    const dayBefore = yesterday.slice(0, 10);
    expect(report).toMatchObject({ previousFrom: dayBefore, previousTo: dayBefore });
    expect(typeof report.totals.visitors.previous).toBe('number');
    expect(report.partnerAttribution).toMatch(/30 days/);
    // The owners' own report shows real counts.
    expect(JSON.stringify(report)).not.toContain('<10');

    // The sign-up is Quay's, by the campaign that brought it; a partner's report hides small cells.
    const quay = await stats('--partner', 'quay', '--min-count', '1');
    expect(quay.byCampaign.find((row) => row.campaign === campaign)).toMatchObject({
      signUps: { current: 1 },
    });
    // Field speed of the pages the visitors left, the phones' as they switched away before the tap
    // (tests/e2e/field-vitals-support.ts says why) and the desktop's as it followed a link (the
    // stack's other tests add page loads of their own):
    // the 75th percentile of each figure by page and screen class, rated against Google's thresholds.
    const speedOf = (report: Report, page: string, screen: string) =>
      report.speed.filter((row) => row.page === page && row.screen === screen).map((row) => row.metric);
    const left = [
      ['/quay', 'phone'],
      ['/homepage1', 'phone'],
      ['/', 'desktop'],
    ] as const;
    await expect
      .poll(
        async () => {
          const now = await stats();
          return left.map(([page, screen]) => speedOf(now, page, screen).sort().join(' '));
        },
        { timeout: 60_000 },
      )
      .toEqual(left.map(() => expect.stringMatching(/^cls (inp )?lcp ttfb$/)));
    const speed = (await stats()).speed.find(
      (row) => row.page === '/quay' && row.screen === 'phone' && row.metric === 'lcp',
    );
    expect(speed).toMatchObject({ samples: expect.any(Number), p75: expect.any(Number) });
    expect(['good', 'needs improvement', 'poor']).toContain(speed?.rating);

    const shared = await stats('--partner', 'quay');
    expect(shared.byCampaign.find((row) => row.campaign === campaign)).toMatchObject({
      visitors: { current: '<10' },
      signUps: { current: '<10' },
    });
  },
);

// Visits made in Chromium appear in `npm run stats`: a partner page opened from a campaign link,
// then the app opened from the call to action, counted by page, partner and campaign, read from the running local
// stack's table (E2E_DATA_DIR). The HTML report then opens in Chromium, chart and all.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { z } from 'zod';
import { onceOnDesktop } from './devices.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { acceptConsentBeforeLoad, gotoHydrated } from './home-support.ts';

const run = promisify(execFile);

test.skip(Boolean(process.env.PW_BASE_URL), 'reads the local stack’s table, not a deployed site’s');
// A phone's visit and tap are statistics-funnel.spec.ts's visitors.
const once = onceOnDesktop('a server scenario: the report counts what the stack stored');

const counts = z.union([z.number(), z.string()]);
const compared = z.object({ current: counts, previous: counts });
const figures = z.object({
  visitors: compared,
  visits: compared,
  tappedVisitors: compared,
  signUps: compared,
});
const reportSchema = z.object({
  byLandingPage: z.array(figures.extend({ page: z.string() })),
  byPartner: z.array(figures.extend({ partner: z.string().nullable() })),
  byCampaign: z.array(
    figures.extend({
      source: z.string().nullable(),
      medium: z.string().nullable(),
      campaign: z.string().nullable(),
    }),
  ),
});

async function stats(...options: string[]): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (dataDir === undefined) throw new Error('playwright.config.ts sets E2E_DATA_DIR');
  const { stdout } = await run(process.execPath, [
    '--import',
    'tsx',
    'tools/stats/stats.ts',
    '--data-dir',
    dataDir,
    ...options,
  ]);
  return stdout;
}

test.beforeEach(async ({ context, baseURL }) => {
  await acceptConsentBeforeLoad(context, baseURL);
});

// Each report reads the whole shared table and starts DuckDB: 3 s on a quiet machine, 10 to 25 s
// under the full suite on two cores, hence the long timeouts.
test(
  'a partner visit from a campaign link and its tap appear in the report',
  once,
  async ({ browser, baseURL, userAgent, viewport }) => {
    test.setTimeout(180_000);
    // Other tests share the stack's table: this test's records are the ones of its own campaign.
    // Letters only: a UUID's digits and dashes can run to nine digits (`ad15-468858470c56`), which
    // the handler stores as `[phone]`, and the campaign's row is then never found.
    const campaign = `e2e-${randomUUID().replace(/[\d-]/g, '')}`;
    // A browser of the test's own, as statistics-funnel.spec.ts's visitors are: its own user agent
    // and no stand-in address header, so the visit and the tap are one visitor no other test shares.
    const context = await browser.newContext({
      baseURL,
      viewport,
      userAgent: `${userAgent ?? ''} fernly-e2e/${campaign}`,
      extraHTTPHeaders: {},
    });
    await acceptConsentBeforeLoad(context, baseURL);
    const page = await context.newPage();
    await gotoHydrated(
      page,
      `/Quay?utm_source=e2e&utm_medium=test&utm_campaign=${campaign}&email=ann%40example.com`,
    );
    await page.getByRole('button', { name: 'Start moving today' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Start Fernly on your phone' })).toBeVisible();

    await expect
      .poll(
        async () => {
          const report = reportSchema.parse(JSON.parse(await stats('--format', 'json')));
          const row = report.byCampaign.find((candidate) => candidate.campaign === campaign);
          return row && { ...row, visitors: row.visitors.current, tapped: row.tappedVisitors.current };
        },
        // The records may land just after a read has begun: room for several more.
        { timeout: 120_000 },
      )
      .toEqual(expect.objectContaining({ source: 'e2e', medium: 'test', visitors: 1, tapped: 1 }));

    const partnerReport = reportSchema.parse(
      JSON.parse(await stats('--format', 'json', '--min-count', '1', '--partner', 'quay')),
    );
    expect(partnerReport.byLandingPage.map((row) => row.page)).toContain('/quay');
    expect(partnerReport.byPartner.map((row) => row.partner)).toEqual(['quay']);
    expect(JSON.stringify(partnerReport)).not.toContain('ann%40example.com');
    await context.close();
  },
);

test('the HTML report opens with its figures, chart and lists, and passes axe', once, async ({ page }) => {
  test.slow();
  const directory = mkdtempSync(join(tmpdir(), 'fernly-stats-html-'));
  try {
    const path = join(directory, 'report.html');
    await stats('--format', 'html', '--out', path);
    const requests: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('file:')) requests.push(request.url());
    });
    await page.goto(pathToFileURL(path).href);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Visit statistics');
    await expect(page.getByRole('heading', { level: 2, name: 'Totals' })).toBeVisible();
    // The owners' own report says under the totals how many records the stack dropped, if any.
    await expect(
      page.getByText(/^(Records dropped past a network’s daily limit|No records were dropped: )/),
    ).toBeVisible();
    await expect(
      page.getByRole('img', { name: /^Column charts, .* of visitors, opened the app and sign-ups per day/ }),
    ).toBeVisible();
    await expect(page.getByRole('table', { name: 'By landing page' }).first()).toBeVisible();
    // Readable on a phone: the page itself never scrolls sideways, only a wide table inside it.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(requests).toEqual([]);
    await expectNoAxeViolations(page);
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
});

// Field speed (issue 32, decision 0045): once the browser is idle the page loads the field vitals'
// module, and as the visitor leaves it sends the page load's LCP, INP, CLS and TTFB once, with the
// elements at fault, in the contract's shape; after Reject, however late, nothing is sent.
import type { Page, Request } from '@playwright/test';
import { operationUrlPath } from '../../contract/operations.ts';
import { validateRequestBody } from '../../contract/validators.ts';
import { onceOnDesktop } from './devices.ts';
import { leave, noteFigures } from './field-vitals-support.ts';
import { expect, test } from './fixtures.ts';

const saveWebVitals = operationUrlPath('saveWebVitals');
// A phone's figures, sent as it switches away, are statistics-funnel.spec.ts's.
const onDesktop = onceOnDesktop('the module measures and sends the same way on every screen');

/** Every request the page makes to saveWebVitals, and for the field vitals' module. */
function watch(page: Page): { vitals: Request[]; modules: Request[] } {
  const seen = { vitals: [] as Request[], modules: [] as Request[] };
  page.context().on('request', (request) => {
    if (new URL(request.url()).pathname === saveWebVitals) seen.vitals.push(request);
    if (/\/fieldVitals-[^/]*\.js$/.test(request.url())) seen.modules.push(request);
  });
  return seen;
}

/** Waits past the browser's first idle moment after the load, when the page would load the module. */
async function pastFirstIdle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        requestIdleCallback(
          () => {
            resolve(null);
          },
          { timeout: 3000 },
        );
      }),
  );
  await page.waitForLoadState('networkidle');
}

test(
  'a page load’s field vitals are sent once as the page is left, in the contract’s shape',
  onDesktop,
  async ({ page }) => {
    const seen = watch(page);
    await noteFigures(page);
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-e2e-figures', 'cls lcp ttfb');
    // An interaction gives the page its INP.
    await page.getByRole('heading', { level: 1 }).click();
    await expect(html).toHaveAttribute('data-e2e-figures', 'cls inp lcp ttfb');
    expect(seen.vitals).toEqual([]);

    await leave(page);
    await leave(page);
    expect(seen.vitals).toHaveLength(1);
    const [sent] = seen.vitals;
    expect((await sent?.response())?.status()).toBe(200);
    const body: unknown = sent?.postDataJSON();
    expect(validateRequestBody('saveWebVitals', body).ok).toBe(true);
    expect(body).toMatchObject({
      page: '/',
      lcp: { value: expect.any(Number), element: expect.any(String) },
      inp: { value: expect.any(Number), element: expect.any(String) },
      cls: { value: expect.any(Number) },
      ttfb: expect.any(Number),
    });
    expect(seen.modules).toHaveLength(1);
  },
);

test(
  'after Reject stored before the page loads, the module is not loaded and nothing is sent',
  onDesktop,
  async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'analytics_consent', value: 'denied', url: baseURL ?? '' }]);
    const seen = watch(page);
    await page.goto('/');
    await pastFirstIdle(page);
    await page.getByRole('heading', { level: 1 }).click();
    await leave(page);
    expect(seen.modules).toEqual([]);
    expect(seen.vitals).toEqual([]);
  },
);

test(
  'after Reject tapped on a page whose figures were measured, nothing is sent',
  onDesktop,
  async ({ page }) => {
    const seen = watch(page);
    await noteFigures(page);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-e2e-figures', 'cls lcp ttfb');
    await page.getByRole('region', { name: 'Cookie choice' }).getByRole('button', { name: 'Reject' }).click();
    await leave(page);
    expect(seen.modules).toHaveLength(1);
    expect(seen.vitals).toEqual([]);
  },
);

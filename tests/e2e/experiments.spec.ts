// An experiment at 50/50 on `/` as a visitor's browser keeps it, on a stack of its own
// (tests/running-experiment.ts). How the edge splits and answers over HTTP is
// tests/site/experiments.test.ts's.
import type { Request } from '@playwright/test';
import { z } from 'zod';
import { operationUrlPath } from '../../contract/operations.ts';
import type { LocalStack } from '../../local/start.ts';
import { navigationCopy } from '../../web/src/site/navigation.ts';
import { builtSiteFile, startStackWithExperiment, type ExperimentStack } from '../running-experiment.ts';
import { onceOnDesktop } from './devices.ts';
import { expect, test } from './fixtures.ts';

let running: ExperimentStack;
let stack: LocalStack;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  running = await startStackWithExperiment();
  stack = running.stack;
});

test.afterAll(async () => {
  await running.stop();
});

function isTrackingCall(request: Request): boolean {
  return (
    request.method() === 'POST' && new URL(request.url()).pathname === operationUrlPath('saveTrackingData')
  );
}

test.describe(
  'an experiment on / at 50/50',
  onceOnDesktop('a server scenario: the edge’s split and the visitor’s cookie are the same on every screen'),
  () => {
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
        .poll(
          async () => (await page.context().cookies()).find((c) => c.name === 'experiment_variants')?.value,
        )
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
      request,
    }) => {
      await page.goto(`${stack.url}?variant=homepage1`);
      await expect
        .poll(async () => (await page.context().cookies()).some((c) => c.name === 'experiment_variants'))
        .toBe(true);
      await page
        .getByRole('region', { name: 'Cookie choice' })
        .getByRole('button', { name: 'Reject' })
        .click();
      await expect
        .poll(async () => (await page.context().cookies()).some((c) => c.name === 'experiment_variants'))
        .toBe(false);
      for (let returning = 0; returning < 5; returning++) {
        await page.goto(stack.url);
        // The address's own page, which is no variant's copy: nothing marks it, so nothing records it.
        expect(await page.locator('html').getAttribute('data-variant')).toBeNull();
      }
      // A request of its own, without the browser's cookies: a first visit that says no.
      const visit = await request.get(stack.url, { headers: { cookie: 'analytics_consent=denied' } });
      expect(await visit.text()).toBe(builtSiteFile('index.html'));
    });
  },
);

// Shared steps for the home-page end-to-end tests.
import { fileURLToPath } from 'node:url';
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { builtAppOrigin } from '../../local/site-build.ts';
import { appPaths } from '../../web/src/shared/app-links.ts';
import { siteConfig } from '../../web/src/shared/site-config.ts';
import { waitForPageScript } from './site-routes.ts';

// Where the built pages' calls to action lead: `npm test` builds them for the local stack's
// stand-in app (tests/e2e-build.ts). A deployed site (PW_BASE_URL) links where its build
// environment says, which these tests read too.
const siteMetaPath = fileURLToPath(new URL('../../dist/site-meta.json', import.meta.url));
export const appOrigin = process.env.PW_BASE_URL
  ? siteConfig.appOrigin
  : (builtAppOrigin(siteMetaPath) ?? siteConfig.appOrigin);
export const loginUrl = `${appOrigin}${appPaths.login}`;
export const signupUrl = `${appOrigin}${appPaths.signup}`;

/**
 * Stores an Accept choice before the page loads, so the consent bar stays out of the way and
 * the page keeps visit records (which the calls to action put into `wherefrom`).
 */
export async function acceptConsentBeforeLoad(
  context: BrowserContext,
  baseURL: string | undefined,
): Promise<void> {
  if (baseURL === undefined) throw new Error('These tests need a baseURL');
  await context.addCookies([{ name: 'analytics_consent', value: 'granted', url: baseURL }]);
}

/** Opens a page and waits for its `data-page-ready` mark, set once its own script has shown it. */
export async function gotoReady(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForPageScript(page);
}

/** Answers every request to the web app with a blank page, so no test leaves this machine. */
export async function stubWebApp(page: Page): Promise<void> {
  await page.route(`${appOrigin}/**`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>Fernly app</title>',
    }),
  );
}

/**
 * Waits until the testimonial carousel shows card `first` first: its strip's label names the cards
 * in view (three on a wide screen, one on a phone), as the carousel's buttons keep it.
 */
export async function expectCarouselAt(carousel: Locator, first: number): Promise<void> {
  const strip = carousel.getByRole('group', { name: /^Showing testimonials? / });
  await expect(strip).toHaveAccessibleName(new RegExp(`^Showing testimonials? ${first}( to \\d+)? of 12$`));
}

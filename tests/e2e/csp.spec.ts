// Proves the Content-Security-Policy the site is served with blocks nothing the site needs: every
// page loads, hydrates and scrolls through, and the interactive parts are used, without a single
// violation. A too-strict policy breaks the page silently for visitors; this is where it shows.
// Each page is also seen to start cleanly: its heading and footer shown, no console error (the
// fixtures'), which is what a page's HTML alone cannot prove (tests/site/prerender.test.ts).
import type { ConsoleMessage, Page } from '@playwright/test';
import { operationUrlPath } from '../../contract/operations.ts';
import { onceOnDesktop } from './devices.ts';
import { expect, test } from './fixtures.ts';
import { acceptConsentBeforeLoad, expectCarouselAt } from './home-support.ts';
import { siteRoutes, waitForPageScript } from './site-routes.ts';

interface Violation {
  readonly directive: string;
  readonly blocked: string;
  readonly source: string;
  readonly sample: string;
}

declare global {
  interface Window {
    cspViolations?: Violation[];
  }
}

/** Records every CSP violation of a page: the DOM events on window, and Chromium's console reports. */
class CspWatch {
  private readonly reports: string[] = [];

  private constructor(private readonly page: Page) {}

  static async attach(page: Page): Promise<CspWatch> {
    const watch = new CspWatch(page);
    // Runs before any script of each document, so a violation by the first inline script counts.
    await page.addInitScript(() => {
      window.cspViolations = [];
      document.addEventListener(
        'securitypolicyviolation',
        (event) => {
          window.cspViolations?.push({
            directive: event.effectiveDirective,
            blocked: event.blockedURI,
            source: `${event.sourceFile}:${event.lineNumber}`,
            sample: event.sample,
          });
        },
        { capture: true },
      );
    });
    page.on('console', (message: ConsoleMessage) => {
      if (/content[- ]security[- ]policy/i.test(message.text()))
        watch.reports.push(`console.${message.type()} on ${page.url()}: ${message.text()}`);
    });
    return watch;
  }

  /** Moves the page's recorded events into the report; call before leaving a page and at the end. */
  async collect(): Promise<void> {
    const url = this.page.url();
    const violations = await this.page.evaluate(() => window.cspViolations ?? []);
    for (const violation of violations) {
      this.reports.push(
        `${violation.directive} blocked ${violation.blocked || '(inline)'} on ${url} from ${violation.source} ${violation.sample}`,
      );
    }
    await this.page.evaluate(() => {
      window.cspViolations = [];
    });
  }

  async expectNone(): Promise<void> {
    await this.collect();
    expect(this.reports, 'Content-Security-Policy violations').toEqual([]);
  }
}

async function openHydrated(page: Page, watch: CspWatch, path: string): Promise<void> {
  if (page.url() !== 'about:blank') await watch.collect();
  await page.goto(path);
  await waitForPageScript(page);
}

/** Scrolls to the end so lazily loaded images, the video and anything deferred are requested. */
async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const viewport = page.viewportSize()?.height ?? 800;
  for (let top = 0; top < height; top += viewport) {
    await page.mouse.wheel(0, viewport);
    await page.waitForTimeout(100);
  }
  await page.waitForLoadState('networkidle');
}

// Chromium reports a violation as a console error too, which fails a test on any profile (the
// fixtures'); here every page, and every part that runs script, is walked through once.
const onDesktop = onceOnDesktop('the policy and the files it allows are the same for every screen');

test.describe('the Content-Security-Policy blocks nothing the site needs', onDesktop, () => {
  for (const { path } of siteRoutes()) {
    test(`${path} loads, hydrates and scrolls without a violation`, async ({ page }) => {
      const watch = await CspWatch.attach(page);
      await openHydrated(page, watch, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await scrollThrough(page);
      await watch.expectNone();
    });
  }

  test.describe('the 404 page', () => {
    // The browser logs the 404 status of the page itself as an error; that is the point here.
    test.use({ allowedConsoleErrors: [[/status of 404/], { scope: 'test' }] });

    test('loads, hydrates and scrolls without a violation', async ({ page }) => {
      const watch = await CspWatch.attach(page);
      await openHydrated(page, watch, '/no-such-page');
      await scrollThrough(page);
      await watch.expectNone();
    });
  });

  test('the download and login dialogs open and close without a violation', async ({
    page,
    context,
    baseURL,
  }) => {
    await acceptConsentBeforeLoad(context, baseURL);
    const watch = await CspWatch.attach(page);
    await openHydrated(page, watch, '/');
    const cta = page.getByRole('button', { name: 'Start moving today' }).first();
    const signup = page.getByRole('dialog', { name: 'Start Fernly on your phone' });
    await cta.click();
    await expect(signup).toBeVisible();
    await expect(signup.getByRole('img', { name: /QR code linking to/ })).toBeVisible();
    await signup.getByRole('button', { name: 'Close' }).click();
    await expect(signup).toBeHidden();

    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    const login = page.getByRole('dialog', { name: 'Log in on your phone' });
    await expect(login).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(login).toBeHidden();
    await watch.expectNone();
  });

  test('the testimonial carousel and the FAQ accordion work without a violation', async ({
    page,
    context,
    baseURL,
  }) => {
    await acceptConsentBeforeLoad(context, baseURL);
    const watch = await CspWatch.attach(page);
    await openHydrated(page, watch, '/');
    const carousel = page.getByRole('region', { name: 'What members say' });
    await carousel.getByRole('button', { name: 'Next testimonials' }).click();
    await expectCarouselAt(carousel, 2);
    await carousel.getByRole('button', { name: 'Previous testimonials' }).click();
    await expectCarouselAt(carousel, 1);

    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    const question = faq.locator('details', { hasText: 'What happens if I miss a workout?' });
    await question.locator('summary').click();
    await expect(question).toHaveJSProperty('open', true);
    await question.locator('summary').click();
    await expect(question).toHaveJSProperty('open', false);
    await watch.expectNone();
  });

  test('the contact form sends a message to the API without a violation', async ({
    page,
    context,
    baseURL,
  }) => {
    await acceptConsentBeforeLoad(context, baseURL);
    const watch = await CspWatch.attach(page);
    await openHydrated(page, watch, '/contact-us');
    await page.getByLabel('First name').fill('Robin');
    await page.getByLabel('Email address').fill('robin@example.com');
    await page.getByLabel('Reason').selectOption('Feedback');
    await page.getByLabel('Message', { exact: true }).fill('The reminders arrive at just the right time.');
    await page.getByLabel('You agree to our privacy policy.').check();
    const sent = page.waitForResponse((response) => response.url().endsWith(operationUrlPath('sendEmail')));
    await page.getByRole('button', { name: 'Send message' }).click();
    expect((await sent).ok(), 'the real API answered the message').toBe(true);
    await expect(page.getByRole('status')).toHaveText('Your message has been sent!');
    await watch.expectNone();
  });

  test('accepting in the consent bar, then rejecting on the privacy page, causes no violation', async ({
    page,
  }) => {
    const watch = await CspWatch.attach(page);
    await openHydrated(page, watch, '/about');
    const bar = page.getByRole('region', { name: 'Cookie choice' });
    await bar.getByRole('button', { name: 'Accept' }).click();
    await expect(bar).toHaveCount(0);

    await openHydrated(page, watch, '/privacy-policy');
    const toggle = page.getByRole('switch', { name: /Allow analytics cookies/ });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByText(/You have rejected analytics cookies/)).toBeVisible();
    await watch.expectNone();
  });
});

// A hurried visitor acts as soon as the page shows, long before the app has arrived (web/src/boot.ts).
// Each test opens the page at `commit`, holds the app's script until its actions are done, then
// lets the app hydrate and checks that every action had the effect it would have had afterwards.
import type { Page } from '@playwright/test';
import { operationUrlPath } from '../../contract/operations.ts';
import { appStartEvents } from '../../web/src/shared/app-start.ts';
import { heroCopy } from '../../web/src/features/home/home-copy.ts';
import { expect, test } from './fixtures.ts';
import { acceptConsentBeforeLoad, appOrigin, stubWebApp } from './home-support.ts';
import { hydrated } from './site-routes.ts';

interface HeldApp {
  /** Lets the app's script through; the page then hydrates. */
  release: () => Promise<void>;
  requested: () => boolean;
}

async function holdApp(page: Page): Promise<HeldApp> {
  let releaseApp = () => {};
  const appHeld = new Promise<void>((resolve) => {
    releaseApp = resolve;
  });
  let requested = false;
  await page.route('**/assets/entry-client-*.js', async (route) => {
    requested = true;
    await appHeld;
    await route.continue();
  });
  return {
    async release() {
      releaseApp();
      await page.waitForFunction(hydrated);
    },
    requested: () => requested,
  };
}

function trackingRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(operationUrlPath('saveTrackingData'))) sent.push(request.url());
  });
  return sent;
}

async function storedTrackingRecord(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('trackingData'));
}

test.describe('with a choice already stored', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await acceptConsentBeforeLoad(context, baseURL);
  });

  test('five taps on Next move the carousel five cards, and taps past the end stop there', async ({
    page,
  }) => {
    const app = await holdApp(page);
    await page.goto('/', { waitUntil: 'commit' });
    const carousel = page.getByRole('region', { name: 'What members say' });
    const next = carousel.getByRole('button', { name: 'Next testimonials' });
    const firstSlide = carousel.locator('[aria-roledescription="slide"]').first();
    for (let tap = 0; tap < 5; tap += 1) await next.click();
    await expect(firstSlide, 'nothing moves without the app').toHaveAccessibleName('1 of 12');
    await expect.poll(app.requested, { message: 'the first tap asked for the app' }).toBe(true);

    await app.release();
    await expect(firstSlide).toHaveAccessibleName('6 of 12');

    // Now hydrated: the remaining taps run into the bound, 10 of 12 being the last window. Forced,
    // because a visitor can tap an arrow that says it is disabled.
    for (let tap = 0; tap < 6; tap += 1) await next.click({ force: true });
    await expect(firstSlide).toHaveAccessibleName('10 of 12');
    await expect(next).toHaveAttribute('aria-disabled', 'true');
  });

  test('a Next and a Previous before the app arrives cancel out, in order', async ({ page }) => {
    const app = await holdApp(page);
    await page.goto('/', { waitUntil: 'commit' });
    const carousel = page.getByRole('region', { name: 'What members say' });
    // Forced: until the app runs, the arrows still show the first window's disabled Previous.
    const previous = carousel.getByRole('button', { name: 'Previous testimonials' });
    const next = carousel.getByRole('button', { name: 'Next testimonials' });
    for (const arrow of [previous, next, next, previous]) await arrow.click({ force: true });
    await app.release();
    // Previous at the start does nothing, then +1 +1 -1.
    await expect(carousel.locator('[aria-roledescription="slide"]').first()).toHaveAccessibleName('2 of 12');
  });

  test('two FAQ questions opened before the app arrives both stay open', async ({ page }) => {
    const app = await holdApp(page);
    await page.goto('/', { waitUntil: 'commit' });
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    const second = faq.locator('details', { hasText: 'How does Fernly fit exercise into my calendar?' });
    const third = faq.locator('details', { hasText: 'What happens if I miss a workout?' });
    await second.locator('summary').click();
    await third.locator('summary').click();
    // Native disclosures: open at once, with no app at all.
    await expect(second.getByText(/looks for free gaps/)).toBeVisible();
    await expect(third.getByText(/Your plant stops growing for a day/)).toBeVisible();

    await app.release();
    await expect(second).toHaveAttribute('open', '');
    await expect(third).toHaveAttribute('open', '');
    await expect(second.getByText(/looks for free gaps/)).toBeVisible();
  });

  test('Play tapped before the app arrives leaves the clip playing, as the button said', async ({ page }) => {
    const app = await holdApp(page);
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('button', { name: heroCopy.playVideo }).click();
    const replayed = page.evaluate(
      (event) =>
        new Promise<void>((resolve) => {
          addEventListener(
            event,
            () => {
              resolve();
            },
            { once: true },
          );
        }),
      appStartEvents.tapsReplayed,
    );
    await app.release();
    await replayed;
    // The clip starts on its own once the app runs; replaying the Play would have paused it.
    await expect(page.getByRole('button', { name: heroCopy.pauseVideo })).toBeVisible();
    expect(await page.locator('video.hero__video').evaluate((video: HTMLVideoElement) => video.paused)).toBe(
      false,
    );
  });

  test('a call to action tapped early does what it does once the app is there', async ({
    page,
    isMobile,
  }) => {
    await stubWebApp(page);
    const app = await holdApp(page);
    await page.goto('/', { waitUntil: 'commit' });
    const cta = page.getByRole('link', { name: 'Start moving today' }).first();
    await cta.click({ noWaitAfter: true });
    await expect.poll(app.requested).toBe(true);
    expect(page.url(), 'the page waits for the app rather than leaving').not.toContain(appOrigin);

    await app.release();
    if (isMobile) {
      // Phones go straight to the web app, with the visit record in the link.
      await page.waitForURL(`${appOrigin}/**`);
      expect(new URL(page.url()).searchParams.get('wherefrom')).toBeTruthy();
    } else {
      // Other devices get the QR-code dialog the spec asks for.
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.getByRole('dialog').getByRole('img')).toBeVisible();
    }
  });
});

test.describe('consent', () => {
  test('Accept then the privacy switch, before the app arrives, ends in "denied" with nothing sent', async ({
    page,
    context,
  }) => {
    const sent = trackingRequests(page);
    const app = await holdApp(page);
    await page.goto('/privacy-policy', { waitUntil: 'commit' });
    const bar = page.getByRole('region', { name: 'Cookie choice' });
    await bar.getByRole('button', { name: 'Accept' }).click();
    await expect(bar, 'the bar goes at once').toBeHidden();
    const toggle = page.getByRole('switch', { name: 'Allow analytics cookies and visit statistics' });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');

    await app.release();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByText(/You have rejected analytics cookies/)).toBeVisible();
    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'analytics_consent');
    expect(cookie?.value).toBe('denied');
    expect(await page.evaluate(() => window.localStorage.getItem('gaAccept'))).toBe('no');
    expect(await storedTrackingRecord(page)).toBeNull();

    // And on the next page, loaded and hydrated in full.
    await page.getByRole('link', { name: 'Contact Us' }).first().click();
    await page.waitForURL('**/contact-us');
    await page.reload();
    await page.waitForFunction(hydrated);
    await expect(bar).toBeHidden();
    // Give a visit record every chance to go out before counting.
    await page.waitForLoadState('networkidle');
    expect(sent, 'no visit is sent after a Reject').toEqual([]);
    expect(await storedTrackingRecord(page)).toBeNull();
  });

  test('Reject tapped before the app arrives, then other taps: the choice holds and nothing is sent', async ({
    page,
    context,
  }) => {
    const sent = trackingRequests(page);
    const app = await holdApp(page);
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('region', { name: 'Cookie choice' }).getByRole('button', { name: 'Reject' }).click();
    const carousel = page.getByRole('region', { name: 'What members say' });
    await carousel.getByRole('button', { name: 'Next testimonials' }).click();
    await carousel.getByRole('button', { name: 'Next testimonials' }).click();

    await app.release();
    await expect(carousel.locator('[aria-roledescription="slide"]').first()).toHaveAccessibleName('3 of 12');
    await page.waitForLoadState('networkidle');
    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'analytics_consent');
    expect(cookie?.value).toBe('denied');
    expect(sent).toEqual([]);
    expect(await storedTrackingRecord(page)).toBeNull();
  });

  test('Reject deletes the visit history kept before the choice', async ({ page }) => {
    await page.goto('/about');
    await page.waitForFunction(hydrated);
    await expect.poll(() => storedTrackingRecord(page)).not.toBeNull();
    await page.getByRole('region', { name: 'Cookie choice' }).getByRole('button', { name: 'Reject' }).click();
    expect(await storedTrackingRecord(page)).toBeNull();
  });
});

test('the contact form keeps everything typed and chosen before the app arrives, and sends it', async ({
  page,
  context,
  baseURL,
}) => {
  await acceptConsentBeforeLoad(context, baseURL);
  const app = await holdApp(page);
  await page.goto('/contact-us', { waitUntil: 'commit' });
  const form = page.locator('form.contact-form');
  await form.getByLabel('First name').fill('Maya');
  await form.getByLabel('Last name').fill('Okafor');
  await form.getByLabel('Email address').fill('maya@example.com');
  await form.getByLabel('Reason').selectOption('Feedback');
  await form.getByLabel('Message').fill('Typed before the page was ready.');
  await form.getByRole('checkbox').check();

  await app.release();
  await expect(form.getByLabel('First name')).toHaveValue('Maya');
  await expect(form.getByLabel('Last name')).toHaveValue('Okafor');
  await expect(form.getByLabel('Email address')).toHaveValue('maya@example.com');
  await expect(form.getByLabel('Reason')).toHaveValue('Feedback');
  await expect(form.getByLabel('Message')).toHaveValue('Typed before the page was ready.');
  await expect(form.getByRole('checkbox')).toBeChecked();
  const send = form.getByRole('button', { name: 'Send message' });
  await expect(send, 'the Send button agrees with the ticked box').toBeEnabled();

  const request = page.waitForRequest(`**${operationUrlPath('sendEmail')}`);
  await send.click();
  const body: unknown = (await request).postDataJSON();
  expect(body).toMatchObject({
    name: 'Maya Okafor',
    email: 'maya@example.com',
    message: 'Contact from Website Feedback - Typed before the page was ready.',
  });
  await expect(page.getByText('Your message has been sent!')).toBeVisible();
  await expect(form.getByLabel('Message'), 'a sent form clears').toHaveValue('');
  await expect(form.getByRole('checkbox')).not.toBeChecked();
  await expect(send).toBeDisabled();
});

// A hurried visitor acts as soon as the page shows. Each test opens the page at `commit` and holds
// back every script the page may load (the islands, the router): the page's own inline script runs
// its controls from the first paint (web/src/boot.ts), so each action answers at once, and what
// waits for React (a message sent before the form has hydrated) is done once it arrives.
import type { Page } from '@playwright/test';
import { operationUrlPath } from '../../contract/operations.ts';
import { heroCopyFileSchema } from '../../web/src/features/hero/hero-copy-schema.ts';
import { readContentFile } from '../content-file.ts';
import { onEveryScreen } from './devices.ts';
import { expect, test } from './fixtures.ts';
import { acceptConsentBeforeLoad, appOrigin, expectCarouselAt, stubWebApp } from './home-support.ts';

const heroCopy = readContentFile('content/pages/hero.yaml', heroCopyFileSchema).hero;

interface HeldScripts {
  /** Lets the held scripts through. */
  release: () => void;
  /** The scripts the page has asked for so far. */
  requested: () => readonly string[];
}

async function holdScripts(page: Page): Promise<HeldScripts> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const requested: string[] = [];
  await page.route('**/assets/**/*.js', async (route) => {
    requested.push(new URL(route.request().url()).pathname);
    await held;
    await route.continue();
  });
  return { release, requested: () => requested };
}

function trackingRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(operationUrlPath('saveTrackingData'))) sent.push(request.url());
  });
  return sent;
}

async function storedVisitRecord(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('trackingData'));
}

// A hurried tap is answered where it lands, on a wide screen and on a phone, whose controls differ.
test.describe('with a choice already stored', onEveryScreen, () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await acceptConsentBeforeLoad(context, baseURL);
  });

  test('five taps on Next move the carousel five cards at once, and taps past the end stop there', async ({
    page,
    isMobile,
  }) => {
    await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const carousel = page.getByRole('region', { name: 'What members say' });
    const next = carousel.getByRole('button', { name: 'Next testimonials' });
    for (let tap = 0; tap < 5; tap += 1) await next.click();
    await expectCarouselAt(carousel, 6);

    // A visitor can tap a button that says it is disabled.
    for (let tap = 0; tap < 8; tap += 1) await next.click({ force: true });
    await expectCarouselAt(carousel, isMobile ? 12 : 10);
    await expect(next).toHaveAttribute('aria-disabled', 'true');
  });

  test('a Previous, two Nexts and a Previous, tapped in a row, end one card on', async ({ page }) => {
    await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const carousel = page.getByRole('region', { name: 'What members say' });
    const previous = carousel.getByRole('button', { name: 'Previous testimonials' });
    const next = carousel.getByRole('button', { name: 'Next testimonials' });
    // Forced: Previous says it is disabled at the start, and a visitor can tap it anyway.
    for (const button of [previous, next, next, previous]) await button.click({ force: true });
    await expectCarouselAt(carousel, 2);
  });

  test('two FAQ questions opened at once both stay open', async ({ page }) => {
    await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    const second = faq.locator('details', { hasText: 'How does Fernly fit exercise into my calendar?' });
    const third = faq.locator('details', { hasText: 'What happens if I miss a workout?' });
    await second.locator('summary').click();
    await third.locator('summary').click();
    await expect(second.getByText(/looks for free gaps/)).toBeVisible();
    await expect(third.getByText(/Your plant stops growing for a day/)).toBeVisible();
  });

  test('Play tapped before the clip starts by itself leaves it playing, as the button said', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    // The clip starts by itself after the load event: holding the images holds that moment back
    // until the visitor has tapped.
    let releaseImages = () => {};
    const imagesHeld = new Promise<void>((resolve) => {
      releaseImages = resolve;
    });
    await page.route(/\.(avif|webp|jpe?g|png|svg)$/, async (route) => {
      await imagesHeld;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('button', { name: heroCopy.playVideo }).click();
    await expect(page.getByRole('button', { name: heroCopy.pauseVideo })).toBeVisible();
    // Past the moment the clip would start by itself, which must not undo the visitor's Play.
    releaseImages();
    await page.waitForLoadState('load');
    await page.waitForTimeout(2000);
    await expect(page.getByRole('button', { name: heroCopy.pauseVideo })).toBeVisible();
    expect(await page.locator('video.hero__video').evaluate((video: HTMLVideoElement) => video.paused)).toBe(
      false,
    );
  });

  test('a call to action tapped at once, with every script held back, does what it always does', async ({
    page,
    isMobile,
  }) => {
    await stubWebApp(page);
    const scripts = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Start moving today' }).first().click({ noWaitAfter: true });
    if (isMobile) {
      // Phones go straight to the web app, with the visit record in the link.
      await page.waitForURL(`${appOrigin}/**`);
      expect(new URL(page.url()).searchParams.get('wherefrom')).toBeTruthy();
    } else {
      // Other devices get the QR-code dialog the spec asks for.
      const dialog = page.getByRole('dialog', { name: 'Start Fernly on your phone' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('img', { name: /QR code linking to/ })).toBeVisible();
      const link = await dialog
        .getByRole('link', { name: 'Open Fernly in this browser' })
        .getAttribute('href');
      expect(new URL(link ?? '').searchParams.get('wherefrom')).toBeTruthy();
    }
    // The field vitals' module loads at the first idle moment whatever the visitor does (decision 0045).
    const needed = scripts.requested().filter((path) => !/\/fieldVitals-[^/]*\.js$/.test(path));
    expect(needed, 'nothing needed a script from the server').toEqual([]);
  });
});

test.describe('with the page’s scripts blocked', onEveryScreen, () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });

  test('the calls to action and the carousel still answer', async ({ page, isMobile, context, baseURL }) => {
    await acceptConsentBeforeLoad(context, baseURL);
    await stubWebApp(page);
    await page.route('**/assets/**/*.js', (route) => route.abort());
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'What members say' });
    await carousel.getByRole('button', { name: 'Next testimonials' }).click();
    await expectCarouselAt(carousel, 2);
    await page.getByRole('button', { name: 'Start moving today' }).first().click({ noWaitAfter: true });
    if (isMobile) await page.waitForURL(`${appOrigin}/**`);
    else await expect(page.getByRole('dialog', { name: 'Start Fernly on your phone' })).toBeVisible();
  });
});

test.describe('consent', onEveryScreen, () => {
  test('Accept then the privacy switch, at once, ends in "denied" with nothing sent', async ({
    page,
    context,
  }) => {
    const sent = trackingRequests(page);
    const scripts = await holdScripts(page);
    await page.goto('/privacy-policy', { waitUntil: 'commit' });
    const bar = page.getByRole('region', { name: 'Cookie choice' });
    await bar.getByRole('button', { name: 'Accept' }).click();
    await expect(bar, 'the bar goes at once').toBeHidden();
    const toggle = page.getByRole('switch', { name: 'Allow analytics cookies and visit statistics' });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByText(/You have rejected analytics cookies/)).toBeVisible();
    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'analytics_consent');
    expect(cookie?.value).toBe('denied');
    expect(await page.evaluate(() => window.localStorage.getItem('gaAccept'))).toBe('no');
    expect(await storedVisitRecord(page)).toBeNull();

    // And on the next page, loaded in full.
    scripts.release();
    await page.goto('/contact-us');
    await expect(bar).toBeHidden();
    // Give a visit record every chance to go out before counting.
    await page.waitForLoadState('networkidle');
    expect(sent.length, 'only the first page’s visit, before the choice').toBeLessThanOrEqual(1);
    expect(await storedVisitRecord(page)).toBeNull();
  });

  test('Reject tapped at once, then other taps: the choice holds and nothing is kept or sent after it', async ({
    page,
    context,
  }) => {
    await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('region', { name: 'Cookie choice' }).getByRole('button', { name: 'Reject' }).click();
    const sent = trackingRequests(page);
    const carousel = page.getByRole('region', { name: 'What members say' });
    await carousel.getByRole('button', { name: 'Next testimonials' }).click();
    await carousel.getByRole('button', { name: 'Next testimonials' }).click();
    await expectCarouselAt(carousel, 3);
    await page.reload();
    await page.waitForLoadState('networkidle');
    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'analytics_consent');
    expect(cookie?.value).toBe('denied');
    expect(sent).toEqual([]);
    expect(await storedVisitRecord(page)).toBeNull();
  });

  test('Reject deletes the visit history kept before the choice', async ({ page }) => {
    await page.goto('/about');
    await expect.poll(() => storedVisitRecord(page)).not.toBeNull();
    await page.getByRole('region', { name: 'Cookie choice' }).getByRole('button', { name: 'Reject' }).click();
    expect(await storedVisitRecord(page)).toBeNull();
  });
});

test(
  'the contact form keeps everything typed before it hydrates, and sends a message sent meanwhile',
  onEveryScreen,
  async ({ page, context, baseURL }) => {
    await acceptConsentBeforeLoad(context, baseURL);
    const scripts = await holdScripts(page);
    await page.goto('/contact-us', { waitUntil: 'commit' });
    const form = page.locator('form.contact-form');
    await form.getByLabel('First name').fill('Maya');
    await form.getByLabel('Last name').fill('Okafor');
    await form.getByLabel('Email address').fill('maya@example.com');
    await form.getByLabel('Reason').selectOption('Feedback');
    await form.getByLabel('Message').fill('Typed before the page was ready.');
    await form.getByRole('checkbox').check();
    const send = form.getByRole('button', { name: 'Send message' });
    await expect(send, 'the tick turns Send on at once').toBeEnabled();
    const request = page.waitForRequest(`**${operationUrlPath('sendEmail')}`);
    await send.click();
    await expect(form, 'the form shows it is sending').toHaveAttribute('aria-busy', 'true');
    expect(scripts.requested().some((path) => path.includes('/contactForm-'))).toBe(true);

    scripts.release();
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
  },
);

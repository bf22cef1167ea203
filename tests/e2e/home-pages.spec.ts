import { onEveryScreen } from './devices.ts';
import { expect, test } from './fixtures.ts';
import { acceptConsentBeforeLoad, gotoReady } from './home-support.ts';

const homeSections = [
  'Built for the way your brain actually works',
  'Built by people who get it',
  'What members say',
  'No. 1 Product of the Month in Health and Fitness',
  'Simple plans, no small print',
  'Fernly runs right in your browser',
  'As seen in',
  'Frequently asked questions',
  'Try Fernly free',
];

async function sectionHeadings(page: import('@playwright/test').Page): Promise<string[]> {
  return page
    .locator('main h2')
    .evaluateAll((headings) => headings.map((heading) => heading.textContent.trim()));
}

// Without script the screen's width decides what a call to action is; the hero's clip plays on both.
test.describe('pre-rendered content', onEveryScreen, () => {
  test.use({ javaScriptEnabled: false });

  test('the home page has every section in the spec’s order, then the footer', async ({ page, isMobile }) => {
    // Without script a phone's call to action is a link to the app, a computer's a button.
    const callToAction = isMobile ? 'link' : 'button';
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole(callToAction, { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Exercise that fits an ADHD brain');
    await expect(page.getByRole(callToAction, { name: 'Start moving today' }).first()).toBeVisible();
    expect(await sectionHeadings(page)).toEqual(homeSections);
    for (const name of ['Maya Okafor', 'Daniel Reyes', 'Priya Raman']) {
      await expect(page.getByRole('heading', { name, level: 3 })).toBeVisible();
    }
    await expect(page.getByRole('contentinfo')).toBeAttached();
  });

  test('/HomePage1 drops the team, offers Get your plan and shows the app with one quote', async ({
    page,
    isMobile,
  }) => {
    const callToAction = isMobile ? 'link' : 'button';
    await page.goto('/HomePage1');
    await expect(page.getByRole('banner').getByRole(callToAction, { name: 'Get your plan' })).toBeVisible();
    await expect(page.getByRole('banner').getByText('Login')).toHaveCount(0);
    expect(await sectionHeadings(page)).toEqual(
      homeSections.filter((title) => title !== 'Built by people who get it'),
    );
    await expect(page.locator('.hero').getByRole('img', { name: /The Fernly app on a phone/ })).toBeVisible();
    await expect(page.locator('.hero blockquote')).toHaveCount(1);
    await expect(page.locator('video')).toHaveCount(0);
  });

  test('/Heka speaks to employers and employees and shows no prices', async ({ page }) => {
    await page.goto('/heka');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Movement that fits around the working day',
    );
    await expect(page.getByRole('heading', { name: 'Getting started takes two minutes' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /A benefit that supports neuroinclusion/ })).toBeVisible();
    await expect(page.getByText('£')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Contact our partnerships team' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
  });
});

// axe on these pages, with the consent bar showing, is site-a11y.spec.ts's, as on every page.

test.describe('hero video', onEveryScreen, () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await acceptConsentBeforeLoad(context, baseURL);
  });

  test('does not play under prefers-reduced-motion, and the button starts it', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoReady(page, '/');
    const video = page.locator('.hero video');
    await expect(page.locator('.hero picture img')).toHaveAttribute('src', /hero-poster/);
    await expect(video).toHaveAttribute('preload', 'none');
    await expect(video).toHaveJSProperty('muted', true);
    await expect(video).toHaveJSProperty('loop', true);
    await page.waitForTimeout(2000);
    await expect(video).toHaveJSProperty('paused', true);
    const play = page.getByRole('button', { name: 'Play background video' });
    await play.click();
    await expect(page.getByRole('button', { name: 'Pause background video' })).toBeVisible();
    await expect(video).toHaveJSProperty('paused', false);
  });

  test('loops silently on its own otherwise, and can be paused', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await gotoReady(page, '/');
    const video = page.locator('.hero video');
    await expect(video).toHaveJSProperty('paused', false);
    await page.getByRole('button', { name: 'Pause background video' }).click();
    await expect(video).toHaveJSProperty('paused', true);
    await expect(page.getByRole('button', { name: 'Play background video' })).toBeVisible();
  });
});

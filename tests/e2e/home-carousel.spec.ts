// The testimonial carousel: a strip of all twelve cards that scrolls and snaps on its own, with
// Previous and Next run by the page's own script from the first paint (carousel-enhancement.ts).
// Three cards are in view on a wide screen (the spec's window), one on a phone.
import type { Locator } from '@playwright/test';
import { onEveryScreen } from './devices.ts';
import { expect, test } from './fixtures.ts';
import { acceptConsentBeforeLoad, expectCarouselAt, gotoReady } from './home-support.ts';

test.beforeEach(async ({ context, baseURL, page }) => {
  await acceptConsentBeforeLoad(context, baseURL);
  await gotoReady(page, '/');
});

/** The positions ("n of 12") of the cards wholly inside the strip's box. */
function cardsInView(strip: Locator): Promise<string[]> {
  return strip.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return Array.from(element.querySelectorAll('[aria-roledescription="slide"]'))
      .filter((card) => {
        const { left, right } = card.getBoundingClientRect();
        return left >= box.left - 1 && right <= box.right + 1;
      })
      .map((card) => card.getAttribute('aria-label') ?? '');
  });
}

// Three cards in view on a wide screen, one on a phone: every test runs on both.
test(
  'shows a strip of twelve and moves one card at a time within the bounds',
  onEveryScreen,
  async ({ page, isMobile }) => {
    const carousel = page.getByRole('region', { name: 'What members say' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const strip = carousel.getByRole('group', { name: /^Showing testimonials? / });
    const previous = carousel.getByRole('button', { name: 'Previous testimonials' });
    const next = carousel.getByRole('button', { name: 'Next testimonials' });

    await expect(strip.locator('[aria-roledescription="slide"]')).toHaveCount(12);
    await expect(strip).toHaveAccessibleName(
      isMobile ? 'Showing testimonial 1 of 12' : 'Showing testimonials 1 to 3 of 12',
    );
    expect(await cardsInView(strip)).toEqual(isMobile ? ['1 of 12'] : ['1 of 12', '2 of 12', '3 of 12']);
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toHaveAttribute('aria-disabled', 'false');

    // A tap on a button at its bound changes nothing. (Playwright will not click what is
    // aria-disabled; a visitor can.)
    await previous.click({ force: true });
    await expectCarouselAt(carousel, 1);

    await next.click();
    await expectCarouselAt(carousel, 2);
    await expect(previous).toHaveAttribute('aria-disabled', 'false');
    await expect
      .poll(() => cardsInView(strip))
      .toEqual(isMobile ? ['2 of 12'] : ['2 of 12', '3 of 12', '4 of 12']);
  },
);

test(
  'works from the keyboard and keeps focus on a button when it reaches a bound',
  onEveryScreen,
  async ({ page, isMobile }) => {
    const inView = isMobile ? 1 : 3;
    const last = 12 - inView + 1;
    const carousel = page.getByRole('region', { name: 'What members say' });
    const previous = carousel.getByRole('button', { name: 'Previous testimonials' });
    const next = carousel.getByRole('button', { name: 'Next testimonials' });
    const status = carousel.locator('[aria-live="polite"]');

    await next.focus();
    for (let press = 1; press < last; press += 1) await page.keyboard.press('Enter');
    await expectCarouselAt(carousel, last);
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toBeFocused();
    await expect(status).toHaveText(
      isMobile ? 'Showing testimonial 12 of 12' : 'Showing testimonials 10 to 12 of 12',
    );

    await page.keyboard.press('Enter');
    await expectCarouselAt(carousel, last);

    await page.keyboard.press('Shift+Tab');
    await expect(previous).toBeFocused();
    await page.keyboard.press('Space');
    await expectCarouselAt(carousel, last - 1);
    await expect(next).toHaveAttribute('aria-disabled', 'false');
  },
);

test('does not move by itself', onEveryScreen, async ({ page }) => {
  const carousel = page.getByRole('region', { name: 'What members say' });
  await page.waitForTimeout(3000);
  await expectCarouselAt(carousel, 1);
});

test(
  'the strip scrolls from the keyboard too, and the buttons follow it',
  onEveryScreen,
  async ({ page }) => {
    const carousel = page.getByRole('region', { name: 'What members say' });
    const strip = carousel.getByRole('group', { name: /^Showing testimonials? / });
    await expect(strip).toHaveAttribute('tabindex', '0');
    await strip.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => strip.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await expect(carousel.getByRole('button', { name: 'Previous testimonials' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
    // On to the last card, a press at a time, as a visitor would: Next turns off there.
    const next = carousel.getByRole('button', { name: 'Next testimonials' });
    await expect
      .poll(
        async () => {
          await page.keyboard.press('ArrowRight');
          return next.getAttribute('aria-disabled');
        },
        { timeout: 20_000 },
      )
      .toBe('true');
  },
);

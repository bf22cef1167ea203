import { expect, test } from './fixtures.ts';
import { acceptConsentBeforeLoad, gotoHydrated } from './home-support.ts';

test.beforeEach(async ({ context, baseURL, page }) => {
  await acceptConsentBeforeLoad(context, baseURL);
  await gotoHydrated(page, '/');
});

test('shows three of twelve testimonials and moves one at a time within the bounds', async ({ page }) => {
  const carousel = page.getByRole('region', { name: 'What members say' });
  await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
  const slides = carousel.locator('[aria-roledescription="slide"]');
  const previous = carousel.getByRole('button', { name: 'Previous testimonials' });
  const next = carousel.getByRole('button', { name: 'Next testimonials' });

  await expect(slides).toHaveCount(3);
  await expect(slides.nth(0)).toHaveAccessibleName('1 of 12');
  await expect(slides.nth(2)).toHaveAccessibleName('3 of 12');
  await expect(slides.nth(0)).toHaveAttribute('aria-roledescription', 'slide');
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();

  // A click on a disabled arrow changes nothing.
  await previous.click({ force: true });
  await expect(slides.nth(0)).toHaveAccessibleName('1 of 12');

  await next.click();
  await expect(slides.nth(0)).toHaveAccessibleName('2 of 12');
  await expect(previous).toBeEnabled();
  await expect(carousel.getByText('Showing testimonials 2 to 4 of 12')).toBeAttached();
});

test('works from the keyboard and keeps focus on an arrow when it reaches a bound', async ({ page }) => {
  const carousel = page.getByRole('region', { name: 'What members say' });
  const slides = carousel.locator('[aria-roledescription="slide"]');
  const previous = carousel.getByRole('button', { name: 'Previous testimonials' });
  const next = carousel.getByRole('button', { name: 'Next testimonials' });

  await next.focus();
  for (let press = 0; press < 9; press += 1) await page.keyboard.press('Enter');
  await expect(slides.nth(0)).toHaveAccessibleName('10 of 12');
  await expect(slides.nth(2)).toHaveAccessibleName('12 of 12');
  await expect(next).toBeDisabled();
  await expect(next).toBeFocused();
  const status = carousel.locator('[aria-live="polite"]');
  await expect(status).toHaveText('Showing testimonials 10 to 12 of 12');

  await page.keyboard.press('Enter');
  await expect(slides.nth(0)).toHaveAccessibleName('10 of 12');

  await page.keyboard.press('Shift+Tab');
  await expect(previous).toBeFocused();
  await page.keyboard.press('Space');
  await expect(slides.nth(0)).toHaveAccessibleName('9 of 12');
  await expect(next).toBeEnabled();
  await expect(status).toHaveText('Showing testimonials 9 to 11 of 12');
});

test('does not move by itself', async ({ page }) => {
  const slides = page
    .getByRole('region', { name: 'What members say' })
    .locator('[aria-roledescription="slide"]');
  await page.waitForTimeout(3000);
  await expect(slides.nth(0)).toHaveAccessibleName('1 of 12');
});

test('on a narrow screen the window scrolls sideways and can be scrolled from the keyboard', async ({
  page,
  isMobile,
}) => {
  const slidesWindow = page.getByRole('group', { name: 'Showing testimonials 1 to 3 of 12' });
  if (!isMobile) {
    await expect(slidesWindow).not.toHaveAttribute('tabindex');
    return;
  }
  await expect(slidesWindow).toHaveAttribute('tabindex', '0');
  const visibleCards = await slidesWindow
    .locator('[aria-roledescription="slide"]')
    .evaluateAll(
      (cards) => cards.filter((card) => card.getBoundingClientRect().right <= window.innerWidth).length,
    );
  expect(visibleCards).toBe(1);
  await slidesWindow.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => slidesWindow.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
});

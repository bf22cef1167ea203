import { onEveryScreen } from './devices.ts';
import { expect, test } from './fixtures.ts';
import { acceptConsentBeforeLoad, gotoReady } from './home-support.ts';

test.beforeEach(async ({ context, baseURL, page }) => {
  await acceptConsentBeforeLoad(context, baseURL);
  await gotoReady(page, '/');
});

const first = 'Is Fernly only for people with an ADHD diagnosis?';
const second = 'How does Fernly fit exercise into my calendar?';
const third = 'What happens if I miss a workout?';

test('opens and closes each of the four questions independently', onEveryScreen, async ({ page }) => {
  const faq = page.getByRole('region', { name: 'Frequently asked questions' });
  await expect(faq.locator('details')).toHaveCount(4);

  const firstItem = faq.locator('details', { hasText: first });
  const secondItem = faq.locator('details', { hasText: second });
  await expect(firstItem).toHaveJSProperty('open', true);
  await expect(secondItem).toHaveJSProperty('open', false);
  await expect(faq.getByText(/looks for free gaps/)).toBeHidden();

  await secondItem.locator('summary').click();
  await expect(secondItem).toHaveJSProperty('open', true);
  await expect(faq.getByText(/looks for free gaps/)).toBeVisible();
  await expect(firstItem).toHaveJSProperty('open', true);

  await firstItem.locator('summary').click();
  await expect(firstItem).toHaveJSProperty('open', false);
  await expect(faq.getByText(/You never need to prove a diagnosis/)).toBeHidden();
  await expect(secondItem).toHaveJSProperty('open', true);
});

test(
  'each question opens from the keyboard, with a decorative chevron that turns down when open',
  onEveryScreen,
  async ({ page }) => {
    const item = page.locator('details', { hasText: third });
    const summary = item.locator('summary');
    const chevron = summary.locator('svg');
    const answer = item.getByText('Your plant stops growing for a day');
    await expect(answer).toBeHidden();
    await expect(chevron).toHaveAttribute('aria-hidden', 'true');
    await expect(chevron).toHaveCSS('transform', 'none');

    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(answer).toBeVisible();
    // Turned a quarter: the right-pointing chevron now points down.
    await expect(chevron).toHaveCSS(
      'transform',
      /^matrix\(0, 1, -1, 0|^matrix\(6\.\d+e-17, 1, -1, 6\.\d+e-17/,
    );
    await page.keyboard.press('Space');
    await expect(answer).toBeHidden();
  },
);

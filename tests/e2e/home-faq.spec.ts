import { expect, test } from './fixtures.ts';
import { acceptConsentBeforeLoad, gotoHydrated } from './home-support.ts';

test.beforeEach(async ({ context, baseURL, page }) => {
  await acceptConsentBeforeLoad(context, baseURL);
  await gotoHydrated(page, '/');
});

const first = 'Is Fernly only for people with an ADHD diagnosis?';
const second = 'How does Fernly fit exercise into my calendar?';
const third = 'What happens if I miss a workout?';

test('opens and closes each of the four questions independently', async ({ page }) => {
  const faq = page.getByRole('region', { name: 'Frequently asked questions' });
  const questions = faq.getByRole('button');
  await expect(questions).toHaveCount(4);

  const firstButton = faq.getByRole('button', { name: first });
  const secondButton = faq.getByRole('button', { name: second });
  await expect(firstButton).toHaveAttribute('aria-expanded', 'true');
  await expect(secondButton).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.getByText(/looks for free gaps/)).toBeHidden();

  await secondButton.click();
  await expect(secondButton).toHaveAttribute('aria-expanded', 'true');
  await expect(faq.getByText(/looks for free gaps/)).toBeVisible();
  await expect(firstButton).toHaveAttribute('aria-expanded', 'true');

  await firstButton.click();
  await expect(firstButton).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.getByText(/You never need to prove a diagnosis/)).toBeHidden();
  await expect(secondButton).toHaveAttribute('aria-expanded', 'true');
});

test('each button controls its answer and shows a decorative chevron', async ({ page }) => {
  const button = page.getByRole('button', { name: third });
  const panelId = await button.getAttribute('aria-controls');
  expect(panelId).toBeTruthy();
  const panel = page.locator(`[id="${panelId ?? ''}"]`);
  await expect(panel).toBeHidden();
  await expect(button.locator('svg')).toHaveAttribute('aria-hidden', 'true');

  await button.focus();
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('Your plant stops growing for a day');
  await page.keyboard.press('Space');
  await expect(panel).toBeHidden();
});

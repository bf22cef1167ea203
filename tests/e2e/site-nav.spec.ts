import { onEveryScreen, runsOn } from './devices.ts';
import { expect, test } from './fixtures.ts';

/** The site's pages as the menus, the drawer and the footer all name them. */
const everyPage = ['About Us', 'Meet the Team', 'Terms & Conditions', 'Privacy Policy', 'FAQs', 'Contact Us'];

const wide = runsOn(['desktop'], 'the menus show in the bar only above 768 px');
const narrow = runsOn(['phone'], 'the menu button shows at 768 px and below');

test.describe('nav bar on wide screens', wide, () => {
  test('menus open with the keyboard, Esc closes and returns focus', async ({ page }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const company = nav.getByRole('button', { name: 'Company' });
    await expect(company).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'About Us' })).toBeHidden();

    await company.focus();
    await page.keyboard.press('Enter');
    await expect(company).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'About Us' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(company).toHaveAttribute('aria-expanded', 'false');
    await expect(company).toBeFocused();
  });

  test('one menu at a time; a click outside closes it; links navigate', async ({ page }) => {
    await page.goto('/faqs');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Legal' }).click();
    await expect(nav.getByRole('link', { name: 'Terms & Conditions' })).toBeVisible();
    await nav.getByRole('button', { name: 'Support' }).click();
    await expect(nav.getByRole('link', { name: 'Terms & Conditions' })).toBeHidden();
    await expect(nav.getByRole('link', { name: 'Contact Us' })).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(nav.getByRole('link', { name: 'Contact Us' })).toBeHidden();

    await nav.getByRole('button', { name: 'Company' }).click();
    await nav.getByRole('link', { name: 'Meet the Team' }).click();
    await expect(page).toHaveURL(/\/team-page$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Meet the team' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Meet the Team' })).toBeHidden();
  });

  test('has a Login call to action', async ({ page }) => {
    await page.goto('/contact-us');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in on your phone' })).toBeVisible();
  });
});

test.describe('nav bar on narrow screens', narrow, () => {
  test('the menu button shows every page at once, and the drawer closes itself past 768 px', async ({
    page,
  }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const menu = nav.getByRole('button', { name: 'Open menu' });
    await expect(nav.getByRole('button', { name: 'Company' })).toBeHidden();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    // Two taps to any page: every group is open in the drawer.
    for (const name of everyPage) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Login' })).toBeVisible();

    await page.setViewportSize({ width: 1024, height: 800 });
    // The menu button is hidden past the breakpoint, so wait on its state: narrowing again before the
    // media query's change has been seen would test nothing a person can do.
    const hiddenMenu = nav.getByRole('button', { name: 'Open menu', includeHidden: true });
    await expect(hiddenMenu).toBeHidden();
    await expect(hiddenMenu).toHaveAttribute('aria-expanded', 'false');
    await page.setViewportSize({ width: 412, height: 915 });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'FAQs' })).toBeHidden();
  });

  test('Esc and the Close button close the drawer, and focus returns to the menu button', async ({
    page,
  }) => {
    await page.goto('/faqs');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const menu = nav.getByRole('button', { name: 'Open menu' });
    await menu.click();
    await nav.getByRole('link', { name: 'About Us' }).focus();
    await page.keyboard.press('Escape');
    await expect(menu).toBeFocused();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    await menu.click();
    await nav.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'About Us' })).toBeHidden();
  });

  test('following a link closes the drawer', async ({ page }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Open menu' }).click();
    await nav.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
  test('the privacy table of contents collapses and expands', async ({ page }) => {
    await page.goto('/privacy-policy');
    const toc = page.getByRole('navigation', { name: 'Contents' });
    await expect(toc.getByRole('link', { name: 'Introduction' })).toBeHidden();
    await toc.locator('summary', { hasText: /Show all 15 sections/ }).click();
    await expect(toc.getByRole('link')).toHaveCount(15);
    await expect(toc.getByRole('link', { name: 'Complaints' })).toBeVisible();
  });
});

test.describe('footer', () => {
  test(
    'repeats the menus, links five social profiles and shows this year',
    onEveryScreen,
    async ({ page }) => {
      await page.goto('/blog-page');
      const footer = page.getByRole('contentinfo');
      for (const name of everyPage) {
        await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
      }
      for (const network of ['Facebook', 'Instagram', 'YouTube', 'LinkedIn', 'TikTok']) {
        await expect(footer.getByRole('link', { name: new RegExp(`^${network}`) })).toHaveAttribute(
          'href',
          /^https:\/\//,
        );
      }
      await expect(footer).toContainText(`© ${new Date().getFullYear()} Fernly Ltd`);
    },
  );

  test(
    'the table of contents is open on wide screens',
    runsOn(['desktop'], 'collapsed on phones'),
    async ({ page }) => {
      await page.goto('/privacy-policy');
      await expect(page.getByRole('navigation', { name: 'Contents' }).getByRole('link')).toHaveCount(15);
      await expect(page.locator('summary', { hasText: /Show all 15 sections/ })).toBeHidden();
    },
  );
});

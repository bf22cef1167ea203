import { onceOnDesktop, onEveryScreen } from './devices.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { gotoReady } from './home-support.ts';
import { siteRoutes } from './site-routes.ts';

// axe judges the page as laid out: contrast, target sizes and reflow differ between the wide
// layout and the phone's, so each page is checked on both.

test.describe('accessibility', () => {
  for (const route of siteRoutes()) {
    test(
      `${route.path} has no axe violations with the consent bar shown`,
      onEveryScreen,
      async ({ page }) => {
        await gotoReady(page, route.path);
        await expect(page.getByRole('region', { name: 'Cookie choice' })).toBeVisible();
        await expectNoAxeViolations(page);
      },
    );
  }

  test('the 404 page has no axe violations', onEveryScreen, async ({ page }) => {
    await gotoReady(page, '/no-such-page');
    await expectNoAxeViolations(page);
  });

  test(
    'open menus, the open drawer and the expanded contents have no axe violations',
    onEveryScreen,
    async ({ page, isMobile }) => {
      await gotoReady(page, '/privacy-policy');
      const nav = page.getByRole('navigation', { name: 'Main' });
      if (isMobile) {
        // A click outside the nav closes the drawer, so the contents are expanded first.
        await page
          .getByRole('navigation', { name: 'Contents' })
          .locator('summary', { hasText: /Show all 15 sections/ })
          .click();
        // The drawer lists every page at once (no groups to open).
        await nav.getByRole('button', { name: 'Open menu' }).click();
      } else {
        await nav.getByRole('button', { name: 'Company' }).click();
      }
      await expectNoAxeViolations(page);
    },
  );

  test(
    'the skip link is the first stop and moves focus to the main content',
    onceOnDesktop('a keyboard’s first Tab: phones have no keyboard to press it with'),
    async ({ page }) => {
      await gotoReady(page, '/about');
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to main content' });
      await expect(skip).toBeFocused();
      await expect(skip).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(page.locator('main')).toBeFocused();
    },
  );

  test(
    'the contact form alerts are live regions present before any message',
    onceOnDesktop('the live regions are in the page’s markup, whatever the screen'),
    async ({ page }) => {
      await page.goto('/contact-us');
      await expect(page.getByRole('status')).toHaveCount(1);
      await expect(page.getByRole('alert')).toHaveCount(1);
      await expect(page.getByRole('alert')).toBeEmpty();
    },
  );

  test.use({ allowedConsoleErrors: [[/status of 404/], { scope: 'test' }] });
});

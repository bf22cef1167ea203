// The cookies the page's script sets, as Chromium stores them: Secure, with the SameSite the spec
// gives each. The headers every page and file is served with, and the hashes of its inline code,
// are read without a browser in tests/site/security-headers.test.ts.
import { onceOnDesktop } from './devices.ts';
import { expect, test } from './fixtures.ts';
import { gotoReady } from './home-support.ts';

const onDesktop = onceOnDesktop('how Chromium stores a cookie does not depend on the screen');

test.describe('security headers', onDesktop, () => {
  test('cookies the site sets are Secure with the SameSite the spec gives them', async ({
    page,
    context,
  }) => {
    await gotoReady(page, '/quay');
    await page.getByRole('region', { name: 'Cookie choice' }).getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByRole('region', { name: 'Cookie choice' })).toHaveCount(0);

    const cookies = await context.cookies();
    // Chromium treats 127.0.0.1 and localhost as secure contexts, so Secure cookies are kept there.
    expect(
      cookies.map((cookie) => cookie.name).sort(),
      'the consent and affiliate cookies were stored',
    ).toEqual(['affiliateSource', 'analytics_consent']);
    for (const cookie of cookies) {
      expect.soft(cookie.secure, `${cookie.name} is Secure`).toBe(true);
    }
    const sameSite = Object.fromEntries(cookies.map((cookie) => [cookie.name, cookie.sameSite]));
    expect(sameSite, 'SameSite of each cookie').toEqual({
      analytics_consent: 'Lax',
      affiliateSource: 'None',
    });
  });
});

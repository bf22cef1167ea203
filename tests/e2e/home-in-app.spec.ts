import { runsOn } from './devices.ts';
import { expect, test } from './fixtures.ts';
import { acceptConsentBeforeLoad, gotoReady, loginUrl, signupUrl } from './home-support.ts';

// Chromium has no handler for the escape schemes and drops those navigations; the Navigation
// API still announces each one, which is how these tests see where a call to action went.
const refusedLaunch = /launch '(intent|x-safari-https):/;

const instagramOnAndroid =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/UQ1A.240205.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.230 Mobile Safari/537.36 Instagram 316.0.0.38.109 Android';
const instagramOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 321.0.2.18.110';

test.use({ allowedConsoleErrors: [[refusedLaunch], { scope: 'test' }] });

test.beforeEach(async ({ context, baseURL, page }) => {
  await acceptConsentBeforeLoad(context, baseURL);
  await page.addInitScript(() => {
    // The Navigation API is not in TypeScript's DOM library yet, hence the untyped reads.
    const navigation: unknown = Reflect.get(window, 'navigation');
    if (!(navigation instanceof EventTarget)) throw new Error('This Chromium has no Navigation API');
    navigation.addEventListener('navigate', (event) => {
      const destination: unknown = Reflect.get(event, 'destination');
      const url: unknown = destination instanceof Object ? Reflect.get(destination, 'url') : undefined;
      if (typeof url === 'string' && !url.startsWith('http')) console.info(`escape ${url}`);
    });
  });
});

async function attemptedLaunch(page: import('@playwright/test').Page): Promise<string> {
  const message = await page.waitForEvent('console', (candidate) => candidate.text().startsWith('escape '));
  return message.text().slice('escape '.length);
}

test.describe(
  'inside Instagram on Android',
  runsOn(['phone'], 'in-app browsers are phones: an Android one'),
  () => {
    test.use({ userAgent: instagramOnAndroid });

    test('the call to action hands the app link to Chrome through an intent', async ({ page }) => {
      await gotoReady(page, '/');
      const launch = attemptedLaunch(page);
      await page.getByRole('button', { name: 'Start moving today' }).first().click();
      const url = await launch;
      const signup = new URL(signupUrl);
      expect(url.startsWith(`intent://${signup.host}${signup.pathname}?wherefrom=`)).toBe(true);
      // The app's own scheme: https in production, http for the local stack's stand-in app.
      expect(url).toContain(`#Intent;scheme=${signup.protocol.slice(0, -1)};package=com.android.chrome;`);
      expect(url).toContain(`S.browser_fallback_url=${encodeURIComponent(`${signupUrl}?`)}`);
    });
  },
);

test.describe(
  'inside Instagram on iPhone',
  runsOn(['iphone'], 'in-app browsers are phones: an iPhone one'),
  () => {
    test.use({ userAgent: instagramOnIphone });

    test('the call to action hands the app link to Safari', async ({ page }) => {
      await gotoReady(page, '/');
      const launch = attemptedLaunch(page);
      await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
      const url = await launch;
      expect(url.startsWith(`x-safari-${loginUrl}?wherefrom=`)).toBe(true);
    });
  },
);

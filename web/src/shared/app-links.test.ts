import { describe, expect, it } from 'vitest';
import type { components } from '../../../contract/openapi.gen.ts';
import { appLink, escapeLink, inAppBrowserKind, mobileAppLink } from './app-links.ts';
import { standardTrial, type Partner } from './visit.ts';

function partner(slug: string): Partner {
  return {
    slug,
    path: `/${slug}`,
    name: slug,
    discountPercent: 20,
    trial: standardTrial,
    showsBanner: false,
    title: slug,
    description: slug,
  };
}

const appOrigin = 'https://app.fernly.example';

const record: components['schemas']['VisitRecord'] = {
  referrer: 'https://www.example.org/search?q=adhd exercise&lang=en',
  queryString: '?utm_source=search',
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
  webView: false,
  action: 'DownloadClicked',
  timestamp: '2026-11-22T09:17:30.000Z',
  history: [],
};

describe('appLink', () => {
  it('sends login to /app/ and signup to /app/Onboarding-Intro on the app origin', () => {
    expect(appLink({ intent: 'login', appOrigin, visitRecord: null, partner: null })).toBe(
      'https://app.fernly.example/app/',
    );
    expect(appLink({ intent: 'signup', appOrigin, visitRecord: null, partner: null })).toBe(
      'https://app.fernly.example/app/Onboarding-Intro',
    );
  });

  it('carries the latest visit record as encoded JSON in wherefrom', () => {
    const link = appLink({ intent: 'signup', appOrigin, visitRecord: record, partner: null });
    expect(
      link.startsWith('https://app.fernly.example/app/Onboarding-Intro?wherefrom=%7B%22referrer%22'),
    ).toBe(true);
    expect(link).not.toMatch(/[ "{}]/);
    const wherefrom = new URL(link).searchParams.get('wherefrom');
    expect(wherefrom === null ? null : JSON.parse(wherefrom)).toEqual(record);
  });

  it('keeps characters that mean something in a query inside wherefrom', () => {
    const link = appLink({ intent: 'login', appOrigin, visitRecord: record, partner: null });
    expect(new URL(link).searchParams.size).toBe(1);
    expect(decodeURIComponent(link.split('wherefrom=')[1] ?? '')).toBe(JSON.stringify(record));
  });

  it('adds the partner to signup links', () => {
    expect(appLink({ intent: 'signup', appOrigin, visitRecord: null, partner: partner('quay') })).toBe(
      'https://app.fernly.example/app/Onboarding-Intro?affiliate=quay',
    );
    const link = new URL(
      appLink({ intent: 'signup', appOrigin, visitRecord: record, partner: partner('totum') }),
    );
    expect(link.searchParams.get('affiliate')).toBe('totum');
    expect(link.searchParams.get('wherefrom')).not.toBeNull();
  });

  it('leaves the partner off login links', () => {
    expect(appLink({ intent: 'login', appOrigin, visitRecord: null, partner: partner('perkbox') })).toBe(
      'https://app.fernly.example/app/',
    );
  });

  it('works with another app origin, such as a local one', () => {
    expect(
      appLink({ intent: 'login', appOrigin: 'http://localhost:4100', visitRecord: null, partner: null }),
    ).toBe('http://localhost:4100/app/');
  });
});

describe('inAppBrowserKind', () => {
  it('escapes Instagram on Android only', () => {
    expect(inAppBrowserKind('android', 'instagram')).toBe('instagram-android');
    expect(inAppBrowserKind('android', 'facebook')).toBeNull();
  });

  it('escapes every in-app browser on iOS', () => {
    expect(inAppBrowserKind('ios', 'instagram')).toBe('ios-in-app');
    expect(inAppBrowserKind('ios', 'facebook')).toBe('ios-in-app');
  });

  it('needs no escape in a normal browser or on desktop', () => {
    expect(inAppBrowserKind('ios', null)).toBeNull();
    expect(inAppBrowserKind('android', null)).toBeNull();
    expect(inAppBrowserKind(null, 'instagram')).toBeNull();
  });
});

describe('escapeLink', () => {
  const url = 'https://app.fernly.example/app/Onboarding-Intro?wherefrom=%7B%7D&affiliate=quay';

  it('returns the https link unchanged when no escape is needed', () => {
    expect(escapeLink(url, null)).toBe(url);
  });

  it('hands iOS in-app browsers to Safari', () => {
    expect(escapeLink(url, 'ios-in-app')).toBe(
      'x-safari-https://app.fernly.example/app/Onboarding-Intro?wherefrom=%7B%7D&affiliate=quay',
    );
  });

  it('hands Instagram on Android to Chrome with a fallback to the same page', () => {
    const intent = escapeLink(url, 'instagram-android');
    expect(intent).toBe(
      'intent://app.fernly.example/app/Onboarding-Intro?wherefrom=%7B%7D&affiliate=quay#Intent;scheme=https;package=com.android.chrome;S.browser_fallback_url=' +
        encodeURIComponent(url) +
        ';end',
    );
  });
});

describe('mobileAppLink', () => {
  const input = { intent: 'login', appOrigin, visitRecord: null, partner: null } as const;
  const instagramAndroid =
    'Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/UQ1A.240205.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.230 Mobile Safari/537.36 Instagram 316.0.0.38.109 Android';
  const instagramIphone =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 321.0.2.18.110';
  const chromeAndroid =
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
  const safariIphone =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

  it('opens the plain link in a phone browser', () => {
    expect(mobileAppLink(chromeAndroid, input)).toBe('https://app.fernly.example/app/');
    expect(mobileAppLink(safariIphone, input)).toBe('https://app.fernly.example/app/');
  });

  it('leaves Instagram on Android through a Chrome intent', () => {
    expect(mobileAppLink(instagramAndroid, input)).toMatch(
      /^intent:\/\/app\.fernly\.example\/app\/#Intent;scheme=https;/,
    );
  });

  it('leaves Instagram on iPhone through Safari', () => {
    expect(mobileAppLink(instagramIphone, input)).toBe('x-safari-https://app.fernly.example/app/');
  });
});

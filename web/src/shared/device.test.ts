import { describe, expect, it } from 'vitest';
import { detectInAppBrowser, isMobileUserAgent, isWebView, mobilePlatform } from './device.ts';

const userAgents = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  desktopChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  instagramAndroid:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.6478.71 Mobile Safari/537.36 Instagram 337.0.0.35.102 Android (34/14; 480dpi; 1080x2340; samsung; SM-S918B; dm3q; qcom; en_GB; 614329553)',
  instagramIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 337.0.3.24.108 (iPhone15,2; iOS 17_5; en_GB; en-GB; scale=3.00; 1179x2556; 614035880)',
  facebookIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/471.0.0.40.97;FBBV/612345678;FBDV/iPhone15,2;FBMD/iPhone;FBSN/iOS;FBSV/17.5;FBSS/3;FBLC/en_GB]',
  facebookAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/AP2A.240705.005; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.6478.71 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/471.0.0.42.92;]',
  tiktokAndroid:
    'Mozilla/5.0 (Linux; Android 13; SM-A536B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/125.0.6422.147 Mobile Safari/537.36 trill_350403 JsSdk/1.0 NetType/WIFI Channel/googleplay AppName/musical_ly app_version/35.4.3 ByteLocale/en-GB',
  linkedinIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [LinkedInApp]/9.29.8461',
  androidWebView:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/AP2A.240705.005; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.6478.71 Mobile Safari/537.36',
} as const;

describe('mobilePlatform and isMobileUserAgent', () => {
  it.each([
    ['iphoneSafari', 'ios'],
    ['instagramIos', 'ios'],
    ['androidChrome', 'android'],
    ['tiktokAndroid', 'android'],
    ['desktopChrome', null],
    ['macSafari', null],
    ['ipad', null],
  ] as const)('%s is %s', (name, platform) => {
    expect(mobilePlatform(userAgents[name])).toBe(platform);
    expect(isMobileUserAgent(userAgents[name])).toBe(platform !== null);
  });

  it('is not mobile for an empty user agent', () => {
    expect(isMobileUserAgent('')).toBe(false);
  });
});

describe('detectInAppBrowser', () => {
  it.each([
    ['instagramAndroid', 'instagram'],
    ['instagramIos', 'instagram'],
    ['facebookIos', 'facebook'],
    ['facebookAndroid', 'facebook'],
    ['tiktokAndroid', 'tiktok'],
    ['linkedinIos', 'linkedin'],
    ['iphoneSafari', null],
    ['androidChrome', null],
    ['androidWebView', null],
    ['desktopChrome', null],
  ] as const)('%s is %s', (name, app) => {
    expect(detectInAppBrowser(userAgents[name])).toBe(app);
  });
});

describe('isWebView', () => {
  it.each([
    'instagramAndroid',
    'instagramIos',
    'facebookIos',
    'tiktokAndroid',
    'linkedinIos',
    'androidWebView',
  ] as const)('%s is a web view', (name) => {
    expect(isWebView(userAgents[name])).toBe(true);
  });

  it.each(['iphoneSafari', 'androidChrome', 'desktopChrome', 'macSafari', 'ipad'] as const)(
    '%s is a real browser',
    (name) => {
      expect(isWebView(userAgents[name])).toBe(false);
    },
  );
});

// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://fernly.example/"}
// The one place each runtime works the visit out: the build from the address, the browser from the
// address and then what the visitor carries.
import { afterEach, describe, expect, it } from 'vitest';
import { visitAtBuild, visitInBrowser } from './resolve-visit.ts';

afterEach(() => {
  document.cookie = 'affiliateSource=; Max-Age=0';
  document.cookie = 'analytics_consent=; Max-Age=0';
});

describe('visitAtBuild', () => {
  it('gives a partner’s page its partner, in any letter case, and every other page none', () => {
    expect(visitAtBuild('/QUAY')).toMatchObject({
      partner: { slug: 'quay' },
      onPartnerPage: true,
      consent: null,
    });
    expect(visitAtBuild('/')).toEqual({ partner: null, onPartnerPage: false, consent: null });
  });
});

describe('visitInBrowser', () => {
  it('takes the partner a cookie remembers on any other page', () => {
    document.cookie = 'affiliateSource=totum';
    expect(visitInBrowser('/faqs')).toMatchObject({ partner: { slug: 'totum' }, onPartnerPage: false });
  });

  it('lets a partner’s page name its partner over the cookie’s', () => {
    document.cookie = 'affiliateSource=totum';
    expect(visitInBrowser('/Perkbox')).toMatchObject({ partner: { slug: 'perkbox' }, onPartnerPage: true });
  });

  it('reads the stored consent choice', () => {
    document.cookie = 'analytics_consent=denied';
    expect(visitInBrowser('/')).toEqual({ partner: null, onPartnerPage: false, consent: 'denied' });
  });
});

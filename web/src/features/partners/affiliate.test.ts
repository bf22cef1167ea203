import { describe, expect, it } from 'vitest';
import {
  affiliateCookie,
  affiliateCookieMaxAgeSeconds,
  affiliateSourceFromPath,
  readAffiliateSource,
} from './affiliate.ts';

describe('affiliateSourceFromPath', () => {
  it.each([
    ['/quay', 'quay'],
    ['/Quay', 'quay'],
    ['/QUAY', 'quay'],
    ['/totum', 'totum'],
    ['/TOTUM', 'totum'],
    ['/Totum/', 'totum'],
    ['/perkbox', 'perkbox'],
    ['/PerkBox', 'perkbox'],
  ])('recognises %s as %s', (pathname, source) => {
    expect(affiliateSourceFromPath(pathname)).toBe(source);
  });

  it.each(['/', '', '/Heka', '/HomePage1', '/quay/pricing', '/blog-page/quay', '/quays', '/xquay', '//quay'])(
    'gives no source for %s',
    (pathname) => {
      expect(affiliateSourceFromPath(pathname)).toBeNull();
    },
  );
});

describe('affiliateCookie', () => {
  it('is valid across the product domain, secure and cross-site on the real site', () => {
    expect(affiliateCookie('quay', 'fernly.example', 'fernly.example')).toBe(
      `affiliateSource=quay; Max-Age=${affiliateCookieMaxAgeSeconds}; Path=/; Domain=fernly.example; Secure; SameSite=None`,
    );
  });

  it('carries the product domain from a subdomain, whatever the letter case', () => {
    expect(affiliateCookie('totum', 'WWW.Fernly.Example', 'fernly.example')).toContain(
      '; Domain=fernly.example;',
    );
  });

  it.each(['localhost', '127.0.0.1', '[::1]'])('is host-only on %s', (hostname) => {
    const cookie = affiliateCookie('perkbox', hostname, 'fernly.example');
    expect(cookie).toBe(
      `affiliateSource=perkbox; Max-Age=${affiliateCookieMaxAgeSeconds}; Path=/; Secure; SameSite=None`,
    );
  });

  it('is host-only on a host outside the product domain, which would reject the Domain attribute', () => {
    expect(affiliateCookie('quay', 'd1234.cloudfront.net', 'fernly.example')).not.toContain('Domain=');
    expect(affiliateCookie('quay', 'notfernly.example', 'fernly.example')).not.toContain('Domain=');
  });

  it('lasts 30 days', () => {
    expect(affiliateCookieMaxAgeSeconds).toBe(2_592_000);
  });
});

describe('readAffiliateSource', () => {
  it('reads the source among other cookies', () => {
    expect(readAffiliateSource('analytics_consent=granted; affiliateSource=totum; other=1')).toBe('totum');
  });

  it('reads a source written in another letter case', () => {
    expect(readAffiliateSource('affiliateSource=PERKBOX')).toBe('perkbox');
  });

  it.each([
    '',
    'affiliateSource=',
    'affiliateSource=acme',
    'affiliatesource=quay',
    'xaffiliateSource=quay',
    'garbage',
  ])('gives no source for %j', (cookieString) => {
    expect(readAffiliateSource(cookieString)).toBeNull();
  });

  it('skips an unknown value and takes the next valid one', () => {
    expect(readAffiliateSource('affiliateSource=acme; affiliateSource=quay')).toBe('quay');
  });
});

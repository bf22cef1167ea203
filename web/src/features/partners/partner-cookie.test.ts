import { describe, expect, it } from 'vitest';
import { siteCookies } from '../../shared/cookies.ts';
import { partnerCookie, partnerInCookie } from './partner-cookie.ts';
import { partnerWithSlug } from './partners.ts';

function partner(slug: string) {
  const found = partnerWithSlug(slug);
  if (found === null) throw new Error(`no partner ${slug}`);
  return found;
}

const maxAge = siteCookies.partner.maxAgeSeconds;

describe('partnerCookie', () => {
  it('is valid across the product domain, secure and cross-site on the real site', () => {
    expect(partnerCookie(partner('quay'), 'fernly.example', 'fernly.example')).toBe(
      `affiliateSource=quay; Max-Age=${maxAge}; Path=/; Domain=fernly.example; Secure; SameSite=None`,
    );
  });

  it('carries the product domain from a subdomain, whatever the letter case', () => {
    expect(partnerCookie(partner('totum'), 'WWW.Fernly.Example', 'fernly.example')).toContain(
      '; Domain=fernly.example;',
    );
  });

  it.each(['localhost', '127.0.0.1', '[::1]'])('is host-only on %s', (hostname) => {
    expect(partnerCookie(partner('perkbox'), hostname, 'fernly.example')).toBe(
      `affiliateSource=perkbox; Max-Age=${maxAge}; Path=/; Secure; SameSite=None`,
    );
  });

  it('is host-only on a host outside the product domain, which would reject the Domain attribute', () => {
    expect(partnerCookie(partner('quay'), 'd1234.cloudfront.net', 'fernly.example')).not.toContain('Domain=');
    expect(partnerCookie(partner('quay'), 'notfernly.example', 'fernly.example')).not.toContain('Domain=');
  });

  it('lasts 30 days', () => {
    expect(maxAge).toBe(2_592_000);
  });
});

describe('partnerInCookie', () => {
  it('reads the partner among other cookies', () => {
    expect(partnerInCookie('analytics_consent=granted; affiliateSource=totum; other=1')?.slug).toBe('totum');
  });

  it('reads a partner written in another letter case', () => {
    expect(partnerInCookie('affiliateSource=PERKBOX')?.slug).toBe('perkbox');
  });

  it.each([
    '',
    'affiliateSource=',
    'affiliateSource=acme',
    'affiliatesource=quay',
    'xaffiliateSource=quay',
    'garbage',
  ])('gives no partner for %j', (cookieString) => {
    expect(partnerInCookie(cookieString)).toBeNull();
  });

  it('skips an unknown value and takes the next valid one', () => {
    expect(partnerInCookie('affiliateSource=acme; affiliateSource=quay')?.slug).toBe('quay');
  });
});

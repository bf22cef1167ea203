import { describe, expect, it } from 'vitest';
import { consentCookie, consentStorageValue, readConsent } from './consent.ts';

describe('consentCookie', () => {
  it('is shared across the product domain with the two-year lifetime, Secure and SameSite=Lax', () => {
    expect(consentCookie('granted', 'fernly.example', 'fernly.example')).toBe(
      'analytics_consent=granted; Max-Age=63072000; Path=/; Domain=fernly.example; Secure; SameSite=Lax',
    );
  });

  it('also carries the product domain on a subdomain, in any letter case', () => {
    expect(consentCookie('denied', 'WWW.Fernly.example', 'fernly.example')).toBe(
      'analytics_consent=denied; Max-Age=63072000; Path=/; Domain=fernly.example; Secure; SameSite=Lax',
    );
  });

  it.each(['localhost', '127.0.0.1', '[::1]'])('has no Domain but stays Secure on %s', (hostname) => {
    const cookie = consentCookie('granted', hostname, 'fernly.example');
    expect(cookie).toBe('analytics_consent=granted; Max-Age=63072000; Path=/; Secure; SameSite=Lax');
    expect(cookie).not.toContain('Domain');
  });

  it('has no Domain on a host outside the product domain, such as a preview URL', () => {
    expect(consentCookie('granted', 'd111.cloudfront.net', 'fernly.example')).not.toContain('Domain');
    expect(consentCookie('granted', 'notfernly.example', 'fernly.example')).not.toContain('Domain');
    expect(consentCookie('denied', 'd111.cloudfront.net', 'fernly.example')).toContain('; Secure;');
  });
});

describe('consentStorageValue', () => {
  it('maps the choice to the gaAccept flag', () => {
    expect(consentStorageValue('granted')).toBe('yes');
    expect(consentStorageValue('denied')).toBe('no');
  });
});

describe('readConsent', () => {
  it('is null when nothing is stored', () => {
    expect(readConsent('', null)).toBeNull();
  });

  it('reads the cookie among others', () => {
    expect(readConsent('affiliateSource=quay; analytics_consent=granted; _x=1', null)).toBe('granted');
    expect(readConsent('analytics_consent=denied', null)).toBe('denied');
  });

  it('prefers the cookie over the localStorage flag', () => {
    expect(readConsent('analytics_consent=denied', 'yes')).toBe('denied');
  });

  it('falls back to the localStorage flag', () => {
    expect(readConsent('', 'yes')).toBe('granted');
    expect(readConsent('other=1', 'no')).toBe('denied');
  });

  it('treats unknown values as no choice', () => {
    expect(readConsent('analytics_consent=maybe', 'perhaps')).toBeNull();
    expect(readConsent('xanalytics_consent=granted', null)).toBeNull();
  });
});

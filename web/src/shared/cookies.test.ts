import { describe, expect, it } from 'vitest';
import { openapiDocument } from '../../../contract/openapi-document.gen.ts';
import { cookieDomainAttribute, cookieValues, siteCookie, visitRecordHistoryLimit } from './cookies.ts';

describe('cookieDomainAttribute', () => {
  it('scopes to the product domain on it and on its subdomains, in any letter case', () => {
    expect(cookieDomainAttribute('fernly.example', 'fernly.example')).toEqual(['Domain=fernly.example']);
    expect(cookieDomainAttribute('WWW.Fernly.Example', 'fernly.example')).toEqual(['Domain=fernly.example']);
  });

  it('stays host-only on loopback and on other hosts', () => {
    for (const host of ['localhost', '127.0.0.1', '[::1]', 'preview.example.net', 'notfernly.example']) {
      expect(cookieDomainAttribute(host, 'fernly.example')).toEqual([]);
    }
  });
});

describe('siteCookie', () => {
  const options = { maxAgeSeconds: 600, hostname: 'www.fernly.example', productDomain: 'fernly.example' };

  it('writes the lifetime, the whole-site path, the domain scope, Secure and the SameSite mode', () => {
    expect(siteCookie('a', 'b', { ...options, sameSite: 'Strict' })).toBe(
      'a=b; Max-Age=600; Path=/; Domain=fernly.example; Secure; SameSite=Strict',
    );
  });

  it.each(['localhost', '127.0.0.1', 'preview.example.net'])(
    'stays Secure and host-only on %s',
    (hostname) => {
      expect(siteCookie('a', 'b', { ...options, hostname, sameSite: 'Lax' })).toBe(
        'a=b; Max-Age=600; Path=/; Secure; SameSite=Lax',
      );
    },
  );
});

describe('cookieValues', () => {
  it('finds a cookie among others, with or without spaces', () => {
    expect(cookieValues('a=1; affiliateSource=quay;b=2', 'affiliateSource')).toEqual(['quay']);
    expect(cookieValues('a=1;b=x=y', 'b')).toEqual(['x=y']);
  });

  it('returns every value of a name set twice, in order', () => {
    expect(cookieValues('a=host; b=2; a=domain', 'a')).toEqual(['host', 'domain']);
  });

  it('is empty when the cookie is absent or only a prefix matches', () => {
    expect(cookieValues('', 'a')).toEqual([]);
    expect(cookieValues('ab=1; flag', 'a')).toEqual([]);
  });
});

describe('visitRecordHistoryLimit', () => {
  it('is the contract’s limit on a record’s history', () => {
    expect(visitRecordHistoryLimit).toBe(
      openapiDocument.components.schemas.VisitRecord.properties.history.maxItems,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { siteOf } from './viewer-key.ts';

describe('siteOf', () => {
  it('is the /48 of an IPv6 viewer key, however the address is written', () => {
    for (const key of [
      '2001:db8:1:2::',
      '2001:0db8:0001:ffff::',
      '2001:DB8:1:2:3:4:5:6',
      '2001:db8:1::',
      '2001:db8:1:0:0:0:0:1',
      '2001:db8:1::192.0.2.1',
    ]) {
      expect(siteOf(key), key).toBe('2001:db8:1::/48');
    }
  });

  it('tells the /48s of one provider apart, and reads zero groups in any place', () => {
    expect(siteOf('2001:db8:2:1::')).toBe('2001:db8:2::/48');
    expect(siteOf('2001:db8::')).toBe('2001:db8:0::/48');
    expect(siteOf('::')).toBe('0:0:0::/48');
    expect(siteOf('::ffff:0:1')).toBe('0:0:0::/48');
    expect(siteOf('fe80::1%eth0')).toBe('fe80:0:0::/48');
  });

  it('makes an IPv4 address a site of its own', () => {
    expect(siteOf('203.0.113.9')).toBe('203.0.113.9/32');
    expect(siteOf('203.0.113.10')).not.toBe(siteOf('203.0.113.9'));
  });
});

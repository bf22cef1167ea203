import { describe, expect, it } from 'vitest';
import { analyticsCookieMonths } from '../../shared/cookies.ts';
import { analyticsConfig, analyticsScriptUrl, thirdPartyOrigins } from './analytics.ts';

describe('thirdPartyOrigins', () => {
  it('allows no third party without an analytics id', () => {
    expect(thirdPartyOrigins(undefined)).toEqual({ script: [], connect: [], img: [] });
  });

  it('allows the Google Analytics origins with an id', () => {
    const origins = thirdPartyOrigins('G-ABC123');
    expect(origins.script).toEqual(['https://www.googletagmanager.com']);
    expect(origins.connect).toContain('https://region1.google-analytics.com');
    expect(origins.img).toContain('https://www.google-analytics.com');
  });
});

describe('analyticsScriptUrl', () => {
  it('loads gtag.js for the measurement id from an allowed origin', () => {
    const url = analyticsScriptUrl('G-ABC123');
    expect(url).toBe('https://www.googletagmanager.com/gtag/js?id=G-ABC123');
    expect(thirdPartyOrigins('G-ABC123').script).toContain(new URL(url).origin);
  });
});

describe('analyticsConfig', () => {
  it("keeps Google's cookies no longer than the months the privacy policy states, with the site's flags", () => {
    const { cookie_expires, cookie_flags, anonymize_ip } = analyticsConfig();
    const expiry = Date.UTC(2026, 0, 1) + cookie_expires * 1000;
    expect(expiry).toBeLessThanOrEqual(Date.UTC(2026, analyticsCookieMonths, 1));
    expect(expiry).toBeGreaterThan(Date.UTC(2026, analyticsCookieMonths - 1, 1));
    expect(cookie_flags).toBe('SameSite=Lax;Secure');
    expect(anonymize_ip).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { parseSiteConfig, SiteConfigError } from './site-config.ts';

describe('parseSiteConfig', () => {
  it('gives the Fernly defaults when nothing is set', () => {
    const config = parseSiteConfig({});
    expect(config).toMatchObject({
      productDomain: 'fernly.example',
      siteOrigin: 'https://fernly.example',
      appOrigin: 'https://app.fernly.example',
      supportEmail: 'support@fernly.example',
      analyticsId: undefined,
    });
    expect(Object.keys(config.social).sort()).toEqual([
      'facebook',
      'instagram',
      'linkedin',
      'tiktok',
      'youtube',
    ]);
  });

  it('takes each value from its environment variable', () => {
    const config = parseSiteConfig({
      SITE_ORIGIN: 'https://staging.fernly.example',
      APP_ORIGIN: 'http://localhost:4173',
      PRODUCT_DOMAIN: 'staging.fernly.example',
      SUPPORT_EMAIL: 'help@fernly.example',
      ANALYTICS_ID: 'G-ABC123DEF4',
      SOCIAL_TIKTOK: 'https://www.tiktok.com/@fernly.uk',
    });
    expect(config.siteOrigin).toBe('https://staging.fernly.example');
    expect(config.appOrigin).toBe('http://localhost:4173');
    expect(config.productDomain).toBe('staging.fernly.example');
    expect(config.supportEmail).toBe('help@fernly.example');
    expect(config.analyticsId).toBe('G-ABC123DEF4');
    expect(config.social.tiktok).toBe('https://www.tiktok.com/@fernly.uk');
  });

  it('treats empty and blank variables as unset', () => {
    expect(parseSiteConfig({ ANALYTICS_ID: '', SITE_ORIGIN: '  ' })).toMatchObject({
      analyticsId: undefined,
      siteOrigin: 'https://fernly.example',
    });
  });

  it('names every bad variable in one error', () => {
    let caught: unknown;
    try {
      parseSiteConfig({
        SITE_ORIGIN: 'https://fernly.example/home',
        SUPPORT_EMAIL: 'not-an-address',
        SOCIAL_YOUTUBE: 'http://youtube.com/fernly',
        ANALYTICS_ID: 'UA-1234',
        PRODUCT_DOMAIN: 'Fernly.Example',
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(SiteConfigError);
    const message = caught instanceof Error ? caught.message : '';
    for (const variable of [
      'SITE_ORIGIN',
      'SUPPORT_EMAIL',
      'SOCIAL_YOUTUBE',
      'ANALYTICS_ID',
      'PRODUCT_DOMAIN',
    ]) {
      expect(message).toContain(`${variable}:`);
    }
    expect(message).not.toContain('APP_ORIGIN');
  });

  it('rejects an app origin that is not http(s)', () => {
    expect(() => parseSiteConfig({ APP_ORIGIN: 'ftp://app.fernly.example' })).toThrow(/APP_ORIGIN/);
  });
});

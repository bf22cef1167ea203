import { describe, expect, it } from 'vitest';
import { isInSiteNavigation, isModifiedClick } from './page-script-protocol.ts';

describe('isModifiedClick', () => {
  const plain = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };

  it('leaves a plain primary click to the page', () => {
    expect(isModifiedClick(plain)).toBe(false);
  });

  it('leaves new-tab and new-window clicks to the browser', () => {
    expect(isModifiedClick({ ...plain, button: 1 })).toBe(true);
    expect(isModifiedClick({ ...plain, metaKey: true })).toBe(true);
    expect(isModifiedClick({ ...plain, ctrlKey: true })).toBe(true);
    expect(isModifiedClick({ ...plain, shiftKey: true })).toBe(true);
    expect(isModifiedClick({ ...plain, altKey: true })).toBe(true);
  });
});

describe('isInSiteNavigation', () => {
  const here = new URL('https://fernly.example/about');
  const link = (href: string, more: Partial<{ target: string; download: boolean }> = {}) => ({
    href,
    target: '',
    download: false,
    ...more,
  });

  it('takes the site’s own pages, in any form of address', () => {
    expect(isInSiteNavigation(link('/faqs'), here, '/api')).toBe(true);
    expect(isInSiteNavigation(link('https://fernly.example/Quay'), here, '/api')).toBe(true);
    expect(isInSiteNavigation(link('/blog-page?page=2#top'), here, '/api')).toBe(true);
    expect(isInSiteNavigation(link('/faqs', { target: '_self' }), here, '/api')).toBe(true);
  });

  it('leaves other sites, files, the API, experiments, new tabs, downloads and jumps within the page to the browser', () => {
    expect(isInSiteNavigation(link('https://app.fernly.example/app/'), here, '/api')).toBe(false);
    expect(isInSiteNavigation(link('/feed.xml'), here, '/api')).toBe(false);
    expect(isInSiteNavigation(link('/api/saveTrackingData'), here, '/api')).toBe(false);
    expect(isInSiteNavigation(link('/faqs', { target: '_blank' }), here, '/api')).toBe(false);
    expect(isInSiteNavigation(link('/faqs', { download: true }), here, '/api')).toBe(false);
    expect(isInSiteNavigation(link('#main'), here, '/api')).toBe(false);
    expect(isInSiteNavigation(link('/'), here, '/api')).toBe(false);
    expect(isInSiteNavigation(link('mailto:support@fernly.example'), here, '/api')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { cacheControlFor } from './cache-control.ts';

describe('cacheControlFor', () => {
  it('caches hashed assets for a year without revalidation', () => {
    expect(cacheControlFor('/assets/index-B3xQ9a.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/assets/fonts/lexend-Dd81.woff2')).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    '/index.html',
    '/quay/index.html',
    '/404.html',
    '/robots.txt',
    '/sitemap.xml',
    '/assets-list.html',
  ])('makes browsers revalidate %s on every use', (path) => {
    expect(cacheControlFor(path)).toBe('public, max-age=0, must-revalidate');
  });
});

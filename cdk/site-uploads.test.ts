import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cacheControlFor } from '../edge/cache-control.ts';
import { listSiteFiles, planSiteUploads } from './site-uploads.ts';

const fixtureSite = fileURLToPath(new URL('./test/fixtures/site', import.meta.url));

describe('listSiteFiles', () => {
  it('lists every file with a slash-separated relative path', () => {
    expect(listSiteFiles(fixtureSite)).toEqual([
      '404.html',
      'assets/main-3f9a1c7e.js',
      'homepage1/index.html',
      'index.html',
      'robots.txt',
    ]);
  });
});

describe('planSiteUploads', () => {
  const files = ['index.html', '404.html', 'homepage1/index.html', 'robots.txt', 'assets/main-3f9a1c7e.js'];

  it('takes each group’s Cache-Control from the shared cacheControlFor', () => {
    expect(planSiteUploads(files, cacheControlFor)).toEqual({
      assetsCacheControl: cacheControlFor('/assets/main-3f9a1c7e.js'),
      pagesCacheControl: cacheControlFor('/index.html'),
    });
    expect(cacheControlFor('/assets/main-3f9a1c7e.js')).toContain('immutable');
  });

  it('refuses a site without its home page or 404 page', () => {
    expect(() => planSiteUploads(['assets/a.js'], cacheControlFor)).toThrow(
      'The built site lacks index.html and 404.html; run npm run build first',
    );
  });

  it('refuses a site without hashed assets', () => {
    expect(() => planSiteUploads(['index.html', '404.html'], cacheControlFor)).toThrow(
      'The site has no files under /assets/',
    );
  });

  it('refuses when cacheControlFor gives one group two values, which one upload cannot set', () => {
    const byExtension = (path: string) => (path.endsWith('.txt') ? 'max-age=3600' : cacheControlFor(path));
    expect(() => planSiteUploads(files, byExtension)).toThrow(
      /files outside \/assets\/ different values \(.*\/robots.txt → "max-age=3600"/,
    );
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  cloudFrontFunctionMaxBytes,
  isViewerResponse,
  loadCloudFrontFunction,
  viewerRequestEvent,
  viewerRequestFunctionPath,
} from './cloudfront-function-sandbox.ts';

const viewerRequest = loadCloudFrontFunction();

function objectKeyFor(uri: string): string {
  const result = viewerRequest(viewerRequestEvent('GET', uri, 'fernly.example'));
  if (isViewerResponse(result))
    throw new Error(`expected a request for ${uri}, got status ${result.statusCode}`);
  return result.uri;
}

describe('viewer-request CloudFront Function', () => {
  it.each([
    ['/', '/index.html'],
    ['/HomePage1', '/homepage1/index.html'],
    ['/homepage1/', '/homepage1/index.html'],
    ['/Quay', '/quay/index.html'],
    ['/TOTUM', '/totum/index.html'],
    ['/Perkbox/', '/perkbox/index.html'],
    ['/privacy-policy', '/privacy-policy/index.html'],
    ['/contact-us//', '/contact-us/index.html'],
    ['/blog-page/Moving-With-ADHD', '/blog-page/moving-with-adhd/index.html'],
    ['/no-such-page', '/no-such-page/index.html'],
  ])('maps the page path %s to the object %s', (uri, key) => {
    expect(objectKeyFor(uri)).toBe(key);
  });

  it.each([
    '/assets/index-B3xQ9a.js',
    '/assets/Hero-Poster.AbC123.webp',
    '/robots.txt',
    '/sitemap.xml',
    '/404.html',
  ])('passes the file path %s through unchanged, keeping its case', (uri) => {
    expect(objectKeyFor(uri)).toBe(uri);
  });

  it('keeps the method, headers and query of the request', () => {
    const event = viewerRequestEvent('HEAD', '/Quay', 'fernly.example');
    event.request.querystring = { utm_source: { value: 'partner' } };
    const result = viewerRequest(event);
    expect(result).toEqual({ ...event.request, uri: '/quay/index.html' });
  });

  it('fits the CloudFront Functions size limit', () => {
    expect(readFileSync(viewerRequestFunctionPath).byteLength).toBeLessThan(cloudFrontFunctionMaxBytes);
  });
});

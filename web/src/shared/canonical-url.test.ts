import { describe, expect, it } from 'vitest';
import { absoluteUrl, canonicalPath, canonicalUrl } from './canonical-url.ts';

describe('canonical addresses', () => {
  it.each([
    ['/', '/'],
    ['/HomePage1', '/homepage1'],
    ['/Quay/', '/quay'],
    ['/blog-page/Starting-Small', '/blog-page/starting-small'],
    ['', '/'],
  ])('%j → %s', (path, expected) => {
    expect(canonicalPath(path)).toBe(expected);
  });

  it('builds absolute URLs on the site origin', () => {
    expect(canonicalUrl('https://fernly.example', '/About')).toBe('https://fernly.example/about');
    expect(absoluteUrl('https://fernly.example', '/assets/x.png')).toBe(
      'https://fernly.example/assets/x.png',
    );
    expect(absoluteUrl('https://fernly.example', 'https://cdn.example/x.png')).toBe(
      'https://cdn.example/x.png',
    );
  });
});

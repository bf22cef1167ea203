import { describe, expect, it } from 'vitest';
import { isBuildInput } from './site-sources.ts';

describe('isBuildInput', () => {
  it.each([
    'content/faq.yaml',
    'content/pages/faq.yaml',
    'content/blog/a-new-post.md',
    'content/media/cover.jpg',
    'web/src/features/faq/faq-items.ts',
    'web/public/favicon.svg',
    'web/prerender/prerender.ts',
    'edge/experiments/experiments.ts',
    'contract/operations.ts',
  ])('rebuilds for %s, which the build reads', (path) => {
    expect(isBuildInput(path)).toBe(true);
  });

  it.each([
    ['web/src/features/faq/faq-items.test.ts', 'a test'],
    ['tests/e2e/home-faq.spec.ts', 'outside the sources'],
    ['docs/editing.md', 'outside the sources'],
    ['lambdas/save-tracking-data/handler.ts', 'outside the sources'],
    ['dist/site/index.html', 'the build’s own output'],
    ['.dist-staging-42/site/index.html', 'the build’s own output'],
    ['web/media-src/plant.ts', 'rendered by npm run media:generate, not the build'],
    ['content/faq.yaml.crswap', 'Chromium’s scratch file while it saves'],
    ['content/.faq.yaml.swp', 'a text editor’s swap file'],
    ['content/faq.yaml~', 'a text editor’s backup'],
  ])('ignores %s (%s)', (path) => {
    expect(isBuildInput(path)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { homeSectionNames } from './home-page.tsx';
import { homeVariants } from './home-variants.ts';

describe('the home pages', () => {
  it('show the spec’s sections in its order', () => {
    expect(homeSectionNames(homeVariants.home)).toEqual([
      'hero',
      'features',
      'team',
      'testimonials',
      'award',
      'pricing',
      'browser-app',
      'press',
      'faq',
      'trial-banner',
    ]);
  });

  it('make /HomePage1 the home page without the team, with the app and a quote and signup up top', () => {
    expect(homeSectionNames(homeVariants.homePage1)).toEqual(
      homeSectionNames(homeVariants.home).filter((name) => name !== 'team'),
    );
    expect(homeVariants.homePage1).toMatchObject({ hero: 'screenshot', topBarAction: 'get-your-plan' });
    expect(homeVariants.home).toMatchObject({ hero: 'clip', topBarAction: 'login' });
  });
});

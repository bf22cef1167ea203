import { describe, expect, it } from 'vitest';
import { homeSectionNames } from './home-page.tsx';
import { homeVariants } from './home-variants.ts';

// The spec's order of the sections is checked on the built pages (tests/e2e/home-pages.spec.ts).
describe('the home pages', () => {
  it('make /HomePage1 the home page without the team, with the app and a quote and signup up top', () => {
    expect(homeSectionNames(homeVariants.homePage1)).toEqual(
      homeSectionNames(homeVariants.home).filter((name) => name !== 'team'),
    );
    expect(homeVariants.homePage1).toMatchObject({ hero: 'screenshot', topBarAction: 'get-your-plan' });
    expect(homeVariants.home).toMatchObject({ hero: 'clip', topBarAction: 'login' });
  });
});

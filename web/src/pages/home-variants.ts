// How the home pages differ, as data: the routes read it for their top bars, and the
// page (./home-page.tsx) for its sections.
import type { HomeVariant } from './home-page.tsx';

export const homeVariants = {
  home: { hero: 'clip', leftOut: [], topBarAction: 'login' },
  /** The spec's simplified landing page: no team, a hero with the app and a quote, signup up top. */
  homePage1: { hero: 'screenshot', leftOut: ['team'], topBarAction: 'get-your-plan' },
} as const satisfies Readonly<Record<string, HomeVariant>>;

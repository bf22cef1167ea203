// How the home pages differ, as data: the routes read it for their heads and top bars, and the
// page (./home-page.tsx) for its sections.
import { tagline } from '../shared/brand.ts';
import type { PageMeta } from '../shared/page-meta.ts';
import type { HomeVariant } from './home-page.tsx';

/** `/` and every partner page show this heading; its description is the product's. */
export const homeMeta = {
  title: tagline,
  description:
    'Fernly plans short, flexible workouts into your calendar around your schedule and the weather. Built for ADHD brains.',
  heading: 'Exercise that fits an ADHD brain',
} as const satisfies PageMeta;

export const homeVariants = {
  home: { hero: 'clip', leftOut: [], topBarAction: 'login' },
  /** The spec's simplified landing page: no team, a hero with the app and a quote, signup up top. */
  homePage1: { hero: 'screenshot', leftOut: ['team'], topBarAction: 'get-your-plan' },
} as const satisfies Readonly<Record<string, HomeVariant>>;

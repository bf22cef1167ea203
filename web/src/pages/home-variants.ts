// How the home pages differ, as data: the routes read it for their heads and top bars, and the
// page (./home-page.tsx) for its sections.
import { tagline } from '../shared/brand.ts';
import type { PageMeta } from '../shared/page-meta.ts';
import type { TopBarAction } from '../site/top-bar.tsx';
import type { HomeSectionName } from './home-page.tsx';

/** `/` and every partner page show this heading; its description is the product's. */
export const homeMeta = {
  title: tagline,
  description:
    'Fernly plans short, flexible workouts into your calendar around your schedule and the weather. Built for ADHD brains.',
  heading: 'Exercise that fits an ADHD brain',
} as const satisfies PageMeta;

/** How one home page differs from the others. */
export interface HomeVariant {
  /** The looping clip, or the app itself with one member's words. */
  readonly hero: 'clip' | 'screenshot';
  readonly leftOut: readonly HomeSectionName[];
  /** The button of the top bar (web/src/routes/_home-family.tsx). */
  readonly topBarAction: TopBarAction;
}

export const homeVariants = {
  home: { hero: 'clip', leftOut: [], topBarAction: 'login' },
  /** The spec's simplified landing page: no team, a hero with the app and a quote, signup up top. */
  homePage1: { hero: 'screenshot', leftOut: ['team'], topBarAction: 'get-your-plan' },
} as const satisfies Readonly<Record<string, HomeVariant>>;

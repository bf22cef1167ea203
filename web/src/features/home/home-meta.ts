import { tagline } from '../../shared/brand.ts';
import type { PageMeta } from '../../shared/page-meta.ts';

/** The home page's: `/` and every partner page show its heading, and its description is the product's. */
export const homeMeta = {
  title: tagline,
  description:
    'Fernly plans short, flexible workouts into your calendar around your schedule and the weather. Built for ADHD brains.',
  heading: 'Exercise that fits an ADHD brain',
} as const satisfies PageMeta;

import type { PageMeta } from '../../shared/page-meta.ts';

/** The blog index's, on each of its pages; the feed takes its title and subtitle from here too. */
export const blogMeta = {
  title: 'Blog: moving more with ADHD',
  description:
    'Practical ideas on ADHD and exercise from the Fernly team: starting small, beating time blindness and staying kind.',
  heading: 'The Fernly blog',
} as const satisfies PageMeta;

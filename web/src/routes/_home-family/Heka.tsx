import { createFileRoute } from '@tanstack/react-router';
import { HekaPage } from '../../pages/heka-page.tsx';
import type { PageMeta } from '../../shared/page-meta.ts';
import { pageHead } from '../../site/page-head.ts';

const page = {
  title: 'Fernly for your workplace wellbeing benefit',
  description:
    'Offer your team ADHD-friendly exercise planning through Heka: flexible workouts that fit around real working days.',
  heading: 'Movement that fits around the working day',
} satisfies PageMeta;

export const Route = createFileRoute('/_home-family/Heka')({
  head: pageHead(page),
  staticData: { prerender: { heading: page.heading, inSitemap: true } },
  component: Heka,
});

function Heka() {
  return <HekaPage heading={page.heading} />;
}

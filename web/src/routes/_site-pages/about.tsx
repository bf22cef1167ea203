import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../../pages/about-page.tsx';
import type { PageMeta } from '../../shared/page-meta.ts';
import { pageHead } from '../../site/page-head.ts';

const page = {
  title: 'About us',
  description:
    'Why we built Fernly: an exercise companion for ADHD brains that plans around real life instead of demanding willpower.',
  heading: 'About Fernly',
} satisfies PageMeta;

export const Route = createFileRoute('/_site-pages/about')({
  head: pageHead(page),
  staticData: { prerender: { heading: page.heading, inSitemap: true } },
  component: About,
});

function About() {
  return <AboutPage heading={page.heading} />;
}

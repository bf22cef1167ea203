import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../../pages/about-page.tsx';
import { pageHead } from '../../site/page-head.ts';
import { aboutPageMeta } from '../../features/about/about-copy.ts';

export const Route = createFileRoute('/_site-pages/about')({
  head: pageHead(aboutPageMeta),
  staticData: { prerender: { heading: aboutPageMeta.heading, inSitemap: true } },
  component: About,
});

function About() {
  return <AboutPage heading={aboutPageMeta.heading} />;
}

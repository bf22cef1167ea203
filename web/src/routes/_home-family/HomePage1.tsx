import { createFileRoute } from '@tanstack/react-router';
import { HomePage1 } from '../../features/home/home-page-1.tsx';
import type { PageMeta } from '../../shared/page-meta.ts';
import { pageHead, productJsonLd } from '../../site/page-head.ts';

const page = {
  title: 'Get your ADHD-friendly exercise plan',
  description:
    'A flexible exercise plan written into your calendar, with gentle reminders and a plant that grows as you move.',
  heading: 'Your exercise plan, already in your calendar',
} satisfies PageMeta;

/** The spec's simplified landing page, a campaign variant of `/` (search engines are sent there). */
export const Route = createFileRoute('/_home-family/HomePage1')({
  head: pageHead(page, { canonicalPath: '/', jsonLd: [productJsonLd()] }),
  staticData: { prerender: { heading: page.heading, inSitemap: false }, topBarAction: 'get-your-plan' },
  component: HomePage1Route,
});

function HomePage1Route() {
  return <HomePage1 heading={page.heading} />;
}

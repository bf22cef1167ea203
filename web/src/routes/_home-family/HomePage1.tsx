import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../pages/home-page.tsx';
import { homeMeta, homeVariants } from '../../pages/home-variants.ts';
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
  loader: ({ context }) => context.visit,
  head: pageHead(page, { canonicalPath: '/', jsonLd: [productJsonLd(homeMeta.description)] }),
  staticData: {
    prerender: { heading: page.heading, inSitemap: false },
    topBarAction: homeVariants.homePage1.topBarAction,
  },
  component: HomePage1,
});

function HomePage1() {
  return <HomePage heading={page.heading} variant={homeVariants.homePage1} visit={Route.useLoaderData()} />;
}

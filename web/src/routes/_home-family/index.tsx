import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../pages/home-page.tsx';
import { homePageMeta } from '../../features/hero/hero-copy.ts';
import { homeVariants } from '../../pages/home-variants.ts';
import { pageHead, productJsonLd } from '../../site/page-head.ts';

export const Route = createFileRoute('/_home-family/')({
  loader: ({ context }) => context.visit,
  head: pageHead(homePageMeta, { jsonLd: [productJsonLd(homePageMeta.description)] }),
  staticData: { prerender: { heading: homePageMeta.heading, inSitemap: true } },
  component: Home,
});

function Home() {
  return (
    <HomePage heading={homePageMeta.heading} variant={homeVariants.home} visit={Route.useLoaderData()} />
  );
}

import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../pages/home-page.tsx';
import { homeMeta, homeVariants } from '../../pages/home-variants.ts';
import { pageHead, productJsonLd } from '../../site/page-head.ts';

export const Route = createFileRoute('/_home-family/')({
  loader: ({ context }) => context.visit,
  head: pageHead(homeMeta, { jsonLd: [productJsonLd(homeMeta.description)] }),
  staticData: { prerender: { heading: homeMeta.heading, inSitemap: true } },
  component: Home,
});

function Home() {
  return <HomePage heading={homeMeta.heading} variant={homeVariants.home} visit={Route.useLoaderData()} />;
}

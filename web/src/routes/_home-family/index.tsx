import { createFileRoute } from '@tanstack/react-router';
import { homeMeta } from '../../features/home/home-meta.ts';
import { HomePage } from '../../features/home/home-page.tsx';
import { pageHead, productJsonLd } from '../../site/page-head.ts';

export const Route = createFileRoute('/_home-family/')({
  head: pageHead(homeMeta, { jsonLd: [productJsonLd()] }),
  staticData: { prerender: { heading: homeMeta.heading, inSitemap: true } },
  component: Home,
});

function Home() {
  return <HomePage heading={homeMeta.heading} />;
}

import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../pages/home-page.tsx';
import { homePage1Meta, homePageMeta } from '../../features/hero/hero-copy.ts';
import { homeVariants } from '../../pages/home-variants.ts';
import { pageHead, productJsonLd } from '../../site/page-head.ts';

/** The spec's simplified landing page, a campaign variant of `/` (search engines are sent there). */
export const Route = createFileRoute('/_home-family/HomePage1')({
  loader: ({ context }) => context.visit,
  head: pageHead(homePage1Meta, { canonicalPath: '/', jsonLd: [productJsonLd(homePageMeta.description)] }),
  staticData: {
    prerender: { heading: homePage1Meta.heading, inSitemap: false },
    topBarAction: homeVariants.homePage1.topBarAction,
  },
  component: HomePage1,
});

function HomePage1() {
  return (
    <HomePage
      heading={homePage1Meta.heading}
      variant={homeVariants.homePage1}
      visit={Route.useLoaderData()}
    />
  );
}

import { createFileRoute, notFound, rootRouteId } from '@tanstack/react-router';
import { partners } from '../../features/partners/partners.ts';
import { HomePage } from '../../pages/home-page.tsx';
import { homePageMeta } from '../../features/hero/hero-copy.ts';
import { homeVariants } from '../../pages/home-variants.ts';
import { headTags } from '../../site/page-head.ts';

/**
 * One page per entry of web/src/features/partners/partners.ts: the home page at the partner's
 * address, with its prices. Search engines are pointed at `/`, so it stays out of the sitemap.
 */
export const Route = createFileRoute('/_home-family/$partner')({
  loader: ({ context: { visit } }) => {
    // Any other single-segment address is not a page: the root route renders the 404 page.
    // notFound() is the router's marker object (not an Error).
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    if (!visit.onPartnerPage || visit.partner === null) throw notFound({ routeId: rootRouteId });
    return { ...visit, partner: visit.partner };
  },
  head: ({ match, loaderData }) =>
    loaderData === undefined ? {} : headTags(match.pathname, loaderData.partner, { canonicalPath: '/' }),
  staticData: {
    prerender: {
      heading: homePageMeta.heading,
      inSitemap: false,
      pages: () => partners.map((partner) => ({ params: { partner: partner.path.slice(1) } })),
    },
  },
  component: PartnerHome,
});

function PartnerHome() {
  return (
    <HomePage heading={homePageMeta.heading} variant={homeVariants.home} visit={Route.useLoaderData()} />
  );
}

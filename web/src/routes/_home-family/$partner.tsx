import { createFileRoute, notFound, rootRouteId } from '@tanstack/react-router';
import { homeMeta } from '../../features/home/home-meta.ts';
import { HomePage } from '../../features/home/home-page.tsx';
import { partnerAtPath, partners } from '../../features/partners/partners.ts';
import { headTags } from '../../site/page-head.ts';

/**
 * One page per entry of features/partners/partners.ts: the home page at the partner's address,
 * with its prices. Search engines are pointed at `/`, so it stays out of the sitemap.
 */
export const Route = createFileRoute('/_home-family/$partner')({
  loader: ({ params }) => {
    const partner = partnerAtPath(`/${params.partner}`);
    // Any other single-segment address is not a page: the root route renders the 404 page.
    // notFound() is the router's marker object (not an Error).
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    if (partner === undefined) throw notFound({ routeId: rootRouteId });
    return { title: partner.title, description: partner.description };
  },
  head: ({ match, loaderData }) =>
    loaderData === undefined ? {} : headTags(match.pathname, loaderData, { canonicalPath: '/' }),
  staticData: {
    prerender: {
      heading: homeMeta.heading,
      inSitemap: false,
      pages: () => partners.map((partner) => ({ params: { partner: partner.path.slice(1) } })),
    },
  },
  component: PartnerHome,
});

function PartnerHome() {
  return <HomePage heading={homeMeta.heading} />;
}

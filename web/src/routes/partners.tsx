import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { pageHead } from '../site/page-head.ts';
import { partners } from '../features/partners/partners.ts';
import { rootRoute } from './root.tsx';

/** One route per entry of content/partners.ts: the home page at the partner's address, with its prices. */
export const partnerRoutes = partners.map((partner) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path: partner.path,
    head: pageHead(partner.slug),
    component: lazyRouteComponent(() => import('../features/home/home-pages.tsx'), 'FullHomePage'),
  }),
);

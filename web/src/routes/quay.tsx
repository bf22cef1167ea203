import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { pageHead } from '../components/page-head.ts';
import { pages } from '../content/pages.ts';
import { rootRoute } from './root.tsx';

export const quayRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: pages.quay.path,
  head: pageHead('quay'),
  component: lazyRouteComponent(() => import('../pages/home-pages.tsx'), 'FullHomePage'),
});

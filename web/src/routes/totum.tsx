import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { pageHead } from '../components/page-head.ts';
import { pages } from '../content/pages.ts';
import { rootRoute } from './root.tsx';

export const totumRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: pages.totum.path,
  head: pageHead('totum'),
  component: lazyRouteComponent(() => import('../pages/home-pages.tsx'), 'FullHomePage'),
});

import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { pageHead } from '../components/page-head.ts';
import { pages } from '../content/pages.ts';
import { rootRoute } from './root.tsx';

export const hekaRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: pages.heka.path,
  head: pageHead('heka'),
  component: lazyRouteComponent(() => import('../pages/home-pages.tsx'), 'HekaHomePage'),
});

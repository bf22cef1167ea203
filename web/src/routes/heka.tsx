import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { pageHead } from '../site/page-head.ts';
import { pages } from '../site/pages.ts';
import { rootRoute } from './root.tsx';

export const hekaRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: pages.heka.path,
  head: pageHead('heka'),
  component: lazyRouteComponent(() => import('../features/home/home-pages.tsx'), 'HekaHomePage'),
});

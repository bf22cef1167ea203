import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { pageHead } from '../components/page-head.ts';
import { pages } from '../content/pages.ts';
import { rootRoute } from './root.tsx';

export const perkboxRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: pages.perkbox.path,
  head: pageHead('perkbox'),
  component: lazyRouteComponent(() => import('../pages/home-pages.tsx'), 'FullHomePage'),
});

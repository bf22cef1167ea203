import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { homePageHead } from '../components/page-head.ts';
import { pages } from '../content/pages.ts';
import { rootRoute } from './root.tsx';

export const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: pages.home.path,
  head: homePageHead('home'),
  component: lazyRouteComponent(() => import('../pages/home-pages.tsx'), 'FullHomePage'),
});

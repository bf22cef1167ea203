import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { homePageHead } from '../site/page-head.ts';
import { pages } from '../site/pages.ts';
import { rootRoute } from './root.tsx';

export const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: pages.home.path,
  head: homePageHead('home'),
  component: lazyRouteComponent(() => import('../features/home/home-pages.tsx'), 'FullHomePage'),
});

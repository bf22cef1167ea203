import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { homePageHead } from '../site/page-head.ts';
import { pages } from '../site/pages.ts';
import { rootRoute } from './root.tsx';

export const homePage1Route = createRoute({
  getParentRoute: () => rootRoute,
  path: pages.homePage1.path,
  head: homePageHead('homePage1'),
  component: lazyRouteComponent(() => import('../features/home/home-pages.tsx'), 'SimpleLandingPage'),
});

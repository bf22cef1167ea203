import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { homePageHead } from '../components/page-head.ts';
import { pages } from '../content/pages.ts';
import { rootRoute } from './root.tsx';

export const homePage1Route = createRoute({
  getParentRoute: () => rootRoute,
  path: pages.homePage1.path,
  head: homePageHead('homePage1'),
  component: lazyRouteComponent(() => import('../pages/home-pages.tsx'), 'SimpleLandingPage'),
});

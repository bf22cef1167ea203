import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { pageHead } from '../components/page-head.ts';
import { pages } from '../content/pages.ts';
import { rootRoute } from './root.tsx';

export const aboutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: pages.about.path,
  head: pageHead('about'),
  component: lazyRouteComponent(() => import('../pages/about-page.tsx'), 'AboutPage'),
});

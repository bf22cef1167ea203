import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { pageHead } from '../site/page-head.ts';
import { pages } from '../site/pages.ts';
import { rootRoute } from './root.tsx';

export const aboutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: pages.about.path,
  head: pageHead('about'),
  component: lazyRouteComponent(() => import('../features/about/about-page.tsx'), 'AboutPage'),
});

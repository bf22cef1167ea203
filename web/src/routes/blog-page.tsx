import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { pageHead } from '../components/page-head.ts';
import { pages } from '../content/pages.ts';
import { rootRoute } from './root.tsx';

export const blogRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: pages.blog.path,
  head: pageHead('blog'),
  component: lazyRouteComponent(() => import('../pages/blog-page.tsx'), 'BlogPage'),
});

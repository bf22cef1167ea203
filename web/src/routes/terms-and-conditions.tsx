import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { pageHead } from '../components/page-head.ts';
import { pages } from '../content/pages.ts';
import { rootRoute } from './root.tsx';

export const termsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: pages.terms.path,
  head: pageHead('terms'),
  component: lazyRouteComponent(() => import('../pages/terms-page.tsx'), 'TermsPage'),
});

import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { pageHead } from '../site/page-head.ts';
import { pages } from '../site/pages.ts';
import { rootRoute } from './root.tsx';

export const termsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: pages.terms.path,
  head: pageHead('terms'),
  component: lazyRouteComponent(() => import('../features/legal/terms-page.tsx'), 'TermsPage'),
});

import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { pageHead } from '../components/page-head.ts';
import { pages } from '../content/pages.ts';
import { rootRoute } from './root.tsx';

export const termsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: pages.terms.path,
  head: pageHead('terms'),
  // Its own chunk: few visitors read the terms, so the other pages do not carry their text. The
  // build still renders it into the page's HTML, and hydration loads the chunk before it starts.
  component: lazyRouteComponent(() => import('../pages/terms-page.tsx'), 'TermsPage'),
});

import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { pageHead } from '../components/page-head.ts';
import { pages } from '../content/pages.ts';
import { rootRoute } from './root.tsx';

export const faqsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: pages.faqs.path,
  head: pageHead('faqs'),
  component: lazyRouteComponent(() => import('../pages/faqs-page.tsx'), 'FaqsPage'),
});

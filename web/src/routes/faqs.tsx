import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { pageHead } from '../site/page-head.ts';
import { pages } from '../site/pages.ts';
import { rootRoute } from './root.tsx';

export const faqsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: pages.faqs.path,
  head: pageHead('faqs'),
  component: lazyRouteComponent(() => import('../features/faq/faqs-page.tsx'), 'FaqsPage'),
});

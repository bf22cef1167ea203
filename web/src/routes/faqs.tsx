import { createRoute } from '@tanstack/react-router';
import { pageHead } from '../components/page-head.ts';
import { pages } from '../content/pages.ts';
import { FaqsPage } from '../pages/faqs-page.tsx';
import { rootRoute } from './root.tsx';

export const faqsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: pages.faqs.path,
  head: pageHead('faqs'),
  component: FaqsPage,
});

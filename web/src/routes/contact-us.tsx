import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { pageHead } from '../components/page-head.ts';
import { pages } from '../content/pages.ts';
import { rootRoute } from './root.tsx';

export const contactRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: pages.contact.path,
  head: pageHead('contact'),
  component: lazyRouteComponent(() => import('../pages/contact-page.tsx'), 'ContactPage'),
});

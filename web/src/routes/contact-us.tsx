import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { pageHead } from '../site/page-head.ts';
import { pages } from '../site/pages.ts';
import { rootRoute } from './root.tsx';

export const contactRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: pages.contact.path,
  head: pageHead('contact'),
  component: lazyRouteComponent(() => import('../features/contact/contact-page.tsx'), 'ContactPage'),
});

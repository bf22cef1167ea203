import { createRoute } from '@tanstack/react-router';
import { pageHead } from '../components/page-head.ts';
import { pages } from '../content/pages.ts';
import { ContactPage } from '../pages/contact-page.tsx';
import { rootRoute } from './root.tsx';

export const contactRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: pages.contact.path,
  head: pageHead('contact'),
  component: ContactPage,
});

import { createRoute } from '@tanstack/react-router';
import { pageHead } from '../components/page-head.ts';
import { pages } from '../content/pages.ts';
import { AboutPage } from '../pages/about-page.tsx';
import { rootRoute } from './root.tsx';

export const aboutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: pages.about.path,
  head: pageHead('about'),
  component: AboutPage,
});

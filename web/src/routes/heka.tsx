import { createRoute } from '@tanstack/react-router';
import { pageHead } from '../components/page-head.ts';
import { pages } from '../content/pages.ts';
import { HekaHomePage } from '../pages/home-pages.tsx';
import { rootRoute } from './root.tsx';

export const hekaRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: pages.heka.path,
  head: pageHead('heka'),
  component: HekaHomePage,
});

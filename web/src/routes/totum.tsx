import { createRoute } from '@tanstack/react-router';
import { pageHead } from '../components/page-head.ts';
import { pages } from '../content/pages.ts';
import { FullHomePage } from '../pages/home-pages.tsx';
import { rootRoute } from './root.tsx';

export const totumRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: pages.totum.path,
  head: pageHead('totum'),
  component: FullHomePage,
});

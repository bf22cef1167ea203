import { createRoute } from '@tanstack/react-router';
import { pageHead } from '../components/page-head.ts';
import { pages } from '../content/pages.ts';
import { FullHomePage } from '../pages/home-pages.tsx';
import { rootRoute } from './root.tsx';

export const perkboxRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: pages.perkbox.path,
  head: pageHead('perkbox'),
  component: FullHomePage,
});

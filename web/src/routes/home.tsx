import { createRoute } from '@tanstack/react-router';
import { homePageHead } from '../components/page-head.ts';
import { pages } from '../content/pages.ts';
import { FullHomePage } from '../pages/home-pages.tsx';
import { rootRoute } from './root.tsx';

export const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: pages.home.path,
  head: homePageHead('home'),
  component: FullHomePage,
});

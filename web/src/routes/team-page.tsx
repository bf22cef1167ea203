import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { pageHead } from '../components/page-head.ts';
import { pages } from '../content/pages.ts';
import { rootRoute } from './root.tsx';

export const teamRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: pages.team.path,
  head: pageHead('team'),
  component: lazyRouteComponent(() => import('../pages/team-page.tsx'), 'TeamPage'),
});

import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { pageHead } from '../site/page-head.ts';
import { pages } from '../site/pages.ts';
import { rootRoute } from './root.tsx';

export const teamRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: pages.team.path,
  head: pageHead('team'),
  component: lazyRouteComponent(() => import('../features/team/meet-the-team-page.tsx'), 'TeamPage'),
});

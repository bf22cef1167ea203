import { createRoute } from '@tanstack/react-router';
import { pageHead } from '../components/page-head.ts';
import { pages } from '../content/pages.ts';
import { TeamPage } from '../pages/team-page.tsx';
import { rootRoute } from './root.tsx';

export const teamRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: pages.team.path,
  head: pageHead('team'),
  component: TeamPage,
});

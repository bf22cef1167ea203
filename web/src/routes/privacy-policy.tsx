import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { pageHead } from '../components/page-head.ts';
import { pages } from '../content/pages.ts';
import { rootRoute } from './root.tsx';

export const privacyPolicyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: pages.privacyPolicy.path,
  head: pageHead('privacyPolicy'),
  component: lazyRouteComponent(() => import('../pages/privacy-policy-page.tsx'), 'PrivacyPolicyPage'),
});

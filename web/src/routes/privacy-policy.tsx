import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { pageHead } from '../site/page-head.ts';
import { pages } from '../site/pages.ts';
import { rootRoute } from './root.tsx';

export const privacyPolicyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: pages.privacyPolicy.path,
  head: pageHead('privacyPolicy'),
  component: lazyRouteComponent(
    () => import('../features/legal/privacy-policy-page.tsx'),
    'PrivacyPolicyPage',
  ),
});

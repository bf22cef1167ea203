import { createRoute } from '@tanstack/react-router';
import { pageHead } from '../components/page-head.ts';
import { pages } from '../content/pages.ts';
import { PrivacyPolicyPage } from '../pages/privacy-policy-page.tsx';
import { rootRoute } from './root.tsx';

export const privacyPolicyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: pages.privacyPolicy.path,
  head: pageHead('privacyPolicy'),
  component: PrivacyPolicyPage,
});

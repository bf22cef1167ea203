import { createRouter } from '@tanstack/react-router';
import { rootRoute } from './routes/root.tsx';
import { homeRoute } from './routes/home.tsx';
import { homePage1Route } from './routes/home-page-1.tsx';
import { partnerRoutes } from './routes/partners.tsx';
import { hekaRoute } from './routes/heka.tsx';
import { privacyPolicyRoute } from './routes/privacy-policy.tsx';
import { termsRoute } from './routes/terms-and-conditions.tsx';
import { contactRoute } from './routes/contact-us.tsx';
import { aboutRoute } from './routes/about.tsx';
import { faqsRoute } from './routes/faqs.tsx';
import { teamRoute } from './routes/team-page.tsx';
import { blogIndexPageRoute, blogRoute } from './routes/blog-page.tsx';
import { blogPostRoute } from './routes/blog-post.tsx';

export const routeTree = rootRoute.addChildren([
  homeRoute,
  homePage1Route,
  ...partnerRoutes,
  hekaRoute,
  privacyPolicyRoute,
  termsRoute,
  contactRoute,
  aboutRoute,
  faqsRoute,
  teamRoute,
  blogRoute,
  blogIndexPageRoute,
  blogPostRoute,
]);

/** A fresh router per render: the build renders many pages in one process. */
export function createAppRouter() {
  let hydrated = false;
  return createRouter({
    routeTree,
    // The spec's routes are matched in any letter case: /quay, /Quay and /QUAY are one page.
    caseSensitive: false,
    trailingSlash: 'never',
    // Not on the render that hydrates the page: by then the browser has restored the position of
    // a reload or a Back, or the visitor has scrolled on their own, and a jump to the top would
    // lose their place (and send a tap in flight to whatever moved under their finger).
    scrollRestoration: () => {
      const restore = hydrated;
      hydrated = true;
      return restore;
    },
    defaultPreload: 'intent',
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

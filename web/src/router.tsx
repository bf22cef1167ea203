import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { rootRoute } from './routes/root.tsx';
import { homeRoute } from './routes/home.tsx';
import { homePage1Route } from './routes/home-page-1.tsx';
import { quayRoute } from './routes/quay.tsx';
import { totumRoute } from './routes/totum.tsx';
import { perkboxRoute } from './routes/perkbox.tsx';
import { hekaRoute } from './routes/heka.tsx';
import { privacyPolicyRoute } from './routes/privacy-policy.tsx';
import { termsRoute } from './routes/terms-and-conditions.tsx';
import { contactRoute } from './routes/contact-us.tsx';
import { aboutRoute } from './routes/about.tsx';
import { faqsRoute } from './routes/faqs.tsx';
import { teamRoute } from './routes/team-page.tsx';
import { blogRoute } from './routes/blog-page.tsx';
import { blogPostRoute } from './routes/blog-post.tsx';

export const routeTree = rootRoute.addChildren([
  homeRoute,
  homePage1Route,
  quayRoute,
  totumRoute,
  perkboxRoute,
  hekaRoute,
  privacyPolicyRoute,
  termsRoute,
  contactRoute,
  aboutRoute,
  faqsRoute,
  teamRoute,
  blogRoute,
  blogPostRoute,
]);

/** A fresh router (and query cache) per render: the build renders many pages in one process. */
export function createAppRouter() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return createRouter({
    routeTree,
    context: { queryClient },
    // The spec's routes are matched in any letter case: /quay, /Quay and /QUAY are one page.
    caseSensitive: false,
    trailingSlash: 'never',
    scrollRestoration: true,
    defaultPreload: 'intent',
    Wrap: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    ),
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

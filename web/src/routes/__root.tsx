// The design tokens first, so every component's own styles can build on them.
import '../ui/global.css';
import { createRootRouteWithContext, HeadContent, redirect } from '@tanstack/react-router';
import type { Visit } from '../shared/visit.ts';
import { NotFoundPage } from '../site/not-found-page.tsx';
import { notFoundHead } from '../site/page-head.ts';
import { RootLayout } from '../site/root-layout.tsx';
import { VisitProvider } from '../ui/visit-context.tsx';

/** What the runtime gives the router (web/src/router.tsx). */
export interface RouterContext {
  /** The visit of the page at an address, as this runtime knows it (web/src/resolve-visit.ts). */
  readonly visitOf: (pathname: string) => Visit;
  /** Whether the browser must load this address itself rather than the router render it. */
  readonly loadsAsDocument: (pathname: string) => boolean;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // Once per page: every route below finds the visit in its context; the pages' loaders hand it on.
  beforeLoad: ({ context, location, preload }) => {
    // redirect() is the router's marker object (not an Error).
    if (!preload && context.loadsAsDocument(location.pathname))
      // eslint-disable-next-line @typescript-eslint/only-throw-error
      throw redirect({ href: location.href, reloadDocument: true, replace: true });
    return { visit: context.visitOf(location.pathname) };
  },
  // Every page's own head overrides these by name; only an unknown path (the 404 page) keeps them.
  head: notFoundHead,
  component: RootDocument,
  notFoundComponent: NotFoundPage,
});

function RootDocument() {
  const { visit } = Route.useRouteContext();
  return (
    <html lang="en-GB">
      <head>
        <HeadContent />
      </head>
      <body>
        <VisitProvider visit={visit}>
          <RootLayout />
        </VisitProvider>
      </body>
    </html>
  );
}

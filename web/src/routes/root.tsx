// The design tokens first, so every component's own styles can build on them.
import '../ui/global.css';
import '../site/site.css';
import { createRootRoute, HeadContent, Scripts } from '@tanstack/react-router';
import { RootLayout } from '../site/root-layout.tsx';
import { NotFound } from '../site/not-found-page.tsx';
import { notFoundHead } from '../site/page-head.ts';

function RootDocument() {
  return (
    <html lang="en-GB">
      <head>
        <HeadContent />
      </head>
      <body>
        <RootLayout />
        <Scripts />
      </body>
    </html>
  );
}

export const rootRoute = createRootRoute({
  // Every page's own head overrides these by name; only an unknown path (the 404 page) keeps them.
  head: notFoundHead,
  component: RootDocument,
  notFoundComponent: NotFound,
});

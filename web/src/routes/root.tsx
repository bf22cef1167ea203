// The design tokens first, so every component's own styles can build on them.
import '../styles/global.css';
import '../styles/site.css';
import { createRootRoute, HeadContent, Scripts } from '@tanstack/react-router';
import { RootLayout } from '../components/root-layout.tsx';
import { NotFound } from '../components/not-found.tsx';
import { notFoundHead } from '../components/page-head.ts';

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

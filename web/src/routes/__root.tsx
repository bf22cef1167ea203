// The design tokens first, so every component's own styles can build on them.
import '../ui/global.css';
import { createRootRoute, HeadContent } from '@tanstack/react-router';
import { NotFoundPage } from '../site/not-found-page.tsx';
import { notFoundHead } from '../site/page-head.ts';
import { RootLayout } from '../site/root-layout.tsx';

export const Route = createRootRoute({
  // Every page's own head overrides these by name; only an unknown path (the 404 page) keeps them.
  head: notFoundHead,
  component: RootDocument,
  notFoundComponent: NotFoundPage,
});

function RootDocument() {
  return (
    <html lang="en-GB">
      <head>
        <HeadContent />
      </head>
      <body>
        <RootLayout />
      </body>
    </html>
  );
}

import { createRoute } from '@tanstack/react-router';
import { pageHead } from '../components/page-head.ts';
import { pages } from '../content/pages.ts';
import { BlogPage } from '../pages/blog-page.tsx';
import { rootRoute } from './root.tsx';

export const blogRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: pages.blog.path,
  head: pageHead('blog'),
  component: BlogPage,
});

import { readdirSync } from 'node:fs';
import { pages } from '../../web/src/site/pages.ts';

/** Every pre-rendered address with the heading its HTML must carry, for the route-wide e2e checks. */
export const siteRoutes: readonly { readonly path: string; readonly heading: string }[] = [
  ...Object.values(pages)
    .filter((page) => page.path !== pages.notFound.path)
    .map((page) => ({ path: page.path, heading: page.heading })),
  ...readdirSync(new URL('../../web/src/features/blog/posts/', import.meta.url))
    .filter((file) => file.endsWith('.md'))
    .map((file) => ({ path: `${pages.blog.path}/${file.replace(/\.md$/, '')}`, heading: '' })),
];

/** Resolves once the router has hydrated: TanStack Router removes its bootstrap global then. */
export const hydrated = () => !('$_TSR' in window);

import type { PageMeta } from '../shared/page-meta.ts';
import type { NavLink } from './navigation.ts';

/** What an unknown address shows: the root route's head and the 404 page. */
export const notFoundMeta = {
  title: 'Page not found',
  description:
    'We could not find that page. It may have moved, or the link may be mistyped. Here are some useful places to go.',
  heading: 'We could not find that page',
} as const satisfies PageMeta;

export const notFoundCopy: { readonly intro: string; readonly suggestions: readonly NavLink[] } = {
  intro:
    'The page may have moved, or the address may have a typo in it. Nothing is broken on your side. These pages are a good place to carry on:',
  suggestions: [
    { label: 'The Fernly home page', to: '/' },
    { label: 'Frequently asked questions', to: '/faqs' },
    { label: 'The Fernly blog', to: '/blog-page' },
    { label: 'Contact us', to: '/contact-us' },
  ],
};

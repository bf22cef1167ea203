import { pages } from './pages.ts';

export const notFoundCopy = {
  heading: pages.notFound.heading,
  intro:
    'The page may have moved, or the address may have a typo in it. Nothing is broken on your side. These pages are a good place to carry on:',
  suggestions: [
    { label: 'The Fernly home page', path: pages.home.path },
    { label: 'Frequently asked questions', path: pages.faqs.path },
    { label: 'The Fernly blog', path: pages.blog.path },
    { label: 'Contact us', path: pages.contact.path },
  ],
} as const;

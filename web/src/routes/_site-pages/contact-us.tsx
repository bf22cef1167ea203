import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../../pages/contact-page.tsx';
import type { PageMeta } from '../../shared/page-meta.ts';
import { pageHead } from '../../site/page-head.ts';

const page = {
  title: 'Contact us',
  description:
    'Questions, support or feedback about Fernly? Send us a message and a real person will reply within two working days.',
  heading: 'Contact us',
} satisfies PageMeta;

export const Route = createFileRoute('/_site-pages/contact-us')({
  head: pageHead(page),
  staticData: { prerender: { heading: page.heading, inSitemap: true } },
  component: Contact,
});

function Contact() {
  return <ContactPage heading={page.heading} />;
}

import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../../pages/contact-page.tsx';
import { pageHead } from '../../site/page-head.ts';
import { contactPageMeta } from '../../features/contact/contact-copy.ts';

export const Route = createFileRoute('/_site-pages/contact-us')({
  head: pageHead(contactPageMeta),
  staticData: { prerender: { heading: contactPageMeta.heading, inSitemap: true } },
  component: Contact,
});

function Contact() {
  return <ContactPage heading={contactPageMeta.heading} />;
}

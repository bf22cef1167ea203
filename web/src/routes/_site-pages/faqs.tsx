import { createFileRoute } from '@tanstack/react-router';
import { FaqsPage } from '../../pages/faqs-page.tsx';
import { pageHead } from '../../site/page-head.ts';
import { faqsPageMeta } from '../../features/faq/faq-copy.ts';

export const Route = createFileRoute('/_site-pages/faqs')({
  head: pageHead(faqsPageMeta),
  staticData: { prerender: { heading: faqsPageMeta.heading, inSitemap: true } },
  component: Faqs,
});

function Faqs() {
  return <FaqsPage heading={faqsPageMeta.heading} />;
}

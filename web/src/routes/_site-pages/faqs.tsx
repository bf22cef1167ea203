import { createFileRoute } from '@tanstack/react-router';
import { FaqsPage } from '../../pages/faqs-page.tsx';
import type { PageMeta } from '../../shared/page-meta.ts';
import { pageHead } from '../../site/page-head.ts';

const page = {
  title: 'Frequently asked questions',
  description:
    'Answers about Fernly: how planning works, calendars, reminders, the growing plant, prices, trials and cancelling.',
  heading: 'Frequently asked questions',
} satisfies PageMeta;

export const Route = createFileRoute('/_site-pages/faqs')({
  head: pageHead(page),
  staticData: { prerender: { heading: page.heading, inSitemap: true } },
  component: Faqs,
});

function Faqs() {
  return <FaqsPage heading={page.heading} />;
}

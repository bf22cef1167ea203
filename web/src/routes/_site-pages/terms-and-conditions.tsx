import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '../../pages/legal-page.tsx';
import { terms } from '../../features/legal/terms-copy.ts';
import type { PageMeta } from '../../shared/page-meta.ts';
import { pageHead } from '../../site/page-head.ts';

const page = {
  title: 'Terms and conditions',
  description:
    'The plain-English terms for using Fernly: subscriptions, free trials, cancelling, refunds and your rights as a UK consumer.',
  heading: 'Terms and conditions',
} satisfies PageMeta;

export const Route = createFileRoute('/_site-pages/terms-and-conditions')({
  head: pageHead(page),
  staticData: { prerender: { heading: page.heading, inSitemap: true } },
  component: Terms,
});

function Terms() {
  return <LegalPage heading={page.heading} document={terms} />;
}

import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '../../pages/legal-page.tsx';
import { terms } from '../../features/legal/terms-copy.ts';
import { pageHead } from '../../site/page-head.ts';
import { termsPageMeta } from '../../features/legal/terms-copy.ts';

export const Route = createFileRoute('/_site-pages/terms-and-conditions')({
  head: pageHead(termsPageMeta),
  staticData: { prerender: { heading: termsPageMeta.heading, inSitemap: true } },
  component: Terms,
});

function Terms() {
  return <LegalPage heading={termsPageMeta.heading} document={terms} />;
}

import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '../../pages/legal-page.tsx';
import { privacyPolicy } from '../../features/legal/privacy-policy-copy.ts';
import { pageHead } from '../../site/page-head.ts';
import { privacyPolicyPageMeta } from '../../features/legal/privacy-policy-copy.ts';

export const Route = createFileRoute('/_site-pages/privacy-policy')({
  head: pageHead(privacyPolicyPageMeta),
  staticData: { prerender: { heading: privacyPolicyPageMeta.heading, inSitemap: true } },
  component: PrivacyPolicy,
});

function PrivacyPolicy() {
  return <LegalPage heading={privacyPolicyPageMeta.heading} document={privacyPolicy} />;
}

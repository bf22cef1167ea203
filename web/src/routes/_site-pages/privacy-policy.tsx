import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '../../pages/legal-page.tsx';
import { privacyPolicy } from '../../features/legal/privacy-policy-copy.ts';
import type { PageMeta } from '../../shared/page-meta.ts';
import { pageHead } from '../../site/page-head.ts';

const page = {
  title: 'Privacy policy',
  description:
    'How Fernly collects, uses, stores and protects your personal data, your rights under UK GDPR, and how to contact us.',
  heading: 'Privacy policy',
} satisfies PageMeta;

export const Route = createFileRoute('/_site-pages/privacy-policy')({
  head: pageHead(page),
  staticData: { prerender: { heading: page.heading, inSitemap: true } },
  component: PrivacyPolicy,
});

function PrivacyPolicy() {
  return <LegalPage heading={page.heading} document={privacyPolicy} />;
}

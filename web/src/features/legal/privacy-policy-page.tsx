import { pages } from '../../site/pages.ts';
import { privacyPolicy } from './privacy-policy-copy.ts';
import { LegalPage } from './legal-page.tsx';

export function PrivacyPolicyPage() {
  return <LegalPage heading={pages.privacyPolicy.heading} document={privacyPolicy} />;
}

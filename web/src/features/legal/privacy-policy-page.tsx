import { pages } from '../content/pages.ts';
import { privacyPolicy } from '../content/privacy-policy.ts';
import { LegalPage } from './legal-page.tsx';

export function PrivacyPolicyPage() {
  return <LegalPage heading={pages.privacyPolicy.heading} document={privacyPolicy} />;
}

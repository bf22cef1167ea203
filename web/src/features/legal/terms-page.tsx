import { pages } from '../../site/pages.ts';
import { terms } from './terms-copy.ts';
import { LegalPage } from './legal-page.tsx';

export function TermsPage() {
  return <LegalPage heading={pages.terms.heading} document={terms} />;
}

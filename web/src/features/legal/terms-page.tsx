import { pages } from '../content/pages.ts';
import { terms } from '../content/terms.ts';
import { LegalPage } from './legal-page.tsx';

export function TermsPage() {
  return <LegalPage heading={pages.terms.heading} document={terms} />;
}

import { LegalDocumentView } from '../components/legal-document.tsx';
import { PageShell } from '../components/page-shell.tsx';
import { pages } from '../content/pages.ts';
import { formatLongDate } from '../domain/format-date.ts';
import { terms } from '../content/terms.ts';

export function TermsPage() {
  return (
    <PageShell>
      <div className="container page__header">
        <span className="eyebrow">Legal</span>
        <h1>{pages.terms.heading}</h1>
        <p className="page__updated">
          Last updated <time dateTime={terms.updated}>{formatLongDate(terms.updated)}</time>.{' '}
          {terms.effectiveNote}
        </p>
        <p className="page__lead">{terms.intro}</p>
      </div>
      <LegalDocumentView document={terms} />
    </PageShell>
  );
}

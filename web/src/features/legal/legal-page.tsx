import { LegalDocumentView } from './legal-document.tsx';
import { PageShell } from '../../site/page-shell.tsx';
import type { LegalDocument } from './legal-blocks.ts';
import { formatLongDate } from '../../shared/format-date.ts';

interface LegalPageProps {
  readonly heading: string;
  readonly document: LegalDocument;
}

/** The privacy policy and the terms: one layout, each document its own chunk (see the routes). */
export function LegalPage({ heading, document }: LegalPageProps) {
  return (
    <PageShell>
      <div className="container page__header">
        <span className="eyebrow">Legal</span>
        <h1>{heading}</h1>
        <p className="page__updated">
          Last updated <time dateTime={document.updated}>{formatLongDate(document.updated)}</time>.{' '}
          {document.effectiveNote}
        </p>
        <p className="page__lead">{document.intro}</p>
      </div>
      <LegalDocumentView document={document} />
    </PageShell>
  );
}

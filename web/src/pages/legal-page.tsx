import { formatLongDate } from '../shared/format-date.ts';
import { PageHeader } from '../ui/page-header.tsx';
import type { LegalDocument } from '../features/legal/legal-blocks.ts';
import { LegalDocumentView } from '../features/legal/legal-document.tsx';
import { ConsentToggle } from '../features/consent/consent-toggle.tsx';

interface LegalPageProps {
  readonly heading: string;
  readonly document: LegalDocument;
}

/** The privacy policy and the terms: one layout, each document in its own route's chunk. */
export function LegalPage({ heading, document }: LegalPageProps) {
  return (
    <>
      <PageHeader
        eyebrow="Legal"
        heading={heading}
        note={
          <p className="page__updated">
            Last updated <time dateTime={document.updated}>{formatLongDate(document.updated)}</time>.{' '}
            {document.effectiveNote}
          </p>
        }
        lead={document.intro}
      />
      <LegalDocumentView document={document} consentToggle={<ConsentToggle />} />
    </>
  );
}

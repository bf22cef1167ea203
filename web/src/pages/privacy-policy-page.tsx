import { LegalDocumentView } from '../components/legal-document.tsx';
import { PageShell } from '../components/page-shell.tsx';
import { pages } from '../content/pages.ts';
import { formatLongDate } from '../domain/format-date.ts';
import { privacyPolicy } from '../content/privacy-policy.ts';

export function PrivacyPolicyPage() {
  return (
    <PageShell>
      <div className="container page__header">
        <span className="eyebrow">Legal</span>
        <h1>{pages.privacyPolicy.heading}</h1>
        <p className="page__updated">
          Last updated <time dateTime={privacyPolicy.updated}>{formatLongDate(privacyPolicy.updated)}</time>.{' '}
          {privacyPolicy.effectiveNote}
        </p>
        <p className="page__lead">{privacyPolicy.intro}</p>
      </div>
      <LegalDocumentView document={privacyPolicy} />
    </PageShell>
  );
}

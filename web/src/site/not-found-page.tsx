import { Link } from '@tanstack/react-router';
import { PageHeader } from '../ui/page-header.tsx';
import { notFoundCopy, notFoundMeta } from './not-found-copy.ts';
import { PageShell } from './page-shell.tsx';
import './not-found-page.css';

/** What the root route shows for an address no route has. */
export function NotFoundPage() {
  return (
    <PageShell notFound>
      <PageHeader heading={notFoundMeta.heading} lead={notFoundCopy.intro}>
        <ul className="link-list">
          {notFoundCopy.suggestions.map((suggestion) => (
            <li key={suggestion.to}>
              <Link to={suggestion.to}>{suggestion.label}</Link>
            </li>
          ))}
        </ul>
      </PageHeader>
    </PageShell>
  );
}

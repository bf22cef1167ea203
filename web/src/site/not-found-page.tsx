import { Link } from '@tanstack/react-router';
import { notFoundCopy } from './not-found-copy.ts';
import { PageShell } from './page-shell.tsx';

export function NotFound() {
  return (
    <PageShell>
      <div className="container page__header">
        <h1>{notFoundCopy.heading}</h1>
        <p className="page__lead">{notFoundCopy.intro}</p>
        <ul className="link-list">
          {notFoundCopy.suggestions.map((suggestion) => (
            <li key={suggestion.path}>
              <Link to={suggestion.path}>{suggestion.label}</Link>
            </li>
          ))}
        </ul>
      </div>
    </PageShell>
  );
}

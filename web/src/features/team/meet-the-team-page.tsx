import { Link } from '@tanstack/react-router';
import { PageShell } from '../../site/page-shell.tsx';
import { pages } from '../../site/pages.ts';
import { founders } from './founders.ts';
import { teamPageCopy } from './team-copy.ts';
import { AssetPicture } from '../../ui/asset-picture.tsx';

export function TeamPage() {
  return (
    <PageShell>
      <div className="container page__header">
        <span className="eyebrow">Company</span>
        <h1>{pages.team.heading}</h1>
        <p className="page__lead">{teamPageCopy.lead}</p>
      </div>
      <div className="container">
        <ul className="team-list">
          {founders.map((founder) => (
            <li key={founder.name} className="team-list__member">
              <AssetPicture
                image={founder.image}
                alt={teamPageCopy.portraitAlt(founder.name)}
                className="team-list__portrait"
                sizes="10rem"
              />
              <div>
                <h2 className="team-list__name">{founder.name}</h2>
                <p className="team-list__title">{founder.title}</p>
                <p>{founder.description}</p>
              </div>
            </li>
          ))}
        </ul>
        <aside className="page-callout" aria-labelledby="team-join">
          <h2 id="team-join">{teamPageCopy.joinUs.heading}</h2>
          <p>{teamPageCopy.joinUs.text}</p>
          <Link to={pages.contact.path} className="button button--secondary">
            {teamPageCopy.joinUs.link}
          </Link>
        </aside>
      </div>
    </PageShell>
  );
}

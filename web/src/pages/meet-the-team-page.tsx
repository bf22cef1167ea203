import { Link } from '@tanstack/react-router';
import { PageCallout } from '../ui/page-callout.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { FounderCard } from '../features/team/founder-card.tsx';
import { founders } from '../features/team/founders.ts';
import { teamPageCopy } from '../features/team/team-copy.ts';
import { buttonClass } from '../ui/button.ts';
import './meet-the-team-page.css';

/** The team page (/team-page): each founder at length, and an invitation to work with us. */
export function MeetTheTeamPage({ heading }: { readonly heading: string }) {
  return (
    <>
      <PageHeader eyebrow="Company" heading={heading} lead={teamPageCopy.lead} />
      <div className="container">
        <ul className="team-list">
          {founders.map((founder) => (
            <li key={founder.name}>
              <FounderCard founder={founder} headingLevel={2} layout="row" />
            </li>
          ))}
        </ul>
        <PageCallout id="team-join" heading={teamPageCopy.joinUs.heading} text={teamPageCopy.joinUs.text}>
          <Link to="/contact-us" className={buttonClass('secondary')}>
            {teamPageCopy.joinUs.link}
          </Link>
        </PageCallout>
      </div>
    </>
  );
}

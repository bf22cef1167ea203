import { AssetPicture } from '../../ui/asset-picture.tsx';
import type { TeamMember } from './founders.ts';
import { founderPortraitAlt } from './team-copy.ts';
import './founder-card.css';

interface FounderCardProps {
  readonly founder: TeamMember;
  /** Where the name sits in the page's outline. */
  readonly headingLevel: 2 | 3;
  /** A column in the home page's grid of three, or a boxed row on the team page. */
  readonly layout: 'column' | 'row';
}

/** A founder's portrait, name, title and story: the home page's team section and the team page. */
export function FounderCard({ founder, headingLevel, layout }: FounderCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={`founder-card founder-card--${layout}`}>
      <AssetPicture
        image={founder.image}
        alt={founderPortraitAlt(founder.name)}
        className="founder-card__portrait"
      />
      <div>
        <Heading className="founder-card__name">{founder.name}</Heading>
        <p className="founder-card__title">{founder.title}</p>
        <p>{founder.description}</p>
      </div>
    </article>
  );
}

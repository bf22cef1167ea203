import { SectionHeading } from '../../ui/section-heading.tsx';
import { FounderCard } from './founder-card.tsx';
import { founders } from './founders.ts';
import { teamSectionCopy } from './team-copy.ts';
import './team-section.css';

export function TeamSection() {
  return (
    <section className="section team" aria-labelledby="team-title">
      <div className="container">
        <SectionHeading id="team-title" eyebrow={teamSectionCopy.eyebrow} title={teamSectionCopy.title} />
        <p className="team__intro">{teamSectionCopy.intro}</p>
        <div className="team__grid">
          {founders.map((founder) => (
            <FounderCard key={founder.name} founder={founder} headingLevel={3} layout="column" />
          ))}
        </div>
      </div>
    </section>
  );
}

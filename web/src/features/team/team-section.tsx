import { Section } from '../../ui/section.tsx';
import { FounderCard } from './founder-card.tsx';
import { founders } from './founders.ts';
import { teamSectionCopy } from './team-copy.ts';
import './team-section.css';

export function TeamSection() {
  return (
    <Section
      name="team"
      className="section team"
      eyebrow={teamSectionCopy.eyebrow}
      title={teamSectionCopy.title}
    >
      <p className="team__intro">{teamSectionCopy.intro}</p>
      <div className="team__grid">
        {founders.map((founder) => (
          <FounderCard key={founder.name} founder={founder} headingLevel={3} layout="column" />
        ))}
      </div>
    </Section>
  );
}

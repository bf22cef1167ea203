import { founders, teamSectionCopy } from './founders.ts';
import { AssetPicture } from '../../ui/asset-picture.tsx';
import './team-section.css';

export function Team() {
  return (
    <section className="section team" aria-labelledby="team-title">
      <div className="container">
        <p className="eyebrow">{teamSectionCopy.eyebrow}</p>
        <h2 id="team-title" className="section__title">
          {teamSectionCopy.title}
        </h2>
        <p className="team__intro">{teamSectionCopy.intro}</p>
        <div className="team__grid">
          {founders.map((founder) => (
            <article key={founder.name} className="team-member">
              <AssetPicture
                image={founder.image}
                alt={`Portrait of ${founder.name}`}
                className="team-member__portrait"
                sizes="160px"
              />
              <h3 className="team-member__name">{founder.name}</h3>
              <p className="team-member__title">{founder.title}</p>
              <p>{founder.description}</p>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}

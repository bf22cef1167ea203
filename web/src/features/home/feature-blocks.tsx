import { featuresCopy, type FeatureCopy } from './home-copy.ts';
import { Icon, type IconName } from '../../ui/icons.tsx';
import './feature-blocks.css';
import { SectionHeading } from '../../ui/section-heading.tsx';

const featureIcons: Readonly<Record<FeatureCopy['id'], IconName>> = {
  plant: 'plant',
  'mental-load': 'calendar',
  support: 'heart',
};

export function FeatureBlocks() {
  return (
    <section className="section features" aria-labelledby="features-title">
      <div className="container">
        <SectionHeading id="features-title" eyebrow={featuresCopy.eyebrow} title={featuresCopy.title} />
        <div className="features__grid">
          {featuresCopy.features.map((feature) => (
            <article key={feature.id} className="feature">
              <span className="feature__icon">
                <Icon name={featureIcons[feature.id]} />
              </span>
              <h3>{feature.title}</h3>
              <p>{feature.body}</p>
              <ul className="feature__points">
                {feature.points.map((point) => (
                  <li key={point}>
                    <Icon name="check" className="feature__check" />
                    {point}
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}

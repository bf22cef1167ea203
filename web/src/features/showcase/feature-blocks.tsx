import { Icon, type IconName } from '../../ui/icons.tsx';
import { Section } from '../../ui/section.tsx';
import { featuresCopy, type FeatureCopy } from './showcase-copy.ts';
import './feature-blocks.css';

const featureIcons: Readonly<Record<FeatureCopy['id'], IconName>> = {
  plant: 'plant',
  'mental-load': 'calendar',
  support: 'heart',
};

export function FeatureBlocks() {
  return (
    <Section
      name="features"
      className="section features"
      eyebrow={featuresCopy.eyebrow}
      title={featuresCopy.title}
    >
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
    </Section>
  );
}

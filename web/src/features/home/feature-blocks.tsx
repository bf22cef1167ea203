import { featuresCopy, type FeatureCopy } from './home-copy.ts';
import { Icon, type IconName } from '../../ui/icons.tsx';
import './feature-blocks.css';

const featureIcons: Readonly<Record<FeatureCopy['id'], IconName>> = {
  plant: 'plant',
  'mental-load': 'calendar',
  support: 'heart',
};

export function Features() {
  return (
    <section className="section features" aria-labelledby="features-title">
      <div className="container">
        <p className="eyebrow">{featuresCopy.eyebrow}</p>
        <h2 id="features-title" className="section__title">
          {featuresCopy.title}
        </h2>
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

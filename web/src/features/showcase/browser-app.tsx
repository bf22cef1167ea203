import { Icon, type IconName } from '../../ui/icons.tsx';
import { Section } from '../../ui/section.tsx';
import { browserAppCopy, type BrowserBenefit } from './showcase-copy.ts';
import './browser-app.css';

const benefitIcons: Readonly<Record<BrowserBenefit['id'], IconName>> = {
  instant: 'bolt',
  trusted: 'shield',
  updated: 'refresh',
  value: 'gift',
};

export function BrowserApp() {
  return (
    <Section
      name="browser-app"
      className="section browser-app"
      eyebrow={browserAppCopy.eyebrow}
      title={browserAppCopy.title}
    >
      <p className="browser-app__intro">{browserAppCopy.intro}</p>
      <ul className="browser-app__benefits">
        {browserAppCopy.benefits.map((benefit) => (
          <li key={benefit.id} className="browser-benefit">
            <span className="browser-benefit__icon">
              <Icon name={benefitIcons[benefit.id]} />
            </span>
            <h3 className="browser-benefit__title">{benefit.title}</h3>
            <p className="browser-benefit__body">{benefit.body}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

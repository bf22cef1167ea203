import { browserAppCopy, type BrowserBenefit } from './home-copy.ts';
import { Icon, type IconName } from '../../ui/icons.tsx';
import './browser-app.css';
import { SectionHeading } from '../../ui/section-heading.tsx';

const benefitIcons: Readonly<Record<BrowserBenefit['id'], IconName>> = {
  instant: 'bolt',
  trusted: 'shield',
  updated: 'refresh',
  value: 'gift',
};

export function BrowserApp() {
  return (
    <section className="section browser-app" aria-labelledby="browser-app-title">
      <div className="container">
        <SectionHeading
          id="browser-app-title"
          eyebrow={browserAppCopy.eyebrow}
          title={browserAppCopy.title}
        />
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
      </div>
    </section>
  );
}

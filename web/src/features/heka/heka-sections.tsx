import { Link } from '@tanstack/react-router';
import { ActionBand } from '../../ui/action-band.tsx';
import { AppCallToAction } from '../../ui/app-call-to-action.tsx';
import { buttonClass } from '../../ui/button.ts';
import { HeroFrame } from '../../ui/hero-frame.tsx';
import { HeroScreenshot } from '../../ui/hero-screenshot.tsx';
import { Section, sectionTitleId } from '../../ui/section.tsx';
import {
  hekaContactCopy,
  hekaEmployerCopy,
  hekaHeroCopy,
  hekaStatsCopy,
  hekaStepsCopy,
} from './heka-copy.ts';
import './heka-sections.css';

/** /Heka's hero: one call to action for employees who have Fernly, one for employers. */
export function HekaHero({ heading }: { readonly heading: string }) {
  return (
    <HeroFrame
      eyebrow={hekaHeroCopy.eyebrow}
      heading={heading}
      lead={hekaHeroCopy.lead}
      media={<HeroScreenshot alt={hekaHeroCopy.screenshotAlt} />}
      mediaClassName="hero__screenshot-frame"
    >
      <div className="heka__actions">
        <AppCallToAction intent="signup">{hekaHeroCopy.employeeCta}</AppCallToAction>
        <Link to="/contact-us" className={buttonClass('secondary')}>
          {hekaHeroCopy.employerCta}
        </Link>
      </div>
    </HeroFrame>
  );
}

export function HekaStats() {
  return (
    <Section name="heka-stats" className="heka-stats">
      <h2 id={sectionTitleId('heka-stats')} className="visually-hidden">
        {hekaStatsCopy.title}
      </h2>
      <ul className="heka-stats__list">
        {hekaStatsCopy.stats.map((stat) => (
          <li key={stat.value} className="heka-stat">
            <span className="heka-stat__value">{stat.value}</span>
            <span className="heka-stat__label">{stat.label}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function HekaSteps() {
  return (
    <Section
      name="heka-steps"
      className="section"
      eyebrow={hekaStepsCopy.eyebrow}
      title={hekaStepsCopy.title}
    >
      <ol className="heka-steps">
        {hekaStepsCopy.steps.map((step) => (
          <li key={step.title} className="heka-step">
            <h3 className="heka-step__title">{step.title}</h3>
            <p className="heka-step__body">{step.body}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

export function HekaEmployers() {
  return (
    <Section
      name="heka-employers"
      className="section heka-employers"
      eyebrow={hekaEmployerCopy.eyebrow}
      title={hekaEmployerCopy.title}
    >
      <div className="heka-employers__grid">
        {hekaEmployerCopy.points.map((point) => (
          <article key={point.title} className="heka-employers__point">
            <h3>{point.title}</h3>
            <p>{point.body}</p>
          </article>
        ))}
      </div>
    </Section>
  );
}

export function HekaContact() {
  return (
    <ActionBand name="heka-contact" title={hekaContactCopy.title} body={hekaContactCopy.body}>
      <Link to="/contact-us" className={buttonClass('secondary')}>
        {hekaContactCopy.cta}
      </Link>
    </ActionBand>
  );
}

import { Link } from '@tanstack/react-router';
import { AppCallToAction } from '../download/app-call-to-action.tsx';
import {
  hekaContactCopy,
  hekaEmployerCopy,
  hekaHeroCopy,
  hekaStatsCopy,
  hekaStepsCopy,
} from './heka-copy.ts';
import { HeroScreenshot } from '../home/hero-screenshot.tsx';
import { HeroFrame } from '../home/hero-frame.tsx';
import { ActionBand } from '../../ui/action-band.tsx';
import { SectionHeading } from '../../ui/section-heading.tsx';
import { buttonClass } from '../../ui/button.ts';
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
    <section className="heka-stats" aria-labelledby="heka-stats-title">
      <div className="container">
        <h2 id="heka-stats-title" className="visually-hidden">
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
      </div>
    </section>
  );
}

export function HekaSteps() {
  return (
    <section className="section" aria-labelledby="heka-steps-title">
      <div className="container">
        <SectionHeading id="heka-steps-title" eyebrow={hekaStepsCopy.eyebrow} title={hekaStepsCopy.title} />
        <ol className="heka-steps">
          {hekaStepsCopy.steps.map((step) => (
            <li key={step.title} className="heka-step">
              <h3 className="heka-step__title">{step.title}</h3>
              <p className="heka-step__body">{step.body}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

export function HekaEmployers() {
  return (
    <section className="section heka-employers" aria-labelledby="heka-employers-title">
      <div className="container">
        <SectionHeading
          id="heka-employers-title"
          eyebrow={hekaEmployerCopy.eyebrow}
          title={hekaEmployerCopy.title}
        />
        <div className="heka-employers__grid">
          {hekaEmployerCopy.points.map((point) => (
            <article key={point.title} className="heka-employers__point">
              <h3>{point.title}</h3>
              <p>{point.body}</p>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}

export function HekaContact() {
  return (
    <ActionBand id="heka-contact-title" title={hekaContactCopy.title} body={hekaContactCopy.body}>
      <Link to="/contact-us" className={buttonClass('secondary')}>
        {hekaContactCopy.cta}
      </Link>
    </ActionBand>
  );
}

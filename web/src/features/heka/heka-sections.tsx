import { Link } from '@tanstack/react-router';
import { AppCallToAction } from '../download/app-call-to-action.tsx';
import {
  hekaContactCopy,
  hekaEmployerCopy,
  hekaHeroCopy,
  hekaStatsCopy,
  hekaStepsCopy,
} from './heka-copy.ts';
import { appScreenshot } from '../../assets/media.ts';
import { pages } from '../../site/pages.ts';
import { AssetPicture } from '../../ui/asset-picture.tsx';
import '../home/hero.css';
import './heka-sections.css';

export function HekaHero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <div className="hero__copy">
          <p className="eyebrow">{hekaHeroCopy.eyebrow}</p>
          <h1 id="hero-title" className="hero__title">
            {pages.heka.heading}
          </h1>
          <p className="hero__lead">{hekaHeroCopy.lead}</p>
          <div className="heka__actions">
            <AppCallToAction intent="signup">{hekaHeroCopy.employeeCta}</AppCallToAction>
            <Link to="/contact-us" className="button button--secondary">
              {hekaHeroCopy.employerCta}
            </Link>
          </div>
        </div>
        <div className="hero__media hero__screenshot-frame">
          <AssetPicture
            image={appScreenshot}
            alt={hekaHeroCopy.screenshotAlt}
            className="hero__screenshot"
            sizes="(max-width: 768px) 90vw, 22rem"
            priority
          />
        </div>
      </div>
    </section>
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
        <p className="eyebrow">{hekaStepsCopy.eyebrow}</p>
        <h2 id="heka-steps-title" className="section__title">
          {hekaStepsCopy.title}
        </h2>
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
        <p className="eyebrow">{hekaEmployerCopy.eyebrow}</p>
        <h2 id="heka-employers-title" className="section__title">
          {hekaEmployerCopy.title}
        </h2>
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
    <section className="trial-banner heka-contact" aria-labelledby="heka-contact-title">
      <div className="container trial-banner__inner">
        <div>
          <h2 id="heka-contact-title" className="trial-banner__title">
            {hekaContactCopy.title}
          </h2>
          <p className="trial-banner__body">{hekaContactCopy.body}</p>
        </div>
        <Link to="/contact-us" className="button button--secondary">
          {hekaContactCopy.cta}
        </Link>
      </div>
    </section>
  );
}

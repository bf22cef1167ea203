import { Link } from '@tanstack/react-router';
import { ActionBand } from '../../ui/action-band.tsx';
import { AppCallToAction } from '../../ui/app-call-to-action.tsx';
import { buttonClass } from '../../ui/button.ts';
import { HeroFrame } from '../../ui/hero-frame.tsx';
import { HeroScreenshot } from '../../ui/hero-screenshot.tsx';
import { Section, sectionTitleId } from '../../ui/section.tsx';
import {
  employeeBenefitsContactCopy,
  employeeBenefitsEmployerCopy,
  employeeBenefitsHeroCopy,
  employeeBenefitsStatsCopy,
  employeeBenefitsStepsCopy,
} from './employee-benefits-copy.ts';
import './employee-benefits-sections.css';

/** /Heka's hero: one call to action for employees who have Fernly, one for employers. */
export function EmployeeBenefitsHero({ heading }: { readonly heading: string }) {
  return (
    <HeroFrame
      eyebrow={employeeBenefitsHeroCopy.eyebrow}
      heading={heading}
      lead={employeeBenefitsHeroCopy.lead}
      media={<HeroScreenshot alt={employeeBenefitsHeroCopy.screenshotAlt} />}
      mediaClassName="hero__screenshot-frame"
    >
      <div className="employee-benefits__actions">
        <AppCallToAction intent="signup">{employeeBenefitsHeroCopy.employeeCta}</AppCallToAction>
        <Link to="/contact-us" className={buttonClass('secondary')}>
          {employeeBenefitsHeroCopy.employerCta}
        </Link>
      </div>
    </HeroFrame>
  );
}

export function EmployeeBenefitsStats() {
  return (
    <Section name="employee-benefits-stats" className="employee-benefits-stats">
      <h2 id={sectionTitleId('employee-benefits-stats')} className="visually-hidden">
        {employeeBenefitsStatsCopy.title}
      </h2>
      <ul className="employee-benefits-stats__list">
        {employeeBenefitsStatsCopy.stats.map((stat) => (
          <li key={stat.value} className="employee-benefits-stat">
            <span className="employee-benefits-stat__value">{stat.value}</span>
            <span className="employee-benefits-stat__label">{stat.label}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function EmployeeBenefitsSteps() {
  return (
    <Section
      name="employee-benefits-steps"
      className="section"
      eyebrow={employeeBenefitsStepsCopy.eyebrow}
      title={employeeBenefitsStepsCopy.title}
    >
      <ol className="employee-benefits-steps">
        {employeeBenefitsStepsCopy.steps.map((step) => (
          <li key={step.title} className="employee-benefits-step">
            <h3 className="employee-benefits-step__title">{step.title}</h3>
            <p className="employee-benefits-step__body">{step.body}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

export function EmployeeBenefitsEmployers() {
  return (
    <Section
      name="employee-benefits-employers"
      className="section employee-benefits-employers"
      eyebrow={employeeBenefitsEmployerCopy.eyebrow}
      title={employeeBenefitsEmployerCopy.title}
    >
      <div className="employee-benefits-employers__grid">
        {employeeBenefitsEmployerCopy.points.map((point) => (
          <article key={point.title} className="employee-benefits-employers__point">
            <h3>{point.title}</h3>
            <p>{point.body}</p>
          </article>
        ))}
      </div>
    </Section>
  );
}

export function EmployeeBenefitsContact() {
  return (
    <ActionBand
      name="employee-benefits-contact"
      title={employeeBenefitsContactCopy.title}
      body={employeeBenefitsContactCopy.body}
    >
      <Link to="/contact-us" className={buttonClass('secondary')}>
        {employeeBenefitsContactCopy.cta}
      </Link>
    </ActionBand>
  );
}

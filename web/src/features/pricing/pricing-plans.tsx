import { trialOf, trialText, type Partner } from '../../shared/visit.ts';
import { AppCallToAction } from '../../ui/app-call-to-action.tsx';
import { Section } from '../../ui/section.tsx';
import { PartnerBanner } from './partner-banner.tsx';
import { mostPopularPlan, plans } from './plans.ts';
import { pricingCopy } from './pricing-copy.ts';
import { accessiblePriceText, applyPartnerDiscount, formatGbp, memberPriceLabel } from './prices.ts';
import './pricing-section.css';

/** The plans at a visitor's prices: the standard ones, or a partner's with the originals struck through. */
export function PricingPlans({ partner }: { readonly partner: Partner | null }) {
  const trial = trialText(trialOf(partner));
  const memberPrice = memberPriceLabel(partner);

  return (
    <Section
      name="pricing"
      className="section pricing"
      eyebrow={pricingCopy.eyebrow}
      title={pricingCopy.title}
    >
      <p className="pricing__intro">{pricingCopy.intro}</p>
      {partner?.showsBanner === true && <PartnerBanner partner={partner} />}
      <div className="pricing__plans">
        {plans.map((plan) => {
          const price = applyPartnerDiscount(plan.priceGbp, partner);
          const popular = plan.id === mostPopularPlan;
          return (
            <article
              key={plan.id}
              className={popular ? 'plan plan--popular' : 'plan'}
              aria-labelledby={`plan-${plan.id}`}
              data-plan={plan.id}
            >
              {popular && <p className="plan__badge">{pricingCopy.mostPopular}</p>}
              <h3 id={`plan-${plan.id}`} className="plan__name">
                {plan.name}
              </h3>
              {memberPrice !== null && <p className="plan__member-price">{memberPrice}</p>}
              <p className="plan__price">
                <span aria-hidden="true">
                  {price.originalAmount !== null && (
                    <s className="plan__original">{formatGbp(price.originalAmount)}</s>
                  )}{' '}
                  <span className="plan__amount">{formatGbp(price.amount)}</span>
                  <span className="plan__period"> / {plan.period}</span>
                </span>
                <span className="visually-hidden">{accessiblePriceText(price, plan.period)}</span>
              </p>
              <p className="plan__trial">
                {trial} {pricingCopy.trialSuffix} {formatGbp(price.amount)} / {plan.period}.{' '}
                {pricingCopy.cancelAnytime}.
              </p>
              <p className="plan__summary">{plan.summary}</p>
              <AppCallToAction
                intent="signup"
                variant={popular ? 'primary' : 'secondary'}
                className="plan__cta"
              >
                {pricingCopy.choosePlan} {plan.name}
              </AppCallToAction>
            </article>
          );
        })}
      </div>
      <ul className="pricing__includes">
        {pricingCopy.includes.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </Section>
  );
}

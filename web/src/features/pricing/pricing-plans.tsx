import { AppCallToAction } from '../download/app-call-to-action.tsx';
import { SectionHeading } from '../../ui/section-heading.tsx';
import { mostPopularPlan, plans } from './plans.ts';
import { pricingCopy } from './pricing-copy.ts';
import {
  accessiblePriceText,
  applyAffiliateDiscount,
  formatGbp,
  memberPriceLabel,
  showsPartnerBanner,
  trialLabel,
} from './prices.ts';
import type { AffiliateSource } from '../partners/affiliate.ts';
import { PartnerBanner } from './partner-banner.tsx';
import './pricing-section.css';

/** The plans at a visitor's prices: the standard ones, or a partner's with the originals struck through. */
export function PricingPlans({ source }: { readonly source: AffiliateSource | null }) {
  const trial = trialLabel(source);
  const memberPrice = memberPriceLabel(source);

  return (
    <section className="section pricing" aria-labelledby="pricing-title">
      <div className="container">
        <SectionHeading id="pricing-title" eyebrow={pricingCopy.eyebrow} title={pricingCopy.title} />
        <p className="pricing__intro">{pricingCopy.intro}</p>
        {source !== null && showsPartnerBanner(source) && <PartnerBanner source={source} />}
        <div className="pricing__plans">
          {plans.map((plan) => {
            const price = applyAffiliateDiscount(plan.priceGbp, source);
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
      </div>
    </section>
  );
}

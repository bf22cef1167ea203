import { homeFaqs } from '../faq/faq-items.ts';
import { hekaFaqs } from '../heka/heka-copy.ts';
import { BrowserApp } from './browser-app.tsx';
import { FaqSection } from '../faq/faq-section.tsx';
import { Features } from './feature-blocks.tsx';
import { HekaContact, HekaEmployers, HekaHero, HekaStats, HekaSteps } from '../heka/heka-sections.tsx';
import { Hero } from './hero.tsx';
import { Press } from './press.tsx';
import { Pricing } from '../pricing/pricing-section.tsx';
import { ProductHuntAward } from './product-hunt.tsx';
import { SimpleHero } from './home-page-1-hero.tsx';
import { Team } from '../team/team-section.tsx';
import { Testimonials } from '../testimonials/testimonials-section.tsx';
import { TopBar } from '../../site/top-bar.tsx';
import { TrialBanner } from '../pricing/trial-banner.tsx';
import { mainContentId } from '../../site/skip-link.tsx';

/** `/`, `/Totum`, `/Perkbox` and `/Quay`: the spec's sections in order (the footer comes from the layout). */
export function FullHomePage() {
  return (
    <>
      <TopBar action="login" />
      <main id={mainContentId} tabIndex={-1}>
        <Hero />
        <Features />
        <Team />
        <Testimonials />
        <ProductHuntAward />
        <Pricing />
        <BrowserApp />
        <Press />
        <FaqSection items={homeFaqs} />
        <TrialBanner />
      </main>
    </>
  );
}

/** `/HomePage1`: the home page without the team, pushing signup from the top bar, with a still hero. */
export function SimpleLandingPage() {
  return (
    <>
      <TopBar action="get-your-plan" />
      <main id={mainContentId} tabIndex={-1}>
        <SimpleHero />
        <Features />
        <Testimonials />
        <ProductHuntAward />
        <Pricing />
        <BrowserApp />
        <Press />
        <FaqSection items={homeFaqs} />
        <TrialBanner />
      </main>
    </>
  );
}

/**
 * `/Heka`: the home page for the employee-benefits audience. Employers set prices per
 * organisation, so it shows no public pricing and no partner discounts.
 */
export function HekaHomePage() {
  return (
    <>
      <TopBar action="login" />
      <main id={mainContentId} tabIndex={-1}>
        <HekaHero />
        <HekaStats />
        <HekaSteps />
        <Features />
        <HekaEmployers />
        <Testimonials />
        <BrowserApp />
        <FaqSection items={hekaFaqs} linkToAll={false} />
        <HekaContact />
      </main>
    </>
  );
}

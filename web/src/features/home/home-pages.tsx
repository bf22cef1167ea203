import { homeFaqs } from '../content/faqs.ts';
import { hekaFaqs } from '../content/heka.ts';
import { BrowserApp } from '../sections/browser-app.tsx';
import { FaqSection } from '../sections/faq-section.tsx';
import { Features } from '../sections/features.tsx';
import { HekaContact, HekaEmployers, HekaHero, HekaStats, HekaSteps } from '../sections/heka.tsx';
import { Hero } from '../sections/hero.tsx';
import { Press } from '../sections/press.tsx';
import { Pricing } from '../sections/pricing.tsx';
import { ProductHuntAward } from '../sections/product-hunt.tsx';
import { SimpleHero } from '../sections/simple-hero.tsx';
import { Team } from '../sections/team.tsx';
import { Testimonials } from '../sections/testimonials.tsx';
import { TopBar } from '../sections/top-bar.tsx';
import { TrialBanner } from '../sections/trial-banner.tsx';
import { mainContentId } from '../components/skip-link.tsx';

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

import { FaqSection } from '../faq/faq-section.tsx';
import { homeFaqs } from '../faq/faq-items.ts';
import { PricingSection } from '../pricing/pricing-section.tsx';
import { TrialBanner } from '../pricing/trial-banner.tsx';
import { TestimonialsSection } from '../testimonials/testimonials-section.tsx';
import { BrowserApp } from './browser-app.tsx';
import { FeatureBlocks } from './feature-blocks.tsx';
import { HomePage1Hero } from './home-page-1-hero.tsx';
import { Press } from './press.tsx';
import { ProductHuntAward } from './product-hunt.tsx';

/** /HomePage1: the home page without the team, with a still hero (its top bar pushes signup). */
export function HomePage1({ heading }: { readonly heading: string }) {
  return (
    <>
      <HomePage1Hero heading={heading} />
      <FeatureBlocks />
      <TestimonialsSection />
      <ProductHuntAward />
      <PricingSection />
      <BrowserApp />
      <Press />
      <FaqSection items={homeFaqs} />
      <TrialBanner />
    </>
  );
}

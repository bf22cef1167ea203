import { FaqSection } from '../faq/faq-section.tsx';
import { homeFaqs } from '../faq/faq-items.ts';
import { PricingSection } from '../pricing/pricing-section.tsx';
import { TrialBanner } from '../pricing/trial-banner.tsx';
import { TeamSection } from '../team/team-section.tsx';
import { TestimonialsSection } from '../testimonials/testimonials-section.tsx';
import { BrowserApp } from './browser-app.tsx';
import { FeatureBlocks } from './feature-blocks.tsx';
import { Hero } from './hero.tsx';
import { Press } from './press.tsx';
import { ProductHuntAward } from './product-hunt.tsx';

/** `/` and every partner page: the spec's sections in order (the frame comes from the layout route). */
export function HomePage({ heading }: { readonly heading: string }) {
  return (
    <>
      <Hero heading={heading} />
      <FeatureBlocks />
      <TeamSection />
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

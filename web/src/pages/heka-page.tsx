import { FaqSection } from '../features/faq/faq-section.tsx';
import { hekaFaqs } from '../features/faq/faq-items.ts';
import {
  HekaContact,
  HekaEmployers,
  HekaHero,
  HekaStats,
  HekaSteps,
} from '../features/heka/heka-sections.tsx';
import { BrowserApp } from '../features/showcase/browser-app.tsx';
import { FeatureBlocks } from '../features/showcase/feature-blocks.tsx';
import { TestimonialsSection } from '../features/testimonials/testimonials-section.tsx';

/**
 * /Heka: the home page for the employee-benefits audience. Employers set prices per
 * organisation, so it shows no public pricing and no partner discounts.
 */
export function HekaPage({ heading }: { readonly heading: string }) {
  return (
    <>
      <HekaHero heading={heading} />
      <HekaStats />
      <HekaSteps />
      <FeatureBlocks />
      <HekaEmployers />
      <TestimonialsSection />
      <BrowserApp />
      <FaqSection items={hekaFaqs} linkToAll={false} />
      <HekaContact />
    </>
  );
}

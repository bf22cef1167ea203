import { FaqSection } from '../faq/faq-section.tsx';
import { BrowserApp } from '../home/browser-app.tsx';
import { FeatureBlocks } from '../home/feature-blocks.tsx';
import { TestimonialsSection } from '../testimonials/testimonials-section.tsx';
import { hekaFaqs } from './heka-copy.ts';
import { HekaContact, HekaEmployers, HekaHero, HekaStats, HekaSteps } from './heka-sections.tsx';

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

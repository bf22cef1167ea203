import { FaqSection } from '../features/faq/faq-section.tsx';
import { employeeBenefitsFaqs } from '../features/faq/faq-items.ts';
import {
  EmployeeBenefitsContact,
  EmployeeBenefitsEmployers,
  EmployeeBenefitsHero,
  EmployeeBenefitsStats,
  EmployeeBenefitsSteps,
} from '../features/employee-benefits/employee-benefits-sections.tsx';
import { BrowserApp } from '../features/showcase/browser-app.tsx';
import { FeatureBlocks } from '../features/showcase/feature-blocks.tsx';
import { TestimonialsSection } from '../features/testimonials/testimonials-section.tsx';

/**
 * /Heka: the home page for the employee-benefits audience. Employers set prices per
 * organisation, so it shows no public pricing and no partner discounts.
 */
export function EmployeeBenefitsPage({ heading }: { readonly heading: string }) {
  return (
    <>
      <EmployeeBenefitsHero heading={heading} />
      <EmployeeBenefitsStats />
      <EmployeeBenefitsSteps />
      <FeatureBlocks />
      <EmployeeBenefitsEmployers />
      <TestimonialsSection />
      <BrowserApp />
      <FaqSection items={employeeBenefitsFaqs} linkToAll={false} />
      <EmployeeBenefitsContact />
    </>
  );
}

import faqFile from '../../../../content/faq.yaml';
import { withFacts } from './faq-facts.ts';

export type { FaqItem } from './faq-schema.ts';

/** The four questions on the home page. */
export const homeFaqs = withFacts(faqFile.home);

/** Further questions, shown with the home ones on the FAQs page. */
export const moreFaqs = withFacts(faqFile.more);

/** The questions of the employee-benefits page, /Heka: an employer's and an employee's. */
export const employeeBenefitsFaqs = withFacts(faqFile.employeeBenefits);

import faqFile from '../../../../content/faq.yaml';
import { standardTrial, trialText } from '../../shared/visit.ts';
import {
  benefitPlatformNameList,
  partnerDiscountText,
  partnersWithTheirOwnTrial,
} from '../partners/partners.ts';
import type { faqFacts, FaqItem } from './faq-schema.ts';

export type { FaqItem } from './faq-schema.ts';

// The facts an answer names in braces come from the partners' code-reviewed entries, so a new
// partner's trial or discount reaches the FAQs without an edit to content/faq.yaml.
const facts = new Map<string, string>(
  Object.entries({
    'trial-lengths': `${trialText(standardTrial)}${partnersWithTheirOwnTrial()
      .map((partner) => `, or ${trialText(partner.trial)} if you joined through ${partner.name}`)
      .join('')}`,
    'benefit-platforms': benefitPlatformNameList('and'),
    'partner-discount': partnerDiscountText(),
  } satisfies Record<(typeof faqFacts)[number], string>),
);

function withFacts(items: readonly FaqItem[]): readonly FaqItem[] {
  return items.map((item) => ({
    ...item,
    answer: item.answer.replace(
      /\{([a-z-]+)\}/g,
      (placeholder, name: string) => facts.get(name) ?? placeholder,
    ),
  }));
}

/** The four questions on the home page. */
export const homeFaqs = withFacts(faqFile.home);

/** Further questions, shown with the home ones on the FAQs page. */
export const moreFaqs = withFacts(faqFile.more);

/** The questions of the employee-benefits page, /Heka: an employer's and an employee's. */
export const hekaFaqs = withFacts(faqFile.heka);

import { standardTrial, trialText } from '../../shared/visit.ts';
import {
  benefitPlatformNameList,
  partnerDiscountText,
  partnersWithTheirOwnTrial,
} from '../partners/partners.ts';
import type { faqFacts, FaqItem } from './faq-schema.ts';

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

/** The questions with the facts their answers name filled in: on the site, and in the editor's preview. */
export function withFacts(items: readonly FaqItem[]): readonly FaqItem[] {
  return items.map((item) => ({
    ...item,
    answer: item.answer.replace(
      /\{([a-z-]+)\}/g,
      (placeholder, name: string) => facts.get(name) ?? placeholder,
    ),
  }));
}

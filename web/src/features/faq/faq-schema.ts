import { z } from 'zod';

/**
 * Facts an answer may name in braces, filled in from the code-reviewed partner and price data
 * (web/src/features/faq/faq-items.ts), so an editor never restates a trial length or a discount.
 */
export const faqFacts = ['trial-lengths', 'benefit-platforms', 'partner-discount'] as const;

const factsOnly = new RegExp(`^(?:[^{}]|\\{(?:${faqFacts.join('|')})\\})*$`);
const factsOnlyRule = `braces only around ${faqFacts.map((fact) => `{${fact}}`).join(', ')}`;
const questionRule = 'must end with a question mark';

const faqItemSchema = z
  .object({
    question: z
      .string()
      .min(10)
      .max(90)
      .regex(/\?$/, questionRule)
      // The editor shows the rule's own words (web/admin/cms-config.ts).
      .meta({ title: 'Question', patternMessage: questionRule }),
    answer: z
      .string()
      .min(80)
      .max(500)
      .regex(factsOnly, factsOnlyRule)
      .meta({
        title: 'Answer',
        description: `Facts kept with the prices: ${faqFacts.map((fact) => `{${fact}}`).join(', ')}.`,
        patternMessage: factsOnlyRule,
      }),
    initiallyOpen: z.boolean().optional().meta({ title: 'Open when the page loads' }),
  })
  .meta({ title: 'Question and answer' });

/** content/faq.yaml: every question on the site, by the page that asks it. */
export const faqFileSchema = z
  .object({
    home: z.array(faqItemSchema).length(4).meta({ title: 'Home page (exactly four)' }),
    more: z.array(faqItemSchema).min(6).meta({ title: 'Further questions on the FAQs page' }),
    employeeBenefits: z
      .array(faqItemSchema)
      .length(4)
      .meta({ title: 'Employee benefits page (exactly four)' }),
  })
  .meta({ title: 'FAQs' });

export type FaqItem = z.infer<typeof faqItemSchema>;

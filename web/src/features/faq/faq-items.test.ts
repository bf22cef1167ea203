import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { employeeBenefitsFaqs, homeFaqs, moreFaqs } from './faq-items.ts';

const faqSchema = z.object({
  question: z
    .string()
    .min(10)
    .max(90)
    .refine((question) => question.endsWith('?'), 'must be a question'),
  answer: z.string().min(80).max(500),
  initiallyOpen: z.boolean().optional(),
});

function unique(values: readonly string[]): boolean {
  return new Set(values).size === values.length;
}

describe('FAQs', () => {
  it('puts exactly four on the home page and at least six more on the FAQs page', () => {
    expect(homeFaqs).toHaveLength(4);
    expect(moreFaqs.length).toBeGreaterThanOrEqual(6);
    expect(employeeBenefitsFaqs).toHaveLength(4);
  });

  it('writes every item as a real question with a full answer, none repeated', () => {
    const all = [...homeFaqs, ...moreFaqs, ...employeeBenefitsFaqs];
    for (const item of all) faqSchema.parse(item);
    expect(unique(all.map((item) => item.question))).toBe(true);
  });
});

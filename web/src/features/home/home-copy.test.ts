// The home-page copy checked against schemas, so an edit that breaks the spec's counts or makes
// a text too short to mean anything (or too long for its card) fails before it ships.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { homeFaqs, moreFaqs } from '../faq/faq-items.ts';
import { hekaEmployerCopy, hekaFaqs, hekaStepsCopy } from '../heka/heka-copy.ts';
import { browserAppCopy, featuresCopy, pressCopy, simpleHeroCopy } from './home-copy.ts';
import { plans } from '../pricing/plans.ts';
import { founders } from '../team/founders.ts';
import { testimonials } from '../testimonials/testimonials.ts';

const imageAsset = z.object({
  src: z.string().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

const testimonialSchema = z.object({
  name: z.string().min(3).max(40),
  text: z.string().min(60).max(220),
  image: imageAsset,
});

const faqSchema = z.object({
  question: z
    .string()
    .min(10)
    .max(90)
    .refine((question) => question.endsWith('?'), 'must be a question'),
  answer: z.string().min(80).max(500),
  initiallyOpen: z.boolean().optional(),
});

function sentences(text: string): number {
  return text.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.length > 0).length;
}

const founderSchema = z.object({
  name: z.string().min(3),
  title: z.string().regex(/\b(CEO|CPO|CTO)$/),
  image: imageAsset,
  description: z
    .string()
    .max(450)
    .refine((text) => sentences(text) >= 2 && sentences(text) <= 3, 'must be two or three sentences'),
});

function unique(values: readonly string[]): boolean {
  return new Set(values).size === values.length;
}

describe('testimonials', () => {
  it('has twelve, each with a name, a quote and an avatar', () => {
    expect(testimonials).toHaveLength(12);
    for (const testimonial of testimonials) testimonialSchema.parse(testimonial);
    expect(unique(testimonials.map((testimonial) => testimonial.name))).toBe(true);
    expect(unique(testimonials.map((testimonial) => testimonial.image.src))).toBe(true);
  });
});

describe('FAQs', () => {
  it('puts exactly four on the home page and at least six more on the FAQs page', () => {
    expect(homeFaqs).toHaveLength(4);
    expect(moreFaqs.length).toBeGreaterThanOrEqual(6);
    expect(hekaFaqs).toHaveLength(4);
  });

  it('writes every item as a real question with a full answer, none repeated', () => {
    const all = [...homeFaqs, ...moreFaqs, ...hekaFaqs];
    for (const item of all) faqSchema.parse(item);
    expect(unique(all.map((item) => item.question))).toBe(true);
  });
});

describe('founders', () => {
  it('are the CEO, CPO and CTO, each with a two- or three-sentence description', () => {
    expect(founders.map((founder) => founder.title.slice(-3))).toEqual(['CEO', 'CPO', 'CTO']);
    for (const founder of founders) founderSchema.parse(founder);
  });
});

describe('pricing copy', () => {
  it('offers the weekly, monthly and yearly plans in pounds and pence, longer plans costing less per week', () => {
    expect(plans.map((plan) => plan.id)).toEqual(['weekly', 'monthly', 'yearly']);
    for (const plan of plans) expect(Math.round(plan.priceGbp * 100) / 100).toBe(plan.priceGbp);
    const weeks = { weekly: 1, monthly: 52 / 12, yearly: 52 };
    const perWeek = plans.map((plan) => plan.priceGbp / weeks[plan.id]);
    expect(perWeek).toEqual([...perWeek].sort((a, b) => b - a));
  });
});

describe('home sections', () => {
  it('has the three feature blocks of the spec', () => {
    expect(featuresCopy.features.map((feature) => feature.id)).toEqual(['plant', 'mental-load', 'support']);
  });

  it('has the four browser-app benefits of the spec', () => {
    expect(browserAppCopy.benefits.map((benefit) => benefit.title)).toEqual([
      'Instant access',
      'Trusted tech',
      'Always updated',
      'More value',
    ]);
  });

  it('names at least four distinct press outlets', () => {
    expect(pressCopy.outlets.length).toBeGreaterThanOrEqual(4);
    expect(unique(pressCopy.outlets.map((outlet) => outlet.name))).toBe(true);
  });

  it('gives the simplified landing page one quote with its author', () => {
    expect(simpleHeroCopy.quote.text.length).toBeGreaterThan(40);
    expect(simpleHeroCopy.quote.name.length).toBeGreaterThan(2);
  });

  it('gives the Heka page three steps and four employer points', () => {
    expect(hekaStepsCopy.steps).toHaveLength(3);
    expect(hekaEmployerCopy.points).toHaveLength(4);
  });
});

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { founders } from './founders.ts';

const imageAsset = z.object({
  src: z.string().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
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

describe('founders', () => {
  it('are the CEO, CPO and CTO, each with a two- or three-sentence description', () => {
    expect(founders.map((founder) => founder.title.slice(-3))).toEqual(['CEO', 'CPO', 'CTO']);
    for (const founder of founders) founderSchema.parse(founder);
  });

  it('are the three of the team page', () => {
    expect(founders.map((founder) => founder.name)).toEqual(['Maya Okafor', 'Daniel Reyes', 'Priya Raman']);
  });
});

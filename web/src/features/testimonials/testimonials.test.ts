import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testimonials } from './testimonials.ts';

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

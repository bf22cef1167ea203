import { z } from 'zod';

/** The carousel's length, which the spec fixes: the first twelve of the list are shown. */
export const shownTestimonials = 12;

/** The illustrated avatars of web/src/assets/people, in the order web/src/assets/media.ts lists them. */
export const avatarNames = [
  'avatar-01',
  'avatar-02',
  'avatar-03',
  'avatar-04',
  'avatar-05',
  'avatar-06',
  'avatar-07',
  'avatar-08',
  'avatar-09',
  'avatar-10',
  'avatar-11',
  'avatar-12',
] as const;

const testimonialSchema = z
  .object({
    name: z.string().min(3).max(40).meta({ title: 'Name, age and town' }),
    text: z.string().min(60).max(220).meta({ title: 'Quote' }),
    avatar: z.enum(avatarNames).meta({ title: 'Avatar' }),
  })
  .meta({ title: 'Testimonial' });

/** content/testimonials.yaml: newest at the top; the carousel shows the first twelve. */
export const testimonialsFileSchema = z
  .object({
    testimonials: z
      .array(testimonialSchema)
      .min(shownTestimonials)
      .meta({ title: 'Testimonials (the first twelve are shown)' }),
  })
  .meta({ title: 'Testimonials' });

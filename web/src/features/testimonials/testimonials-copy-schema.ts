import { z } from 'zod';
import { copyText } from '../../shared/copy-text.ts';

/** content/pages/testimonials.yaml: the section around the quotes (the quotes: content/testimonials.yaml). */
export const testimonialsCopyFileSchema = z
  .object({
    testimonialsSection: z
      .object({ eyebrow: copyText('Eyebrow', 40), title: copyText('Heading', 60) })
      .meta({ title: 'Home page testimonials section' }),
  })
  .meta({ title: 'Testimonials section' });

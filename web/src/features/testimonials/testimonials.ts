import testimonialsFile from '../../../../content/testimonials.yaml';
import { testimonialAvatars, type ImageAsset } from '../../assets/media.ts';
import { avatarNames, shownTestimonials } from './testimonial-schema.ts';

export interface Testimonial {
  readonly name: string;
  readonly text: string;
  readonly image: ImageAsset;
}

/** The carousel's twelve: the top of content/testimonials.yaml, each with its avatar. */
export const testimonials: readonly Testimonial[] = testimonialsFile.testimonials
  .slice(0, shownTestimonials)
  .map(({ name, text, avatar }) => {
    const image = testimonialAvatars[avatarNames.indexOf(avatar)];
    // A missing avatar stops the build rather than showing a broken image.
    if (image === undefined) throw new Error(`No avatar ${avatar} for the testimonial of ${name}`);
    return { name, text, image };
  });

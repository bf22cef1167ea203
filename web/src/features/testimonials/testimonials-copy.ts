import testimonialsCopyFile from '../../../../content/pages/testimonials.yaml';

/** The home page's testimonials section (content/pages/testimonials.yaml). */
export const testimonialsSectionCopy = testimonialsCopyFile.testimonialsSection;

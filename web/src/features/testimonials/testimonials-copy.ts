/** The home page's testimonials section. */
export const testimonialsSectionCopy = {
  eyebrow: 'Members',
  title: 'What members say',
} as const;

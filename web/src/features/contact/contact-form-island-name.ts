/** The contact form's island (web/src/site/islands.ts hydrates it). */
export const contactFormIsland = 'contact-form';

/** The sentence shown instead of the form when the form cannot work. */
export const contactFormFallbackAttribute = 'data-contact-fallback';

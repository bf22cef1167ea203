/**
 * The spec's mobile breakpoint: at 768 px and below the nav becomes a hamburger drawer and the
 * pages stack into one column. The CSS reads it as `@media (--narrow-screen)`, from
 * breakpoints.gen.css, which `npm run web:generate` writes from this file.
 */
export const narrowScreenMaxWidthPx = 768;

/** The same width as a media query, for matchMedia. */
export const narrowScreenQuery = `(max-width: ${narrowScreenMaxWidthPx}px)`;

/** The spec's mobile breakpoint: at 768 px and below the nav becomes a hamburger drawer. */
export const mobileBreakpointPx = 768;
export const mobileNavQuery = `(max-width: ${mobileBreakpointPx}px)`;

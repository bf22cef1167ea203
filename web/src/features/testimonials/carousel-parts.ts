/** The carousel's parts, as its markup marks them for the page's script (attribute names). */
export const carouselParts = {
  carousel: 'data-carousel',
  controls: 'data-carousel-controls',
  /** On Previous and Next: how many cards the button moves by (-1 or 1). */
  step: 'data-carousel-step',
  status: 'data-carousel-status',
  slides: 'data-carousel-slides',
  /** On the carousel: the first card in view, as the page's script last moved or found it. */
  index: 'data-carousel-index',
} as const;

// The testimonial carousel shows a window of cards from a strip of all twelve; these rules decide
// where it may move.

export const carouselPageSize = 3;

export function canGoNext(index: number, total: number, pageSize = carouselPageSize): boolean {
  return index + pageSize < total;
}

export function canGoPrevious(index: number): boolean {
  return index > 0;
}

export function nextIndex(index: number, total: number, pageSize = carouselPageSize): number {
  return canGoNext(index, total, pageSize) ? index + 1 : index;
}

export function previousIndex(index: number): number {
  return canGoPrevious(index) ? index - 1 : index;
}

/**
 * How many cards the strip shows at once: three side by side on a wide screen (the spec's window),
 * one with a glimpse of the next on a phone. The distance from one card's start to the next is a
 * card and a gap, so the strip's width holds that many steps less one gap.
 */
export function visibleCards(stripWidth: number, cardStep: number): number {
  if (cardStep <= 0) return 1;
  return Math.max(1, Math.round(stripWidth / cardStep));
}

/** The first card in view, from how far the strip has scrolled (snap points sit at each card). */
export function firstCardInView(
  scrollLeft: number,
  cardStep: number,
  total: number,
  visible: number,
): number {
  if (cardStep <= 0) return 0;
  const lastStart = Math.max(0, total - visible);
  return Math.min(Math.max(0, Math.round(scrollLeft / cardStep)), lastStart);
}

/**
 * Where the carousel stands after its strip changed size: on the card a visitor's taps have sent it
 * to, even while the strip is still gliding there, as far as the new width allows.
 */
export function firstCardAfterResize(movingTo: number, total: number, visible: number): number {
  return Math.min(Math.max(0, movingTo), Math.max(0, total - visible));
}

/** The sentence the live region announces after a move. */
export function carouselStatus(index: number, total: number, pageSize = carouselPageSize): string {
  const first = Math.min(index + 1, total);
  const last = Math.min(index + pageSize, total);
  return first === last
    ? `Showing testimonial ${first} of ${total}`
    : `Showing testimonials ${first} to ${last} of ${total}`;
}

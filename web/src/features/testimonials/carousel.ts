// The testimonial carousel shows a fixed window of cards; these rules decide where it may move.

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

/** The cards visible from `index`, each with its 1-based position for "n of total" labels. */
export function carouselWindow<Item>(
  items: readonly Item[],
  index: number,
  pageSize = carouselPageSize,
): { item: Item; position: number }[] {
  const lastStart = Math.max(0, items.length - pageSize);
  const start = Math.min(Math.max(0, Math.trunc(index)), lastStart);
  return items.slice(start, start + pageSize).map((item, offset) => ({ item, position: start + offset + 1 }));
}

/** The sentence the live region announces after a move. */
export function carouselStatus(index: number, total: number, pageSize = carouselPageSize): string {
  const first = Math.min(index + 1, total);
  const last = Math.min(index + pageSize, total);
  return `Showing testimonials ${first} to ${last} of ${total}`;
}

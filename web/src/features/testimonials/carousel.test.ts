import { describe, expect, it } from 'vitest';
import {
  canGoNext,
  canGoPrevious,
  carouselStatus,
  firstCardAfterResize,
  firstCardInView,
  nextIndex,
  previousIndex,
  visibleCards,
} from './carousel.ts';

describe('carousel moves', () => {
  it('starts with Previous disabled and Next enabled', () => {
    expect(canGoPrevious(0)).toBe(false);
    expect(canGoNext(0, 12)).toBe(true);
  });

  it('moves Next by one while index + 3 is below 12', () => {
    expect(nextIndex(0, 12)).toBe(1);
    expect(nextIndex(8, 12)).toBe(9);
    expect(canGoNext(8, 12)).toBe(true);
  });

  it('stops at index 9, where the window shows the last three', () => {
    expect(canGoNext(9, 12)).toBe(false);
    expect(nextIndex(9, 12)).toBe(9);
  });

  it('moves Previous by one while index is above 0, and not below', () => {
    expect(previousIndex(9)).toBe(8);
    expect(previousIndex(1)).toBe(0);
    expect(previousIndex(0)).toBe(0);
    expect(canGoPrevious(1)).toBe(true);
  });

  it('walks from the first to the last window in nine steps', () => {
    let index = 0;
    let steps = 0;
    while (canGoNext(index, 12)) {
      index = nextIndex(index, 12);
      steps += 1;
    }
    expect({ index, steps }).toEqual({ index: 9, steps: 9 });
  });

  it('cannot move at all with three items or fewer', () => {
    expect(canGoNext(0, 3)).toBe(false);
    expect(canGoNext(0, 2)).toBe(false);
    expect(canGoNext(0, 0)).toBe(false);
  });
});

describe('visibleCards', () => {
  it('counts three cards on a wide strip and one on a phone', () => {
    // Three 360 px cards with 24 px gaps: a 1128 px strip, a card every 384 px.
    expect(visibleCards(1128, 384)).toBe(3);
    // A 343 px strip with cards at 85 % and a 24 px gap.
    expect(visibleCards(343, 343 * 0.85 + 24)).toBe(1);
  });

  it('counts one before the strip is laid out', () => {
    expect(visibleCards(0, 0)).toBe(1);
  });
});

describe('firstCardInView', () => {
  it('reads the first card from the scroll position, snapped to the nearest card', () => {
    expect(firstCardInView(0, 384, 12, 3)).toBe(0);
    expect(firstCardInView(770, 384, 12, 3)).toBe(2);
    expect(firstCardInView(380, 384, 12, 3)).toBe(1);
  });

  it('never reads past the last full window', () => {
    expect(firstCardInView(384 * 11, 384, 12, 3)).toBe(9);
    expect(firstCardInView(384 * 11, 384, 12, 1)).toBe(11);
  });
});

describe('firstCardAfterResize', () => {
  it('keeps the card the taps have sent the strip to', () => {
    expect(firstCardAfterResize(5, 12, 1)).toBe(5);
    expect(firstCardAfterResize(5, 12, 3)).toBe(5);
  });

  it('holds to the last full window when more cards fit than before', () => {
    expect(firstCardAfterResize(11, 12, 3)).toBe(9);
    expect(firstCardAfterResize(3, 2, 3)).toBe(0);
  });
});

describe('carouselStatus', () => {
  it('describes the visible range', () => {
    expect(carouselStatus(0, 12)).toBe('Showing testimonials 1 to 3 of 12');
    expect(carouselStatus(9, 12)).toBe('Showing testimonials 10 to 12 of 12');
  });

  it('names the one card a phone shows', () => {
    expect(carouselStatus(4, 12, 1)).toBe('Showing testimonial 5 of 12');
  });
});

import { describe, expect, it } from 'vitest';
import {
  canGoNext,
  canGoPrevious,
  carouselStatus,
  carouselWindow,
  nextIndex,
  previousIndex,
} from './carousel.ts';

const twelve = Array.from({ length: 12 }, (_, n) => `t${n + 1}`);

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

describe('carouselWindow', () => {
  it('shows three cards from the index with their positions', () => {
    expect(carouselWindow(twelve, 4)).toEqual([
      { item: 't5', position: 5 },
      { item: 't6', position: 6 },
      { item: 't7', position: 7 },
    ]);
  });

  it('shows the last three at the last index', () => {
    expect(carouselWindow(twelve, 9).map(({ position }) => position)).toEqual([10, 11, 12]);
  });

  it('clamps an out-of-range index rather than showing a short window', () => {
    expect(carouselWindow(twelve, 11).map(({ position }) => position)).toEqual([10, 11, 12]);
    expect(carouselWindow(twelve, -2).map(({ position }) => position)).toEqual([1, 2, 3]);
  });

  it('shows every item when there are fewer than three', () => {
    expect(carouselWindow(['a', 'b'], 0)).toEqual([
      { item: 'a', position: 1 },
      { item: 'b', position: 2 },
    ]);
    expect(carouselWindow([], 0)).toEqual([]);
  });
});

describe('carouselStatus', () => {
  it('describes the visible range', () => {
    expect(carouselStatus(0, 12)).toBe('Showing testimonials 1 to 3 of 12');
    expect(carouselStatus(9, 12)).toBe('Showing testimonials 10 to 12 of 12');
  });
});

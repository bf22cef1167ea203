import { useId, useState, useSyncExternalStore } from 'react';
import type { Testimonial } from './testimonials.ts';
import {
  canGoNext,
  canGoPrevious,
  carouselPageSize,
  carouselStatus,
  carouselWindow,
  nextIndex,
  previousIndex,
} from './carousel.ts';
import { narrowScreenQuery } from '../../ui/breakpoints.ts';
import { AssetPicture } from '../../ui/asset-picture.tsx';
import { Icon } from '../../ui/icons.tsx';
import './testimonial-carousel.css';

function subscribeToNarrowScreen(onChange: () => void): () => void {
  const query = window.matchMedia(narrowScreenQuery);
  query.addEventListener('change', onChange);
  return () => {
    query.removeEventListener('change', onChange);
  };
}

/**
 * On narrow screens the window of three scrolls sideways (see the CSS), and a scrolling box with
 * nothing focusable inside must itself take focus so keyboard users can scroll it. Wide screens
 * show all three cards and need no extra Tab stop. The pre-rendered HTML assumes a narrow screen,
 * so a phone's keyboard or switch user can scroll the cards before the app has arrived.
 */
function useSlidesScrollSideways(): boolean {
  return useSyncExternalStore(
    subscribeToNarrowScreen,
    () => window.matchMedia(narrowScreenQuery).matches,
    () => true,
  );
}

interface TestimonialCarouselProps {
  readonly testimonials: readonly Testimonial[];
  readonly labelledBy: string;
}

/**
 * The WAI-ARIA carousel pattern without autoplay: a labelled region, slides as groups with
 * "n of 12" labels, Previous/Next buttons and a polite status line announcing each move. The
 * buttons use aria-disabled rather than disabled so keyboard focus stays put at a bound.
 */
export function TestimonialCarousel({ testimonials, labelledBy }: TestimonialCarouselProps) {
  const [index, setIndex] = useState(0);
  const [hasMoved, setHasMoved] = useState(false);
  const slidesId = useId();
  const total = testimonials.length;
  const slidesScroll = useSlidesScrollSideways();
  const previousAllowed = canGoPrevious(index);
  const nextAllowed = canGoNext(index, total, carouselPageSize);

  function move(to: number) {
    setIndex(to);
    setHasMoved(true);
  }

  return (
    <section className="carousel" aria-roledescription="carousel" aria-labelledby={labelledBy}>
      <div className="carousel__controls">
        <button
          type="button"
          className="carousel__arrow"
          aria-controls={slidesId}
          aria-disabled={!previousAllowed}
          onClick={() => {
            if (previousAllowed) move(previousIndex(index));
          }}
        >
          <Icon name="chevron-left" />
          <span className="visually-hidden">Previous testimonials</span>
        </button>
        <button
          type="button"
          className="carousel__arrow"
          aria-controls={slidesId}
          aria-disabled={!nextAllowed}
          onClick={() => {
            if (nextAllowed) move(nextIndex(index, total, carouselPageSize));
          }}
        >
          <Icon name="chevron-right" />
          <span className="visually-hidden">Next testimonials</span>
        </button>
      </div>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {hasMoved ? carouselStatus(index, total, carouselPageSize) : ''}
      </p>
      <div
        id={slidesId}
        className="carousel__slides"
        role="group"
        aria-label={carouselStatus(index, total, carouselPageSize)}
        // A sideways-scrolling box needs a Tab stop to be scrolled from the keyboard (WCAG 2.1.1,
        // axe scrollable-region-focusable); this is the one non-interactive element that takes focus.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={slidesScroll ? 0 : undefined}
      >
        {carouselWindow(testimonials, index, carouselPageSize).map(({ item, position }) => (
          <div
            key={item.name}
            className="carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${position} of ${total}`}
          >
            <figure className="testimonial">
              <blockquote className="testimonial__text">
                <p>{item.text}</p>
              </blockquote>
              <figcaption className="testimonial__author">
                <AssetPicture image={item.image} alt="" className="testimonial__avatar" />
                <span>{item.name}</span>
              </figcaption>
            </figure>
          </div>
        ))}
      </div>
    </section>
  );
}

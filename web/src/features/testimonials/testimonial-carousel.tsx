import type { Testimonial } from './testimonials.ts';
import { carouselPageSize, carouselStatus } from './carousel.ts';
import { carouselParts } from './carousel-enhancement.ts';
import { AssetPicture } from '../../ui/asset-picture.tsx';
import { Icon } from '../../ui/icons.tsx';
import './testimonial-carousel.css';

interface TestimonialCarouselProps {
  readonly testimonials: readonly Testimonial[];
  readonly labelledBy: string;
}

const slidesId = 'testimonial-slides';

/**
 * The WAI-ARIA carousel pattern without autoplay, built on a strip of every card that scrolls
 * sideways with snap points, so a finger, a trackpad or the keyboard moves it with no script at
 * all. The Previous and Next buttons stay hidden until the page's script, which runs them, is
 * there (./carousel-enhancement.ts); they use aria-disabled rather than disabled so keyboard focus
 * stays put at a bound, and a polite status line announces each move.
 */
export function TestimonialCarousel({ testimonials, labelledBy }: TestimonialCarouselProps) {
  const total = testimonials.length;
  const arrow = (step: -1 | 1, label: string) => (
    <button
      type="button"
      className="carousel__arrow"
      aria-controls={slidesId}
      aria-disabled={step === -1}
      {...{ [carouselParts.step]: String(step) }}
    >
      <Icon name={step === -1 ? 'chevron-left' : 'chevron-right'} />
      <span className="visually-hidden">{label}</span>
    </button>
  );
  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-labelledby={labelledBy}
      {...{ [carouselParts.carousel]: '' }}
    >
      <div className="carousel__controls" hidden {...{ [carouselParts.controls]: '' }}>
        {arrow(-1, 'Previous testimonials')}
        {arrow(1, 'Next testimonials')}
      </div>
      <p
        className="visually-hidden"
        aria-live="polite"
        aria-atomic="true"
        {...{ [carouselParts.status]: '' }}
      />
      <div
        id={slidesId}
        className="carousel__slides"
        role="group"
        aria-label={carouselStatus(0, total, carouselPageSize)}
        // A sideways-scrolling box needs a Tab stop to be scrolled from the keyboard (WCAG 2.1.1,
        // axe scrollable-region-focusable); this is the one non-interactive element that takes focus.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        {...{ [carouselParts.slides]: '' }}
      >
        {testimonials.map((item, index) => (
          <div
            key={item.name}
            className="carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${total}`}
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

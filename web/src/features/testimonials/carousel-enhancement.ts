// The carousel's Previous and Next, run by the page's own script from the first paint
// (web/src/site/page-script.ts). The strip scrolls and snaps by itself; this adds the buttons, keeps them and
// the labels in step with the cards in view, and announces each move. It keeps the first card in
// view on the carousel itself, so taps in quick succession each move one more card, even while the
// strip is still gliding to the last.
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
import type { PageBehaviour } from '../../shared/page-script-protocol.ts';

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

interface Strip {
  readonly carousel: HTMLElement;
  readonly slides: HTMLElement;
  readonly total: number;
  readonly step: number;
  readonly visible: number;
}

function stripOf(carousel: HTMLElement): Strip | null {
  const slides = carousel.querySelector<HTMLElement>(`[${carouselParts.slides}]`);
  if (slides === null) return null;
  const [first, second] = slides.children;
  const step =
    first instanceof HTMLElement && second instanceof HTMLElement ? second.offsetLeft - first.offsetLeft : 0;
  return {
    carousel,
    slides,
    total: slides.children.length,
    step,
    visible: visibleCards(slides.clientWidth, step),
  };
}

/** The card the buttons have sent the strip to, while it glides there. */
function movingTo(strip: Strip): number | null {
  const kept = Number(strip.carousel.getAttribute(carouselParts.index));
  return Number.isInteger(kept) && strip.carousel.hasAttribute(carouselParts.index) ? kept : null;
}

function currentIndex(strip: Strip): number {
  return movingTo(strip) ?? firstCardInView(strip.slides.scrollLeft, strip.step, strip.total, strip.visible);
}

function show(strip: Strip, index: number, announce: boolean) {
  const { carousel, slides, total, visible } = strip;
  carousel.setAttribute(carouselParts.index, String(index));
  for (const button of carousel.querySelectorAll(`[${carouselParts.step}]`)) {
    const allowed =
      button.getAttribute(carouselParts.step) === '1'
        ? canGoNext(index, total, visible)
        : canGoPrevious(index);
    button.setAttribute('aria-disabled', String(!allowed));
  }
  const status = carouselStatus(index, total, visible);
  slides.setAttribute('aria-label', status);
  const live = carousel.querySelector(`[${carouselParts.status}]`);
  if (announce && live !== null) live.textContent = status;
}

/** Carousels the visitor has scrolled by hand since the buttons last moved them. */
const scrolledByHand = new WeakSet<HTMLElement>();

function glideTo(strip: Strip, index: number) {
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  strip.slides.scrollTo({ left: index * strip.step, behavior: reducedMotion ? 'instant' : 'smooth' });
}

function move(carousel: HTMLElement, by: number) {
  const strip = stripOf(carousel);
  if (strip === null) return;
  const index = currentIndex(strip);
  const target = by > 0 ? nextIndex(index, strip.total, strip.visible) : previousIndex(index);
  if (target === index) return;
  scrolledByHand.delete(carousel);
  show(strip, target, true);
  glideTo(strip, target);
}

/**
 * When the strip comes to rest, after the buttons' glide or a swipe, the buttons follow where it is.
 * A change of size (the first layout, a rotated phone) keeps a glide's destination: taps made
 * before the strip arrived must each still count.
 */
function followScrolling(carousel: HTMLElement, slides: HTMLElement) {
  const settle = () => {
    const strip = stripOf(carousel);
    if (strip === null) return;
    const destination = movingTo(strip);
    const at = firstCardInView(strip.slides.scrollLeft, strip.step, strip.total, strip.visible);
    // A glide that came to rest short of where the buttons sent it, with no hand on the strip (an
    // earlier glide's end reported late, or one the browser cut short), goes on: every tap counts.
    if (destination !== null && destination !== at && !scrolledByHand.has(carousel)) {
      glideTo(strip, destination);
      return;
    }
    carousel.removeAttribute(carouselParts.index);
    show(strip, at, false);
  };
  for (const type of ['pointerdown', 'wheel', 'keydown'] as const)
    slides.addEventListener(
      type,
      () => {
        scrolledByHand.add(carousel);
      },
      { passive: true },
    );
  const refit = () => {
    const strip = stripOf(carousel);
    if (strip === null) return;
    const destination = movingTo(strip);
    if (destination === null) show(strip, currentIndex(strip), false);
    else show(strip, firstCardAfterResize(destination, strip.total, strip.visible), false);
  };
  if ('onscrollend' in window) {
    slides.addEventListener('scrollend', settle);
  } else {
    let timer: ReturnType<typeof setTimeout> | undefined;
    slides.addEventListener('scroll', () => {
      clearTimeout(timer);
      timer = setTimeout(settle, 150);
    });
  }
  new ResizeObserver(refit).observe(slides);
}

/**
 * Shows the buttons of every carousel on the page that has not got them yet. They are put in step
 * with the strip by the strip's first resize report, in the frame's own layout before it is
 * painted: measuring the strip here would force a layout of the whole page into the page script's
 * task. Until then the pre-rendered state (the first card, Previous off) is the strip's.
 */
function enhanceCarousels(): void {
  for (const carousel of document.querySelectorAll<HTMLElement>(`[${carouselParts.carousel}]`)) {
    const controls = carousel.querySelector<HTMLElement>(`[${carouselParts.controls}]`);
    const slides = carousel.querySelector<HTMLElement>(`[${carouselParts.slides}]`);
    if (controls === null || slides === null || !controls.hidden) continue;
    followScrolling(carousel, slides);
    controls.hidden = false;
  }
}

/** The buttons' clicks, for every carousel, on this page and on those the router renders later. */
function handleCarouselButtons(): void {
  document.addEventListener('click', (event) => {
    if (!(event.target instanceof Element)) return;
    const button = event.target.closest(`[${carouselParts.step}]`);
    if (button === null) return;
    const carousel = button.closest<HTMLElement>(`[${carouselParts.carousel}]`);
    if (carousel !== null) move(carousel, Number(button.getAttribute(carouselParts.step)));
  });
}

export const carouselBehaviour: PageBehaviour = {
  listen: handleCarouselButtons,
  show: enhanceCarousels,
};

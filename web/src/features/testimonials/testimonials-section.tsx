import { TestimonialCarousel } from './testimonial-carousel.tsx';
import { testimonials } from './testimonials.ts';
import { testimonialsSectionCopy } from '../home/home-copy.ts';
import './testimonials-section.css';

export function Testimonials() {
  return (
    <div className="section testimonials">
      <div className="container">
        <p className="eyebrow">{testimonialsSectionCopy.eyebrow}</p>
        <h2 id="testimonials-title" className="section__title">
          {testimonialsSectionCopy.title}
        </h2>
        <TestimonialCarousel testimonials={testimonials} labelledBy="testimonials-title" />
      </div>
    </div>
  );
}

import { TestimonialCarousel } from './testimonial-carousel.tsx';
import { testimonials } from './testimonials.ts';
import { testimonialsSectionCopy } from './testimonials-copy.ts';
import './testimonials-section.css';
import { SectionHeading } from '../../ui/section-heading.tsx';

export function TestimonialsSection() {
  return (
    <div className="section testimonials">
      <div className="container">
        <SectionHeading
          id="testimonials-title"
          eyebrow={testimonialsSectionCopy.eyebrow}
          title={testimonialsSectionCopy.title}
        />
        <TestimonialCarousel testimonials={testimonials} labelledBy="testimonials-title" />
      </div>
    </div>
  );
}

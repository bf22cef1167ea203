import { Section, sectionTitleId } from '../../ui/section.tsx';
import { TestimonialCarousel } from './testimonial-carousel.tsx';
import { testimonials } from './testimonials.ts';
import { testimonialsSectionCopy } from './testimonials-copy.ts';
import './testimonials-section.css';

export function TestimonialsSection() {
  // The carousel is the region its heading names, so the section around it is none.
  return (
    <Section
      name="testimonials"
      className="section testimonials"
      eyebrow={testimonialsSectionCopy.eyebrow}
      title={testimonialsSectionCopy.title}
      landmark={false}
    >
      <TestimonialCarousel testimonials={testimonials} labelledBy={sectionTitleId('testimonials')} />
    </Section>
  );
}

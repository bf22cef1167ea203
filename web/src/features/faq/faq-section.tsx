import { Link } from '@tanstack/react-router';
import { FaqAccordion } from './faq-accordion.tsx';
import type { FaqItem } from './faq-items.ts';
import { faqSectionCopy } from './faq-copy.ts';
import './faq-section.css';
import { SectionHeading } from '../../ui/section-heading.tsx';

interface FaqSectionProps {
  readonly items: readonly FaqItem[];
  /** Whether to link to the full FAQs page, whose questions go beyond these. */
  readonly linkToAll?: boolean;
}

export function FaqSection({ items, linkToAll = true }: FaqSectionProps) {
  return (
    <section className="section faq-section" aria-labelledby="faq-title">
      <div className="container faq-section__inner">
        <SectionHeading id="faq-title" eyebrow={faqSectionCopy.eyebrow} title={faqSectionCopy.title} />
        <FaqAccordion items={items} />
        {linkToAll && (
          <p className="faq-section__more">
            <Link to="/faqs">{faqSectionCopy.moreLink}</Link>
          </p>
        )}
      </div>
    </section>
  );
}

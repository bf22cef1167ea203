import { Link } from '@tanstack/react-router';
import { Section } from '../../ui/section.tsx';
import { FaqAccordion } from './faq-accordion.tsx';
import { faqSectionCopy } from './faq-copy.ts';
import type { FaqItem } from './faq-items.ts';
import './faq-section.css';

interface FaqSectionProps {
  readonly items: readonly FaqItem[];
  /** Whether to link to the full FAQs page, whose questions go beyond these. */
  readonly linkToAll?: boolean;
}

export function FaqSection({ items, linkToAll = true }: FaqSectionProps) {
  return (
    <Section
      name="faq"
      className="section faq-section"
      innerClassName="faq-section__inner"
      eyebrow={faqSectionCopy.eyebrow}
      title={faqSectionCopy.title}
    >
      <FaqAccordion items={items} />
      {linkToAll && (
        <p className="faq-section__more">
          <Link to="/faqs">{faqSectionCopy.moreLink}</Link>
        </p>
      )}
    </Section>
  );
}

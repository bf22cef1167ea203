import type { FaqItem } from './faq-items.ts';
import { Icon } from '../../ui/icons.tsx';
import './faq-accordion.css';
import { typographic } from '../../shared/typography.ts';

interface FaqAccordionProps {
  readonly items: readonly FaqItem[];
  /** The heading level of each question, so the accordion fits the page's outline. */
  readonly headingLevel?: 2 | 3;
}

/**
 * One native disclosure per question: each opens and closes on its own, from the first paint,
 * with no script. React never owns the open state, so whatever the visitor opened before the page
 * hydrated stays open.
 */
export function FaqAccordion({ items, headingLevel = 3 }: FaqAccordionProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="faq-accordion">
      {items.map((item) => (
        <details key={item.question} className="faq-accordion__item" open={item.initiallyOpen === true}>
          <summary className="faq-accordion__question">
            <Heading className="faq-accordion__heading">{typographic(item.question)}</Heading>
            {/* Points right when closed and turns down when open (see the CSS). */}
            <Icon name="chevron-right" className="faq-accordion__chevron" />
          </summary>
          <div className="faq-accordion__answer">
            <p>{typographic(item.answer)}</p>
          </div>
        </details>
      ))}
    </div>
  );
}

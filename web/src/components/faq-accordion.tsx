import { useId, useState } from 'react';
import type { FaqItem } from '../content/faqs.ts';
import { Icon } from '../sections/icons.tsx';
import './faq-accordion.css';

interface FaqAccordionProps {
  readonly items: readonly FaqItem[];
  /** The heading level of each question, so the accordion fits the page's outline. */
  readonly headingLevel?: 2 | 3;
}

/** Disclosure buttons, one per question; each opens and closes on its own. */
export function FaqAccordion({ items, headingLevel = 3 }: FaqAccordionProps) {
  const baseId = useId();
  const [openQuestions, setOpenQuestions] = useState<ReadonlySet<string>>(
    () => new Set(items.filter((item) => item.initiallyOpen === true).map((item) => item.question)),
  );
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  function toggle(question: string) {
    setOpenQuestions((current) => {
      const next = new Set(current);
      if (next.has(question)) next.delete(question);
      else next.add(question);
      return next;
    });
  }

  return (
    <div className="faq-accordion">
      {items.map((item, position) => {
        const open = openQuestions.has(item.question);
        const buttonId = `${baseId}-question-${position}`;
        const panelId = `${baseId}-answer-${position}`;
        return (
          <div key={item.question} className="faq-accordion__item">
            <Heading className="faq-accordion__heading">
              <button
                type="button"
                id={buttonId}
                className="faq-accordion__button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => {
                  toggle(item.question);
                }}
              >
                <span>{item.question}</span>
                <Icon name={open ? 'chevron-down' : 'chevron-right'} className="faq-accordion__chevron" />
              </button>
            </Heading>
            <div id={panelId} className="faq-accordion__answer" hidden={!open}>
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}

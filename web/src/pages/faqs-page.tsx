import { Link } from '@tanstack/react-router';
import { PageCallout } from '../ui/page-callout.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { FaqAccordion } from '../features/faq/faq-accordion.tsx';
import { faqsPageCopy } from '../features/faq/faq-copy.ts';
import { homeFaqs, moreFaqs } from '../features/faq/faq-items.ts';
import { buttonClass } from '../ui/button.ts';
import '../ui/prose.css';

export function FaqsPage({ heading }: { readonly heading: string }) {
  return (
    <>
      <PageHeader eyebrow="Support" heading={heading} lead={faqsPageCopy.lead} />
      <div className="container page__narrow">
        <section aria-labelledby="faqs-basics">
          <h2 id="faqs-basics">{faqsPageCopy.homeHeading}</h2>
          <FaqAccordion items={homeFaqs} headingLevel={3} />
        </section>
        <section aria-labelledby="faqs-more">
          <h2 id="faqs-more">{faqsPageCopy.moreHeading}</h2>
          <FaqAccordion items={moreFaqs} headingLevel={3} />
        </section>
        <PageCallout
          id="faqs-contact"
          heading={faqsPageCopy.stillStuck.heading}
          text={faqsPageCopy.stillStuck.text}
        >
          <Link to="/contact-us" className={buttonClass('primary')}>
            {faqsPageCopy.stillStuck.link}
          </Link>
        </PageCallout>
      </div>
    </>
  );
}

import { Link } from '@tanstack/react-router';
import { FaqAccordion } from './faq-accordion.tsx';
import { PageShell } from '../../site/page-shell.tsx';
import { homeFaqs, moreFaqs } from './faq-items.ts';
import { faqsPageCopy } from './faq-copy.ts';
import { pages } from '../../site/pages.ts';

export function FaqsPage() {
  return (
    <PageShell>
      <div className="container page__header">
        <span className="eyebrow">Support</span>
        <h1>{pages.faqs.heading}</h1>
        <p className="page__lead">{faqsPageCopy.lead}</p>
      </div>
      <div className="container page__narrow">
        <section aria-labelledby="faqs-basics">
          <h2 id="faqs-basics">{faqsPageCopy.homeHeading}</h2>
          <FaqAccordion items={homeFaqs} headingLevel={3} />
        </section>
        <section aria-labelledby="faqs-more">
          <h2 id="faqs-more">{faqsPageCopy.moreHeading}</h2>
          <FaqAccordion items={moreFaqs} headingLevel={3} />
        </section>
        <aside className="page-callout" aria-labelledby="faqs-contact">
          <h2 id="faqs-contact">{faqsPageCopy.stillStuck.heading}</h2>
          <p>{faqsPageCopy.stillStuck.text}</p>
          <Link to={pages.contact.path} className="button button--primary">
            {faqsPageCopy.stillStuck.link}
          </Link>
        </aside>
      </div>
    </PageShell>
  );
}

import { Link } from '@tanstack/react-router';
import { ApiQueryProvider } from '../../api/api-query-provider.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { ContactForm } from './contact-form.tsx';
import { contactCopy } from './contact-copy.ts';
import './contact-page.css';

export function ContactPage({ heading }: { readonly heading: string }) {
  return (
    <>
      <PageHeader eyebrow="Support" heading={heading} lead={contactCopy.lead} />
      <div className="container contact">
        <section className="contact__form" aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading">{contactCopy.formHeading}</h2>
          <ApiQueryProvider>
            <ContactForm />
          </ApiQueryProvider>
        </section>
        <aside className="contact__aside" aria-labelledby="contact-other">
          <h2 id="contact-other">{contactCopy.otherWays.heading}</h2>
          <p>
            <a href={contactCopy.otherWays.emailHref}>{contactCopy.otherWays.email}</a>
          </p>
          <p>{contactCopy.otherWays.hours}</p>
          <p>
            {contactCopy.otherWays.faqs} <Link to="/faqs">{contactCopy.otherWays.faqsLink}</Link>.
          </p>
        </aside>
      </div>
    </>
  );
}

import { Link } from '@tanstack/react-router';
import { ApiQueryProvider } from '../api/api-query-provider.tsx';
import { Island } from '../ui/island.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { ContactForm } from '../features/contact/contact-form.tsx';
import { contactCopy } from '../features/contact/contact-copy.ts';
import { contactFormIsland, contactFormParts } from '../features/contact/contact-form-enhancement.ts';
import './contact-page.css';

export function ContactPage({ heading }: { readonly heading: string }) {
  return (
    <>
      <PageHeader eyebrow="Support" heading={heading} lead={contactCopy.lead} />
      <div className="container contact">
        <section className="contact__form" aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading">{contactCopy.formHeading}</h2>
          {/* Said before anyone types, where the form cannot be sent. */}
          <p className="contact__without-form" hidden {...{ [contactFormParts.fallback]: '' }}>
            {contactCopy.withoutForm.text}{' '}
            <a href={contactCopy.withoutForm.href}>{contactCopy.withoutForm.email}</a>{' '}
            {contactCopy.withoutForm.after}
          </p>
          <Island name={contactFormIsland}>
            <ApiQueryProvider>
              <ContactForm />
            </ApiQueryProvider>
          </Island>
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

import { Link } from '@tanstack/react-router';
import { ApiQueryProvider } from '../../api/api-query-provider.tsx';
import { ContactForm } from './contact-form.tsx';
import { PageShell } from '../../site/page-shell.tsx';
import { contactCopy } from './contact-copy.ts';
import { pages } from '../../site/pages.ts';

export function ContactPage() {
  return (
    <PageShell>
      <div className="container page__header">
        <span className="eyebrow">Support</span>
        <h1>{pages.contact.heading}</h1>
        <p className="page__lead">{contactCopy.lead}</p>
      </div>
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
            {contactCopy.otherWays.faqs} <Link to={pages.faqs.path}>{contactCopy.otherWays.faqsLink}</Link>.
          </p>
        </aside>
      </div>
    </PageShell>
  );
}

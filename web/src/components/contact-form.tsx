import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { ApiRequestError } from '../api/calls.ts';
import { useSendEmail } from '../api/mutations.ts';
import { contactCopy } from '../content/contact.ts';
import { pages } from '../content/pages.ts';
import {
  buildContactMessage,
  contactReasons,
  emptyContactForm,
  isContactReason,
  type ContactFormValues,
} from '../domain/contact-message.ts';

type Outcome = 'sent' | 'failed' | null;

/** The contact form of spec sections 5 and 7: every field optional, sent only after the privacy tick. */
export function ContactForm() {
  const [values, setValues] = useState<ContactFormValues>(emptyContactForm);
  const [agreed, setAgreed] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const startedAt = useRef<Date | null>(null);
  const sendEmail = useSendEmail();
  const id = useId();
  const fieldId = (name: string) => `${id}-${name}`;

  // When the form was shown, for the server's too-fast-to-be-human check; set after hydration so
  // it measures the visitor, not the build.
  useEffect(() => {
    startedAt.current = new Date();
  }, []);

  const update = (field: keyof ContactFormValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!agreed || sendEmail.isPending) return;
    const now = new Date();
    const message = buildContactMessage(values, now, startedAt.current ?? now);
    setOutcome(null);
    sendEmail.mutate(message, {
      onSuccess: () => {
        setValues(emptyContactForm);
        setAgreed(false);
        startedAt.current = new Date();
        setOutcome('sent');
      },
      onError: (error) => {
        // What the visitor typed stays in the form so they can simply try again.
        if (error instanceof ApiRequestError) {
          console.warn('Contact message not sent', { status: error.status, body: error.body });
        } else {
          console.warn('Contact message not sent', error);
        }
        setOutcome('failed');
      },
    });
  };

  const sending = sendEmail.isPending;
  return (
    <form className="contact-form" onSubmit={onSubmit} aria-describedby={fieldId('note')}>
      <p id={fieldId('note')} className="contact-form__note">
        {contactCopy.optionalNote}
      </p>
      <div className="contact-form__row">
        <div className="field">
          <label htmlFor={fieldId('first')}>{contactCopy.fields.firstName}</label>
          <input
            id={fieldId('first')}
            name="firstName"
            autoComplete="given-name"
            maxLength={90}
            value={values.firstName}
            onChange={(event) => {
              update('firstName')(event.target.value);
            }}
          />
        </div>
        <div className="field">
          <label htmlFor={fieldId('last')}>{contactCopy.fields.lastName}</label>
          <input
            id={fieldId('last')}
            name="lastName"
            autoComplete="family-name"
            maxLength={90}
            value={values.lastName}
            onChange={(event) => {
              update('lastName')(event.target.value);
            }}
          />
        </div>
      </div>
      <div className="field">
        <label htmlFor={fieldId('email')}>{contactCopy.fields.email}</label>
        <input
          id={fieldId('email')}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={254}
          value={values.email}
          onChange={(event) => {
            update('email')(event.target.value);
          }}
        />
      </div>
      <div className="field">
        <label htmlFor={fieldId('reason')}>{contactCopy.fields.reason}</label>
        <select
          id={fieldId('reason')}
          name="reason"
          value={values.reason}
          onChange={(event) => {
            const reason = event.target.value;
            setValues((current) => ({ ...current, reason: isContactReason(reason) ? reason : '' }));
          }}
        >
          <option value="">{contactCopy.fields.reasonPlaceholder}</option>
          {contactReasons.map((reason) => (
            <option key={reason} value={reason}>
              {reason}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={fieldId('message')}>{contactCopy.fields.message}</label>
        <textarea
          id={fieldId('message')}
          name="message"
          rows={6}
          maxLength={4900}
          value={values.message}
          onChange={(event) => {
            update('message')(event.target.value);
          }}
        />
      </div>
      {/* A honeypot: hidden from people and screen readers, tempting to form-filling bots. */}
      <div className="contact-form__trap" aria-hidden="true">
        <label htmlFor={fieldId('website')}>{contactCopy.fields.honeypot}</label>
        <input
          id={fieldId('website')}
          name="website"
          tabIndex={-1}
          autoComplete="off"
          maxLength={200}
          value={values.website}
          onChange={(event) => {
            update('website')(event.target.value);
          }}
        />
      </div>
      <div className="field field--checkbox">
        <input
          id={fieldId('consent')}
          name="privacyConsent"
          type="checkbox"
          checked={agreed}
          onChange={(event) => {
            setAgreed(event.target.checked);
          }}
        />
        <label htmlFor={fieldId('consent')}>{contactCopy.fields.consent}</label>{' '}
        <Link to={pages.privacyPolicy.path} className="field__aside">
          {contactCopy.fields.privacyLink}
        </Link>
      </div>
      <button type="submit" className="button button--primary" disabled={!agreed || sending}>
        {sending ? contactCopy.sending : contactCopy.submit}
      </button>
      {/* Always in the page, so screen readers are listening before the text arrives. */}
      <div className="contact-form__status" role="status">
        {outcome === 'sent' && <p className="alert alert--success">{contactCopy.success}</p>}
      </div>
      <div className="contact-form__status" role="alert">
        {outcome === 'failed' && <p className="alert alert--error">{contactCopy.failure}</p>}
      </div>
    </form>
  );
}

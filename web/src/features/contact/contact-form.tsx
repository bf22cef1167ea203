import { useEffect, useLayoutEffect, useRef, useState, type SubmitEvent } from 'react';
import { ApiRequestError } from '../../api/calls.ts';
import { createBrowserContactStarter } from '../../api/start-token.ts';
import { useSendEmail } from '../../api/mutations.ts';
import { contactCopy, contactFieldLabel } from './contact-copy.ts';
import { contactReasons } from '../../../../contract/contact-message.ts';
import {
  buildContactMessage,
  contactFormInputs,
  contactFormValues,
  formInputNames,
  type ContactFormInput,
} from './message-from-form.ts';
import { contactFormParts } from './contact-form-enhancement.ts';
import { buttonClass } from '../../ui/button.ts';
import './contact-form.css';

/** Sent; deferred past the day's ceiling, to reach the team on `sendOn`; or not sent. */
type Outcome =
  | { readonly kind: 'sent' }
  | { readonly kind: 'deferred'; readonly sendOn: string }
  | { readonly kind: 'failed' }
  | null;

// The form is an island hydrated on its own (./contact-form-island.tsx), outside the router, so it
// names its fields itself (it is on one page, once) and links with plain anchors.
const fieldId = (name: string) => `contact-${name}`;

/**
 * The contact form of spec sections 5 and 7: every field optional, sent only after the privacy
 * tick. The fields are uncontrolled and read at submit, so what a visitor types or picks before
 * the form hydrates stays where they put it; the page's script ticks Send on before then, and
 * holds a message sent before then until it has (./contact-form-enhancement.ts). The fields are
 * the contract's, in its order, each with its limits (contactFormInputs, decision 0076).
 */
export function ContactForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const consentRef = useRef<HTMLInputElement>(null);
  const sendRef = useRef<HTMLButtonElement>(null);
  const [agreed, setAgreed] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [starter] = useState(createBrowserContactStarter);
  const sendEmail = useSendEmail(starter.takeToken);

  useLayoutEffect(() => {
    // A box ticked before the page hydrated is in the page, not yet in React's state; read before
    // the first paint, so Send does not flicker off.
    setAgreed(consentRef.current?.checked === true);
  }, []);

  useEffect(() => {
    // The start token ages while the visitor writes.
    starter.prepare();
  }, [starter]);

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The box itself, not the state drawn from it: a message held until the form hydrated is sent
    // before that state has caught up with a box ticked earlier.
    if (consentRef.current?.checked !== true || sendEmail.isPending) return;
    const now = new Date();
    const form = event.currentTarget;
    const message = buildContactMessage(contactFormValues(new FormData(form)), now);
    setOutcome(null);
    sendEmail.mutate(message, {
      onSuccess: (answer) => {
        form.reset();
        setAgreed(false);
        starter.prepare();
        setOutcome('sendOn' in answer ? { kind: 'deferred', sendOn: answer.sendOn } : { kind: 'sent' });
      },
      onError: (error) => {
        // What the visitor typed stays in the form so they can simply try again.
        if (error instanceof ApiRequestError) {
          console.warn('Contact message not sent', { status: error.status, body: error.body });
        } else {
          console.warn('Contact message not sent', error);
        }
        starter.prepare();
        setOutcome({ kind: 'failed' });
      },
    });
  };

  const sending = sendEmail.isPending;
  // Send is set here, not through a `disabled` prop: the page's script turns it on when the box is
  // ticked before the form hydrates, and React neither sees that change nor patches attributes
  // when it hydrates, so a prop would leave it on after a sent form had cleared the box.
  useLayoutEffect(() => {
    if (sendRef.current !== null) sendRef.current.disabled = !agreed || sending;
  }, [agreed, sending]);
  return (
    <form ref={formRef} className="contact-form" onSubmit={onSubmit} aria-describedby={fieldId('note')}>
      <p id={fieldId('note')} className="contact-form__note">
        {contactCopy.optionalNote}
      </p>
      {contactFormInputs().map((input) => (
        <FormInput key={input.kind === 'names' ? input.kind : input.name} input={input} />
      ))}
      {/* A honeypot: hidden from people and screen readers, tempting to form-filling bots. No limit:
          the contract takes it only empty, and a bot's answer is what the server refuses it by. */}
      <div className="contact-form__trap" aria-hidden="true">
        <label htmlFor={fieldId('website')}>{contactCopy.fields.honeypot}</label>
        <input id={fieldId('website')} name={formInputNames.honeypot} tabIndex={-1} autoComplete="off" />
      </div>
      <div className="field field--checkbox">
        <input
          id={fieldId('consent')}
          name={contactFormParts.privacyTick}
          type="checkbox"
          ref={consentRef}
          onChange={(event) => {
            setAgreed(event.target.checked);
          }}
        />
        <label htmlFor={fieldId('consent')}>{contactCopy.fields.consent}</label>{' '}
        <a href="/privacy-policy" className="field__aside">
          {contactCopy.fields.privacyLink}
        </a>
      </div>
      <button type="submit" className={buttonClass('primary')} ref={sendRef} disabled>
        {sending ? contactCopy.sending : contactCopy.submit}
      </button>
      {/* Always in the page, so screen readers are listening before the text arrives. */}
      <div className="contact-form__status" role="status">
        {outcome?.kind === 'sent' && <p className="alert alert--success">{contactCopy.success}</p>}
        {outcome?.kind === 'deferred' && (
          <p className="alert alert--success">{contactCopy.deferred(outcome.sendOn)}</p>
        )}
      </div>
      <div className="contact-form__status" role="alert">
        {outcome?.kind === 'failed' && <p className="alert alert--error">{contactCopy.failure}</p>}
      </div>
    </form>
  );
}

/** The markup of one of the form's inputs, labelled from content/pages/contact.yaml. */
function FormInput({ input }: { readonly input: ContactFormInput }) {
  if (input.kind === 'names') {
    const names = [
      { id: 'first', name: formInputNames.firstName, autoComplete: 'given-name', limits: input.first },
      { id: 'last', name: formInputNames.lastName, autoComplete: 'family-name', limits: input.last },
    ] as const;
    return (
      <div className="contact-form__row">
        {names.map(({ id, name, autoComplete, limits }) => (
          <div className="field" key={id}>
            <label htmlFor={fieldId(id)}>{contactCopy.fields[name]}</label>
            <input id={fieldId(id)} name={name} autoComplete={autoComplete} {...limits} />
          </div>
        ))}
      </div>
    );
  }
  if (input.kind === 'reason-and-text') {
    return (
      <>
        <div className="field">
          <label htmlFor={fieldId('reason')}>{contactCopy.fields.reason}</label>
          <select id={fieldId('reason')} name={formInputNames.reason} defaultValue="">
            <option value="">{contactCopy.fields.reasonPlaceholder}</option>
            {contactReasons.map((reason) => (
              <option key={reason} value={reason}>
                {reason}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={fieldId(input.name)}>{contactFieldLabel(input.name)}</label>
          <textarea id={fieldId(input.name)} name={input.name} rows={6} {...input.limits} />
        </div>
      </>
    );
  }
  return (
    <div className="field">
      <label htmlFor={fieldId(input.name)}>{contactFieldLabel(input.name)}</label>
      <input
        id={fieldId(input.name)}
        name={input.name}
        type={input.type}
        autoComplete={input.autoComplete}
        {...input.limits}
      />
    </div>
  );
}

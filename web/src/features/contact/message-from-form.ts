import {
  type ContactReason,
  contactMessageText,
  isContactReason,
} from '../../../../contract/contact-message.ts';
import type { components } from '../../../../contract/openapi.gen.ts';

export type ContactMessage = components['schemas']['ContactMessage'];

export interface ContactFormValues {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  /** Empty until the visitor picks one: every field of the form is optional. */
  readonly reason: ContactReason | '';
  readonly message: string;
  /** The honeypot: people never see it, so anything typed in it came from a bot. */
  readonly website: string;
}

/**
 * The values of a submitted form (its FormData). The fields are uncontrolled, so what a visitor
 * typed before the page hydrated is read here, at submit; an unknown reason counts as none chosen.
 */
export function contactFormValues(form: { get(name: string): unknown }): ContactFormValues {
  // The inputs are named after the fields of ContactFormValues.
  const text = (name: keyof ContactFormValues) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const reason = text('reason');
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email'),
    reason: isContactReason(reason) ? reason : '',
    message: text('message'),
    website: text('website'),
  };
}

/** "Maya Okafor", "Maya", or "Anonymous" when both names are empty. */
export function contactName(firstName: string, lastName: string): string {
  const name = [firstName.trim(), lastName.trim()].filter((part) => part !== '').join(' ');
  return name === '' ? 'Anonymous' : name;
}

/** The sendEmail body for the form as typed, sent at `now`; the start token is added at sending. */
export function buildContactMessage(
  values: ContactFormValues,
  now: Date,
): Omit<ContactMessage, 'startToken'> {
  return {
    name: contactName(values.firstName, values.lastName),
    email: values.email.trim(),
    message: contactMessageText(values.reason, values.message.trim()),
    timestamp: now.toISOString(),
    website: values.website,
  };
}

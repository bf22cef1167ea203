import {
  type ContactReason,
  contactMessageText,
  contactReasons,
  isContactReason,
} from '../../../../contract/contact-message.ts';
import { contactMessageSchema } from '../../../../contract/openapi-document.gen.ts';
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

const sent = contactMessageSchema.properties;

/** The longest prefix a message is sent with: the form's, with the longest reason. */
const longestMessagePrefix = Math.max(
  ...contactReasons.map((reason) => contactMessageText(reason, '').length),
);

/** Whether the contract refuses an empty value of a field the form sends as typed. */
function mustBeFilled(field: object): boolean {
  return 'minLength' in field && typeof field.minLength === 'number' && field.minLength > 0;
}

/**
 * What each field of the form takes, from the contract's limits on what the form sends, as the
 * server's validation reads them: the two names are sent as one, "first last"; the message goes
 * with its prefix, "Contact from Website <reason> - ". The name and the message are never sent
 * empty (`Anonymous`, the prefix), so the visitor need fill neither; nor the email, unless the
 * contract comes to refuse an empty one.
 */
export const contactFieldLimits = {
  firstName: { maxLength: Math.floor((sent.name.maxLength - 1) / 2), required: false },
  lastName: { maxLength: Math.floor((sent.name.maxLength - 1) / 2), required: false },
  email: { maxLength: sent.email.maxLength, required: mustBeFilled(sent.email) },
  message: { maxLength: sent.message.maxLength - longestMessagePrefix, required: false },
} as const satisfies Readonly<
  Record<Exclude<keyof ContactFormValues, 'reason' | 'website'>, { maxLength: number; required: boolean }>
>;

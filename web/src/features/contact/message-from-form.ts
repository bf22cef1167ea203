import { contactFields, type ContactField } from '../../../../contract/contact-fields.ts';
import { contactMessageText, contactReasons, isContactReason } from '../../../../contract/contact-message.ts';
import { contactMessageSchema } from '../../../../contract/openapi-document.gen.ts';
import type { components } from '../../../../contract/openapi.gen.ts';

type ContactMessage = components['schemas']['ContactMessage'];

/** The names of the form's inputs that are no one field's own; every other input is named after its field. */
export const formInputNames = {
  firstName: 'firstName',
  lastName: 'lastName',
  reason: 'reason',
  /** The honeypot: people never see it, so anything typed in it came from a bot. */
  honeypot: 'website',
} as const;

/** What a submitted form held, by input name: every field of the form is optional, so any may be empty. */
export type ContactFormValues = Readonly<Record<string, string>>;

interface InputLimits {
  readonly maxLength: number;
  readonly required: boolean;
}

/** What the form asks for each declared field (contract/contact-fields.ts), in the contract's order. */
export type ContactFormInput =
  | { readonly kind: 'names'; readonly first: InputLimits; readonly last: InputLimits }
  | { readonly kind: 'reason-and-text'; readonly name: string; readonly limits: InputLimits }
  | {
      readonly kind: 'input';
      readonly name: string;
      readonly type: 'email' | 'text' | 'tel' | 'url';
      readonly autoComplete: string | undefined;
      readonly limits: InputLimits;
    };

/** What the browser may fill a plain input of each type with. */
const autoCompleteOf = { email: 'email', tel: 'tel', url: 'url', text: undefined } as const;

/** The longest prefix a message is sent with: the form's, with the longest reason. */
const longestMessagePrefix = Math.max(
  ...contactReasons.map((reason) => contactMessageText(reason, '').length),
);

/**
 * The form's inputs, each with the contract's limits on what the form sends, as the server's
 * validation reads them: the two names are sent as one, "first last"; the text goes with its
 * prefix, "Contact from Website <reason> - ". The name and the message are never sent empty
 * (`Anonymous`, the prefix), so the visitor need fill neither; a plain field is asked for only
 * when the contract refuses it empty.
 */
export function contactFormInputs(fields: readonly ContactField[] = contactFields): ContactFormInput[] {
  return fields.flatMap((field): ContactFormInput[] => {
    switch (field.kind) {
      case 'clock':
        return [];
      case 'names': {
        const half = { maxLength: Math.floor((field.maxLength - 1) / 2), required: false };
        return [{ kind: 'names', first: half, last: half }];
      }
      case 'reason-and-text':
        return [
          {
            kind: 'reason-and-text',
            name: field.name,
            limits: { maxLength: field.maxLength - longestMessagePrefix, required: false },
          },
        ];
      default:
        return [
          {
            kind: 'input',
            name: field.name,
            type: field.kind,
            autoComplete: autoCompleteOf[field.kind],
            limits: { maxLength: field.maxLength, required: field.minLength > 0 },
          },
        ];
    }
  });
}

/** The names of the inputs the form has for these fields, and its honeypot. */
function inputNames(fields: readonly ContactField[]): string[] {
  const names = contactFormInputs(fields).flatMap((input) => {
    if (input.kind === 'names') return [formInputNames.firstName, formInputNames.lastName];
    if (input.kind === 'reason-and-text') return [formInputNames.reason, input.name];
    return [input.name];
  });
  return [...names, formInputNames.honeypot];
}

/**
 * The values of a submitted form (its FormData). The fields are uncontrolled, so what a visitor
 * typed before the page hydrated is read here, at submit; a file or a missing input is empty, and
 * an unknown reason counts as none chosen.
 */
export function contactFormValues(
  form: { get(name: string): unknown },
  fields: readonly ContactField[] = contactFields,
): ContactFormValues {
  const values = Object.fromEntries(
    inputNames(fields).map((name) => {
      const value = form.get(name);
      return [name, typeof value === 'string' ? value : ''];
    }),
  );
  const reason = values[formInputNames.reason] ?? '';
  return { ...values, [formInputNames.reason]: isContactReason(reason) ? reason : '' };
}

/** "Maya Okafor", "Maya", or "Anonymous" when both names are empty. */
export function contactName(firstName: string, lastName: string): string {
  const name = [firstName.trim(), lastName.trim()].filter((part) => part !== '').join(' ');
  return name === '' ? 'Anonymous' : name;
}

type FormMessage = Omit<ContactMessage, 'startToken'>;

/** Whether the body holds each field the contract requires; only the start token is added at sending. */
function isFormMessage(body: Readonly<Record<string, string>>): body is Record<string, string> & FormMessage {
  return contactMessageSchema.required.every((name) => name === 'startToken' || name in body);
}

/**
 * The sendEmail body for the form as typed, sent at `now`, with a value for each declared field
 * and the honeypot as it was; the start token is added at sending.
 */
export function buildContactMessage(
  values: ContactFormValues,
  now: Date,
  fields: readonly ContactField[] = contactFields,
): FormMessage {
  const typed = (name: string) => (values[name] ?? '').trim();
  const valueOf = (field: ContactField): string => {
    switch (field.kind) {
      case 'names':
        return contactName(typed(formInputNames.firstName), typed(formInputNames.lastName));
      case 'reason-and-text': {
        const reason = values[formInputNames.reason] ?? '';
        return contactMessageText(isContactReason(reason) ? reason : '', typed(field.name));
      }
      case 'clock':
        return now.toISOString();
      default:
        return typed(field.name);
    }
  };
  const body = {
    ...Object.fromEntries(fields.map((field) => [field.name, valueOf(field)])),
    [formInputNames.honeypot]: values[formInputNames.honeypot] ?? '',
  };
  if (!isFormMessage(body))
    throw new Error('openapi.yaml must declare each field ContactMessage requires with x-contact-field');
  return body;
}

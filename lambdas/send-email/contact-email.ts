// The email the support team receives for a contact-form message. Everything from the visitor
// that reaches a header (subject, Reply-To) or a field's line of the body is stripped of line
// breaks and control characters, so a message cannot add headers or recipients, nor a line that
// reads as another field of the form.
import {
  contactFields,
  fieldOfKind,
  type ContactField,
  type ContactFieldValues,
} from '../../contract/contact-fields.ts';
import { parseContactMessage } from '../../contract/contact-message.ts';
import { isContractContactEmail } from '../../contract/validators.ts';

const maxSubjectNameLength = 80;

/** C0 and C1 controls, DEL, and the Unicode line and paragraph separators. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point.
const headerBreakingCharacters = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;
// eslint-disable-next-line no-control-regex -- as above, keeping tab and line feed for the body.
const bodyControlCharacters = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

export function sanitizeHeaderText(text: string, maxLength = 200): string {
  return text.replace(headerBreakingCharacters, ' ').replace(/\s+/g, ' ').trim().slice(0, maxLength).trim();
}

function sanitizeBodyText(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(bodyControlCharacters, '');
}

/**
 * The Reply-To for what the visitor gave: any address the contract accepts (its `format: email`,
 * one mailbox with no display name, spaces or line breaks), so the server refuses no address a
 * client generated from the contract may send. Anything else, which validation keeps from
 * reaching here, is no Reply-To.
 */
export function replyToAddress(email: string): string | undefined {
  return email !== '' && isContractContactEmail(email) ? email : undefined;
}

export interface ContactEmail {
  readonly from: string;
  readonly to: string;
  readonly replyTo: string | undefined;
  readonly subject: string;
  readonly text: string;
}

export interface Mailboxes {
  readonly sender: string;
  readonly support: string;
}

function emailLine(title: string, email: string, replyTo: string | undefined): string {
  if (email.trim() === '') return `${title}: not given`;
  if (replyTo === undefined)
    return `${title}: ${sanitizeHeaderText(email)} (not a usable address, so no Reply-To)`;
  return `${title}: ${replyTo}`;
}

/** The mail's line for a field, in the order the contract declares them; the text is the body. */
function fieldLines(field: ContactField, value: string, replyTo: string | undefined): string[] {
  switch (field.kind) {
    case 'reason-and-text':
      return [];
    case 'clock':
      return [`${field.title}: ${value} (visitor's clock)`];
    case 'email':
      return [emailLine(field.title, value, replyTo)];
    default:
      return [`${field.title}: ${sanitizeHeaderText(value, field.maxLength) || 'not given'}`];
  }
}

/**
 * The mail for a message's declared fields (contract/contact-fields.ts). `receivedAt` is when the
 * API took the message, which for a deferred one is before it is mailed.
 */
export function composeContactEmail(
  message: ContactFieldValues,
  mailboxes: Mailboxes,
  receivedAt: Date,
  fields: readonly ContactField[] = contactFields,
): ContactEmail {
  const valueOf = (field: ContactField | undefined) =>
    field === undefined ? '' : (message[field.name] ?? '');
  const text = valueOf(fieldOfKind(fields, 'reason-and-text'));
  const { reason } = parseContactMessage(text);
  const name = sanitizeHeaderText(valueOf(fieldOfKind(fields, 'names')), maxSubjectNameLength) || 'Anonymous';
  const replyTo = replyToAddress(valueOf(fieldOfKind(fields, 'email')));
  const body = [
    `Reason: ${reason ?? 'not given'}`,
    ...fields.flatMap((field) => fieldLines(field, valueOf(field), replyTo)),
    `Received: ${receivedAt.toISOString()}`,
    '',
    sanitizeBodyText(text),
    '',
  ].join('\n');
  return {
    from: mailboxes.sender,
    to: mailboxes.support,
    replyTo,
    subject: `Website contact: ${reason ?? 'No reason given'} from ${name}`,
    text: body,
  };
}

// The form the contact message travels in: "Contact from Website <reason> - <text>" (see the
// `message` field of ContactMessage in openapi.yaml). The site writes it and the mail handler
// reads it back, both through this module, so the form and the email cannot disagree on a reason.

export const contactReasons = ['General Inquiry', 'Support', 'Feedback'] as const;
export type ContactReason = (typeof contactReasons)[number];

const messagePrefix = 'Contact from Website';
const reasonSeparator = ' - ';

export function isContactReason(value: string): value is ContactReason {
  return contactReasons.some((reason) => reason === value);
}

/**
 * "Contact from Website <reason> - <text>", as the support inbox's filters expect. With no reason
 * chosen the reason is left out rather than invented: "Contact from Website - <text>".
 */
export function contactMessageText(reason: ContactReason | '', text: string): string {
  const prefix = reason === '' ? messagePrefix : `${messagePrefix} ${reason}`;
  return `${prefix}${reasonSeparator}${text}`;
}

export interface ParsedContactMessage {
  /** The reason chosen on the form, when the message carries a known one. */
  readonly reason: ContactReason | undefined;
  /** What the visitor typed, without the form's prefix. */
  readonly text: string;
}

/** Splits a message in that form into its parts; any other message is all text. */
export function parseContactMessage(message: string): ParsedContactMessage {
  if (!message.startsWith(messagePrefix)) return { reason: undefined, text: message };
  const rest = message.slice(messagePrefix.length);
  const separator = rest.indexOf(reasonSeparator);
  if (separator === -1) return { reason: undefined, text: message };
  const reasonText = rest.slice(0, separator).trim();
  const reason = contactReasons.find((known) => known.toLowerCase() === reasonText.toLowerCase());
  return { reason, text: rest.slice(separator + reasonSeparator.length) };
}

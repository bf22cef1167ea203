// The fields of the visitor's contact message, as openapi.yaml declares them: each property of
// ContactMessage with `x-contact-field` (decision 0076). The form asks for them in this order, the
// support mail shows them under their titles, and a deferred message stores them; a field is added
// by declaring it there and giving it a label in content/pages/contact.yaml, and nowhere else.
import { contactMessageSchema } from './openapi-document.gen.ts';

/** How the form asks for a field: each of the spec's own fields its way, or a plain input. */
const contactFieldKinds = ['names', 'email', 'reason-and-text', 'clock', 'text', 'tel', 'url'] as const;
type ContactFieldKind = (typeof contactFieldKinds)[number];

export type ContactField =
  | {
      /** Not asked: when the visitor sent the form, by their clock. */
      readonly kind: 'clock';
      readonly name: string;
      readonly title: string;
    }
  | {
      /**
       * `names`: first and last name, sent as one ("Anonymous" when both are empty), which the
       * mail's subject names; `email`: the address the mail replies to; `reason-and-text`: the
       * reason and the visitor's text, sent as one (contact-message.ts), which the mail's reason
       * and body are; `text`, `tel`, `url`: an input of that type, one line in the mail.
       */
      readonly kind: Exclude<ContactFieldKind, 'clock'>;
      /** The property of ContactMessage, the deferred message's attribute and the copy's label key. */
      readonly name: string;
      /** What the support mail calls it. */
      readonly title: string;
      readonly maxLength: number;
      /** Above 0 the contract refuses it empty, so the form asks for it. */
      readonly minLength: number;
    };

/** The visitor's fields of one message, by name; a field a message left out reads as empty. */
export type ContactFieldValues = Readonly<Record<string, string | undefined>>;

function isKind(value: unknown): value is ContactFieldKind {
  return contactFieldKinds.some((kind) => kind === value);
}

/**
 * The contact fields a ContactMessage schema declares, in its order. A declaration the form, the
 * mail or the store could not follow stops whatever imports this, naming the property.
 */
export function contactFieldsOf(schema: { readonly properties: object }): ContactField[] {
  return Object.entries(schema.properties).flatMap(([name, property]: [string, unknown]): ContactField[] => {
    if (typeof property !== 'object' || property === null || !('x-contact-field' in property)) return [];
    const where = `ContactMessage.${name}`;
    const kind = property['x-contact-field'];
    if (!isKind(kind))
      throw new Error(`${where}: x-contact-field must be one of ${contactFieldKinds.join(', ')}`);
    const title = 'title' in property ? property.title : undefined;
    if (typeof title !== 'string' || title === '')
      throw new Error(`${where} must have a title: the support mail names the field by it`);
    if (kind === 'clock') return [{ kind, name, title }];
    const maxLength = 'maxLength' in property ? property.maxLength : undefined;
    if (typeof maxLength !== 'number')
      throw new Error(`${where} must have a maxLength: the form's limit is the contract's`);
    const minLength =
      'minLength' in property && typeof property.minLength === 'number' ? property.minLength : 0;
    return [{ kind, name, title, maxLength, minLength }];
  });
}

export const contactFields: readonly ContactField[] = contactFieldsOf(contactMessageSchema);

/** A message's declared fields and nothing else: no start token, no honeypot. */
export function visitorFields(
  message: ContactFieldValues,
  fields: readonly ContactField[] = contactFields,
): Record<string, string> {
  return Object.fromEntries(fields.map((field) => [field.name, message[field.name] ?? '']));
}

/** The first field of a kind, for what the form, the mail or the store does with that kind. */
export function fieldOfKind(
  fields: readonly ContactField[],
  kind: ContactFieldKind,
): ContactField | undefined {
  return fields.find((field) => field.kind === kind);
}

// A contact field is one declaration in openapi.yaml plus its label (decision 0076): here the
// contract's ContactMessage gets a "Daytime phone" in memory, declared as a new field would be,
// and the form asks for it, sends it, the support mail shows it and a deferred message stores it
// and reads it back, with no other code changed. The content file must then give it a label.
import { describe, expect, it } from 'vitest';
import { contactFields, contactFieldsOf } from '../../contract/contact-fields.ts';
import { contactMessageSchema } from '../../contract/openapi-document.gen.ts';
import { composeContactEmail } from '../../lambdas/send-email/contact-email.ts';
import {
  checkStorableFields,
  deferredMessage,
  deferredMessageItem,
  parseDeferredMessageItem,
} from '../../lambdas/shared/contact-mail.ts';
import {
  contactCopyFileSchema,
  contactFieldLabelsSchema,
} from '../../web/src/features/contact/contact-copy-schema.ts';
import { readContentFile } from '../content-file.ts';
import {
  buildContactMessage,
  contactFormInputs,
  contactFormValues,
} from '../../web/src/features/contact/message-from-form.ts';

const phone = { title: 'Daytime phone', type: 'string', maxLength: 40, 'x-contact-field': 'tel' };

/** The contract's ContactMessage with `extra` declared right after the email address. */
function declaredWith(name: string, extra: object) {
  const properties = Object.entries(contactMessageSchema.properties).flatMap(([key, value]) =>
    key === 'email' ? [[key, value] as const, [name, extra] as const] : [[key, value] as const],
  );
  return { ...contactMessageSchema, properties: Object.fromEntries(properties) };
}

const fields = contactFieldsOf(declaredWith('daytimePhone', phone));
const now = new Date('2026-11-22T09:02:30.000Z');
const form = new Map([
  ['firstName', 'Maya'],
  ['email', 'maya@example.com'],
  ['daytimePhone', ' 020 7946 0000 '],
  ['reason', 'Support'],
  ['message', 'Please call me.'],
]);
const { contact } = readContentFile('content/pages/contact.yaml', contactCopyFileSchema);
const mailboxes = { sender: 'website@fernly.example', support: 'support@fernly.example' };

describe('a contact field declared in the contract', () => {
  it('is asked for by the form, after the field it is declared after, with its limits', () => {
    const inputs = contactFormInputs(fields);
    const names = inputs.map((input) => (input.kind === 'names' ? 'names' : input.name));
    expect(names.indexOf('daytimePhone')).toBe(names.indexOf('email') + 1);
    expect(inputs[names.indexOf('daytimePhone')]).toEqual({
      kind: 'input',
      name: 'daytimePhone',
      type: 'tel',
      autoComplete: 'tel',
      limits: { maxLength: 40, required: false },
    });
  });

  it('is sent in the sendEmail body as typed, trimmed', () => {
    const body = buildContactMessage(contactFormValues(form, fields), now, fields);
    expect(body).toMatchObject({ name: 'Maya', email: 'maya@example.com', daytimePhone: '020 7946 0000' });
  });

  it('is a line of the support mail under its title, in the contract’s order', () => {
    const body = buildContactMessage(contactFormValues(form, fields), now, fields);
    const lines = composeContactEmail(body, mailboxes, now, fields).text.split('\n');
    expect(lines.slice(0, 3)).toEqual(['Reason: Support', 'Name: Maya', 'Email: maya@example.com']);
    expect(lines[3]).toBe('Daytime phone: 020 7946 0000');
    expect(lines).toContain(`Sent: ${now.toISOString()} (visitor's clock)`);
    const empty = buildContactMessage(contactFormValues(new Map(), fields), now, fields);
    expect(composeContactEmail(empty, mailboxes, now, fields).text).toContain('Daytime phone: not given\n');
  });

  it('is stored with a deferred message and read back from it', () => {
    const body = buildContactMessage(contactFormValues(form, fields), now, fields);
    const deferred = deferredMessage(
      '2026-11-23',
      'id-1',
      { ...body, startToken: 'f'.repeat(32) },
      now,
      fields,
    );
    const item = deferredMessageItem(deferred);
    expect(item.daytimePhone).toEqual({ S: '020 7946 0000' });
    expect(parseDeferredMessageItem(item, fields)?.message).toEqual(deferred.message);
    // A message deferred before the field was declared reads with it empty.
    const before = Object.fromEntries(Object.entries(item).filter(([name]) => name !== 'daytimePhone'));
    expect(parseDeferredMessageItem(before, fields)?.message.daytimePhone).toBe('');
  });

  it('may not take a name the deferred message keeps for its own key and dates', () => {
    for (const name of ['pk', 'sk', 'receivedAt', 'expiresAt'])
      expect(() => {
        checkStorableFields(contactFieldsOf(declaredWith(name, phone)));
      }).toThrow(`ContactMessage.${name}: a deferred message keeps pk, sk, receivedAt, expiresAt for itself`);
    expect(() => {
      checkStorableFields(fields);
    }).not.toThrow();
  });

  it('needs a label in content/pages/contact.yaml, and no other copy', () => {
    const labels = contactFieldLabelsSchema(fields);
    expect(labels.safeParse(contact.fields).success).toBe(false);
    expect(labels.safeParse({ ...contact.fields, daytimePhone: 'Daytime phone' }).success).toBe(true);
  });
});

describe('contactFieldsOf', () => {
  it('reads the spec’s fields from the contract in its order, without the start token or the honeypot', () => {
    const kinds = contactFields.map((field) => [field.name, field.kind] as const);
    const specKinds: readonly string[] = ['names', 'email', 'reason-and-text', 'clock'];
    expect(kinds.filter(([, kind]) => specKinds.includes(kind))).toEqual([
      ['name', 'names'],
      ['email', 'email'],
      ['message', 'reason-and-text'],
      ['timestamp', 'clock'],
    ]);
    expect(kinds.map(([name]) => name)).not.toContain('startToken');
    expect(kinds.map(([name]) => name)).not.toContain('website');
  });

  it('refuses a declaration the form, the mail or the store could not follow, naming it', () => {
    expect(() =>
      contactFieldsOf(declaredWith('daytimePhone', { ...phone, 'x-contact-field': 'phone' })),
    ).toThrow('ContactMessage.daytimePhone: x-contact-field must be one of');
    expect(() => contactFieldsOf(declaredWith('daytimePhone', { ...phone, title: undefined }))).toThrow(
      'ContactMessage.daytimePhone must have a title',
    );
    expect(() => contactFieldsOf(declaredWith('daytimePhone', { ...phone, maxLength: undefined }))).toThrow(
      'ContactMessage.daytimePhone must have a maxLength',
    );
  });

  it('leaves the form no body to send when a field the contract requires is not declared', () => {
    const withoutNames = fields.filter((field) => field.kind !== 'names');
    expect(() => buildContactMessage(contactFormValues(form, withoutNames), now, withoutNames)).toThrow(
      'x-contact-field',
    );
  });
});

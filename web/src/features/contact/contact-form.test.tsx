// The form's limits are the contract's: a form filled to every field's limit is a message the
// server's validation accepts, and one character more in any field is one it would refuse. So a
// limit written into the form by hand, or a contract that changes under it, fails here.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { contactReasons } from '../../../../contract/contact-message.ts';
import { validateRequestBody } from '../../../../contract/validators.ts';
import { ApiQueryProvider } from '../../api/api-query-provider.tsx';
import { ContactForm } from './contact-form.tsx';
import { buildContactMessage, contactFormValues } from './message-from-form.ts';

const startToken = '2f1c9a0e6b7d4c3e8a5f1b2c3d4e5f60';
const markup = renderToStaticMarkup(
  <ApiQueryProvider>
    <ContactForm />
  </ApiQueryProvider>,
);

/** The attributes of the field named `name`, as the pre-rendered page has them. */
function fieldAttributes(name: string): Map<string, string> {
  const tag = new RegExp(`<(?:input|textarea)[^>]*\\bname="${name}"[^>]*>`).exec(markup)?.[0];
  if (tag === undefined) throw new Error(`The form has no field named ${name}`);
  return new Map(
    [...tag.matchAll(/([a-z-]+)(?:="([^"]*)")?/gi)].map(([, key = '', value = '']) => [
      key.toLowerCase(),
      value,
    ]),
  );
}

function maxLengthOf(name: string): number {
  const maxLength = Number(fieldAttributes(name).get('maxlength'));
  if (!Number.isInteger(maxLength)) throw new Error(`The field ${name} has no limit`);
  return maxLength;
}

const longestReason = contactReasons.reduce((longest, reason) =>
  reason.length > longest.length ? reason : longest,
);

/** Whether the server's validation accepts the form filled with these lengths, by the longest reason. */
function accepts(lengths: { firstName: number; lastName: number; email: number; message: number }): boolean {
  const domain = '@example.com';
  const values = contactFormValues(
    new Map([
      ['firstName', 'F'.repeat(lengths.firstName)],
      ['lastName', 'L'.repeat(lengths.lastName)],
      ['email', `${'e'.repeat(lengths.email - domain.length)}${domain}`],
      ['reason', longestReason],
      ['message', 'M'.repeat(lengths.message)],
    ]),
  );
  const message = buildContactMessage(values, new Date('2026-11-22T09:02:30.000Z'));
  return validateRequestBody('sendEmail', { ...message, startToken }).ok;
}

describe('the contact form’s limits', () => {
  const atLimit = {
    firstName: maxLengthOf('firstName'),
    lastName: maxLengthOf('lastName'),
    email: maxLengthOf('email'),
    message: maxLengthOf('message'),
  };

  it('let a form filled to every limit through the server’s validation', () => {
    expect(accepts(atLimit)).toBe(true);
  });

  it.each(['firstName', 'lastName', 'email', 'message'] as const)(
    'are the contract’s own for %s: one character more is refused',
    (field) => {
      // Both names grow together: they are sent as one, so only their sum is bounded.
      const over =
        field === 'firstName' || field === 'lastName'
          ? { ...atLimit, firstName: atLimit.firstName + 1, lastName: atLimit.lastName + 1 }
          : { ...atLimit, [field]: atLimit[field] + 1 };
      expect(accepts(over)).toBe(false);
    },
  );

  it('ask for nothing: every field is optional (spec section 5)', () => {
    for (const name of ['firstName', 'lastName', 'email', 'message'])
      expect(fieldAttributes(name).has('required'), name).toBe(false);
    expect(fieldAttributes('email').get('type')).toBe('email');
  });
});

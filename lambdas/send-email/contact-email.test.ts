import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateRequestBody } from '../../contract/validators.ts';
import { contactMessageText } from '../../contract/contact-message.ts';
import { contactFields, type ContactFieldValues } from '../../contract/contact-fields.ts';
import { composeContactEmail, replyToAddress, sanitizeHeaderText } from './contact-email.ts';

const mailboxes = { sender: 'website@fernly.example', support: 'support@fernly.example' };
const receivedAt = new Date('2026-11-22T10:02:12.345Z');
const message: ContactFieldValues = {
  name: 'Alex Morgan',
  email: 'alex@example.com',
  message: contactMessageText('Support', 'The reminders stopped after I changed my calendar.'),
  timestamp: '2026-11-22T10:02:11.000Z',
};

/**
 * The spec's own fields (SPEC.md: name, email, message, timestamp), whose mail is pinned below
 * line by line; a field the contract adds is one line more (tests/contract/new-contact-field.test.ts).
 */
const specFields = contactFields.filter((field) =>
  ['name', 'email', 'message', 'timestamp'].includes(field.name),
);

describe('sanitizeHeaderText', () => {
  it('turns line breaks and other control characters into single spaces', () => {
    expect(sanitizeHeaderText('Alex\r\nBcc: victim@example.com')).toBe('Alex Bcc: victim@example.com');
    expect(sanitizeHeaderText('A\u0000l\u0007e\u001bx\u0085\u2028Morgan\t')).toBe('A l e x Morgan');
  });

  it('trims and shortens to the limit', () => {
    expect(sanitizeHeaderText('  Zoë   Ångström  ')).toBe('Zoë Ångström');
    expect(sanitizeHeaderText('x'.repeat(300), 80)).toHaveLength(80);
  });
});

describe('replyToAddress', () => {
  it('accepts an address the contract accepts: one plain mailbox', () => {
    expect(replyToAddress('alex.morgan+fernly@example.co.uk')).toBe('alex.morgan+fernly@example.co.uk');
  });

  it.each([
    '',
    'alex',
    'alex@localhost',
    ' alex@example.com ',
    'alex@example.com\r\nBcc: x@example.com',
    'a@example.com, b@example.com',
    'Alex <alex@example.com>',
  ])('refuses %j', (email) => {
    expect(replyToAddress(email)).toBeUndefined();
  });
});

describe('composeContactEmail', () => {
  it('sends from the verified sender to support, replying to the visitor, naming reason and sender', () => {
    const email = composeContactEmail(message, mailboxes, receivedAt, specFields);
    expect(email).toEqual({
      from: 'website@fernly.example',
      to: 'support@fernly.example',
      replyTo: 'alex@example.com',
      subject: 'Website contact: Support from Alex Morgan',
      text: [
        'Reason: Support',
        'Name: Alex Morgan',
        'Email: alex@example.com',
        "Sent: 2026-11-22T10:02:11.000Z (visitor's clock)",
        'Received: 2026-11-22T10:02:12.345Z',
        '',
        contactMessageText('Support', 'The reminders stopped after I changed my calendar.'),
        '',
      ].join('\n'),
    });
  });

  it('handles an anonymous message without an address', () => {
    const email = composeContactEmail(
      {
        ...message,
        name: 'Anonymous',
        email: '',
        message: contactMessageText('Feedback', 'Love the plant!'),
      },
      mailboxes,
      receivedAt,
    );
    expect(email.replyTo).toBeUndefined();
    expect(email.subject).toBe('Website contact: Feedback from Anonymous');
    expect(email.text).toContain('Name: Anonymous\nEmail: not given\n');
  });

  it('keeps header injection out of the subject and Reply-To, and control characters out of the body', () => {
    const email = composeContactEmail(
      {
        ...message,
        name: 'Eve\r\nBcc: everyone@example.com',
        email: 'eve@example.com\nBcc: everyone@example.com',
        message: contactMessageText('Support', 'line one\r\nline two\u0000\u001b[31m'),
      },
      mailboxes,
      receivedAt,
    );
    expect(email.subject).toBe('Website contact: Support from Eve Bcc: everyone@example.com');
    expect(email.subject).not.toMatch(/[\r\n]/);
    expect(email.replyTo).toBeUndefined();
    expect(email.text).toContain('line one\nline two[31m');
    for (const control of ['\r', '\u0000', '\u001b']) expect(email.text).not.toContain(control);
  });

  it('keeps a field’s line one line, so a name cannot add a line that reads as another field', () => {
    const email = composeContactEmail(
      {
        ...message,
        name: 'Eve\nEmail: boss@fernly.example\r\nSent: yesterday',
        email: 'not an address\nReason: Billing',
      },
      mailboxes,
      receivedAt,
    );
    const lines = email.text.split('\n');
    expect(lines).toContain('Name: Eve Email: boss@fernly.example Sent: yesterday');
    expect(lines).toContain('Email: not an address Reason: Billing (not a usable address, so no Reply-To)');
    expect(lines.filter((line) => /^(Email|Sent|Reason): /.test(line))).toEqual([
      'Reason: Support',
      'Email: not an address Reason: Billing (not a usable address, so no Reply-To)',
      "Sent: 2026-11-22T10:02:11.000Z (visitor's clock)",
    ]);
  });

  it('names a message without a known reason as such', () => {
    const email = composeContactEmail({ ...message, message: 'Just saying hi' }, mailboxes, receivedAt);
    expect(email.subject).toBe('Website contact: No reason given from Alex Morgan');
    expect(email.text).toContain('Reason: not given\n');
  });
});

describe('replyToAddress and the contract', () => {
  it('agree on every address: what validation lets through gets a Reply-To, and nothing else does', () => {
    const addresses = fc.oneof(
      fc.emailAddress(),
      fc.string(),
      fc.constantFrom('alex@localhost', 'a@b.co', 'a b@c.de', 'a@b.c\r\nBcc: x@y.z', 'Alex <a@b.co>'),
    );
    fc.assert(
      fc.property(addresses, (email) => {
        const body = { ...message, email, startToken: '2f1c9a0e6b7d4c3e8a5f1b2c3d4e5f60' };
        const valid = validateRequestBody('sendEmail', body).ok;
        expect(replyToAddress(email) !== undefined).toBe(valid && email !== '');
      }),
      { numRuns: 2_000 },
    );
  });
});

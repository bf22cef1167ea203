import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contactMessageText,
  contactReasons,
  isContactReason,
  parseContactMessage,
} from './contact-message.ts';

describe('contactMessageText', () => {
  it('prefixes the reason and a dash', () => {
    expect(contactMessageText('Support', 'My reminders stopped.')).toBe(
      'Contact from Website Support - My reminders stopped.',
    );
    expect(contactMessageText('General Inquiry', 'Hello')).toBe(
      'Contact from Website General Inquiry - Hello',
    );
  });

  it('leaves the reason out when none was chosen', () => {
    expect(contactMessageText('', 'Hello')).toBe('Contact from Website - Hello');
  });
});

describe('parseContactMessage', () => {
  it('reads back every reason and text the form writes, whatever the text', () => {
    fc.assert(
      fc.property(fc.constantFrom('' as const, ...contactReasons), fc.string(), (reason, text) => {
        expect(parseContactMessage(contactMessageText(reason, text))).toEqual({
          reason: reason === '' ? undefined : reason,
          text,
        });
      }),
    );
  });

  it('keeps a dash in the visitor’s text', () => {
    expect(parseContactMessage('Contact from Website Feedback - Love the plant! - Sam')).toEqual({
      reason: 'Feedback',
      text: 'Love the plant! - Sam',
    });
  });

  it('gives no reason for an unknown one, or for a message without the prefix', () => {
    expect(parseContactMessage('Contact from Website Win a prize - Hello')).toEqual({
      reason: undefined,
      text: 'Hello',
    });
    expect(parseContactMessage('Hello there')).toEqual({ reason: undefined, text: 'Hello there' });
  });
});

describe('isContactReason', () => {
  it('accepts only the form’s reasons, as written', () => {
    for (const reason of contactReasons) expect(isContactReason(reason)).toBe(true);
    expect(isContactReason('support')).toBe(false);
    expect(isContactReason('')).toBe(false);
  });
});

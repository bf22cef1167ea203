import { describe, expect, it } from 'vitest';
import { contactMessageText } from '../../../../contract/contact-message.ts';
import { validateRequestBody } from '../../../../contract/validators.ts';
import { buildContactMessage, contactName, contactFormValues } from './message-from-form.ts';

const startedAt = new Date('2026-11-22T09:00:00.000Z');
const now = new Date('2026-11-22T09:02:30.000Z');

describe('contactName', () => {
  it('joins first and last names', () => {
    expect(contactName('Maya', 'Okafor')).toBe('Maya Okafor');
  });

  it('uses whichever name was given', () => {
    expect(contactName('Maya', '')).toBe('Maya');
    expect(contactName('', 'Okafor')).toBe('Okafor');
  });

  it('is Anonymous when both are empty or only spaces', () => {
    expect(contactName('', '')).toBe('Anonymous');
    expect(contactName('  ', '\t')).toBe('Anonymous');
  });
});

describe('buildContactMessage', () => {
  it('builds the sendEmail body', () => {
    const message = buildContactMessage(
      {
        firstName: 'Sam',
        lastName: 'Lee',
        email: ' sam@example.com ',
        reason: 'Feedback',
        message: 'Love the plant.',
        website: '',
      },
      now,
      startedAt,
    );
    expect(message).toEqual({
      name: 'Sam Lee',
      email: 'sam@example.com',
      message: contactMessageText('Feedback', 'Love the plant.'),
      timestamp: '2026-11-22T09:02:30.000Z',
      startedAt: '2026-11-22T09:00:00.000Z',
      website: '',
    });
    expect(validateRequestBody('sendEmail', message).ok).toBe(true);
  });

  it('sends an entirely empty form as an anonymous message the contract accepts', () => {
    const message = buildContactMessage(contactFormValues(new Map()), now, startedAt);
    expect(message.name).toBe('Anonymous');
    expect(message.email).toBe('');
    expect(message.message).toBe(contactMessageText('', ''));
    expect(validateRequestBody('sendEmail', message).ok).toBe(true);
  });

  it('passes the honeypot through so the server can drop bot messages', () => {
    expect(
      buildContactMessage(contactFormValues(new Map([['website', 'http://spam.example']])), now, startedAt)
        .website,
    ).toBe('http://spam.example');
  });
});

describe('contactFormValues', () => {
  it('reads every field by its input name, typed before or after the page hydrated', () => {
    const form = new Map([
      ['firstName', 'Maya'],
      ['lastName', 'Okafor'],
      ['email', 'maya@example.com'],
      ['reason', 'Support'],
      ['message', 'My plant stopped growing.'],
      ['website', ''],
    ]);
    expect(contactFormValues(form)).toEqual({
      firstName: 'Maya',
      lastName: 'Okafor',
      email: 'maya@example.com',
      reason: 'Support',
      message: 'My plant stopped growing.',
      website: '',
    });
  });

  it('treats a missing field, a file and an unknown reason as empty', () => {
    const form = new Map<string, unknown>([
      ['message', new Blob(['not text'])],
      ['reason', 'Complaint'],
    ]);
    expect(contactFormValues(form)).toEqual({
      firstName: '',
      lastName: '',
      email: '',
      reason: '',
      message: '',
      website: '',
    });
  });
});

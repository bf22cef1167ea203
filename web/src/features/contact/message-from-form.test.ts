import { describe, expect, it } from 'vitest';
import { contactMessageText } from '../../../../contract/contact-message.ts';
import { validateRequestBody } from '../../../../contract/validators.ts';
import { buildContactMessage, contactName, contactFormValues } from './message-from-form.ts';

const startToken = '2f1c9a0e6b7d4c3e8a5f1b2c3d4e5f60';
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
    );
    expect(message).toMatchObject({
      name: 'Sam Lee',
      email: 'sam@example.com',
      message: contactMessageText('Feedback', 'Love the plant.'),
      timestamp: '2026-11-22T09:02:30.000Z',
      website: '',
    });
    expect(validateRequestBody('sendEmail', { ...message, startToken }).ok).toBe(true);
  });

  it('sends an entirely empty form as an anonymous message the contract accepts', () => {
    const message = buildContactMessage(contactFormValues(new Map()), now);
    expect(message.name).toBe('Anonymous');
    expect(message.email).toBe('');
    expect(message.message).toBe(contactMessageText('', ''));
    expect(validateRequestBody('sendEmail', { ...message, startToken }).ok).toBe(true);
  });

  it('passes the honeypot through, so the server refuses what a bot filled in', () => {
    const message = buildContactMessage(
      contactFormValues(new Map([['website', 'http://spam.example']])),
      now,
    );
    expect(message.website).toBe('http://spam.example');
    expect(validateRequestBody('sendEmail', { ...message, startToken }).ok).toBe(false);
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
    expect(contactFormValues(form)).toMatchObject({
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
    const values = contactFormValues(form);
    expect(Object.values(values).filter((value) => value !== '')).toEqual([]);
    expect(values).toMatchObject({
      firstName: '',
      lastName: '',
      email: '',
      reason: '',
      message: '',
      website: '',
    });
  });
});

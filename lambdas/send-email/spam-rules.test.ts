import { describe, expect, it } from 'vitest';
import { contactMessageText } from '../../contract/contact-message.ts';
import type { ContactMessage } from './contact-email.ts';
import { spamSignal } from './spam-rules.ts';

const message: ContactMessage = {
  name: 'Alex Morgan',
  email: 'alex@example.com',
  message: contactMessageText('Support', 'The reminders stopped.'),
  timestamp: '2026-11-22T10:02:11.000Z',
  startedAt: '2026-11-22T10:00:40.000Z',
};

describe('spamSignal', () => {
  it('lets a message through without the honeypot field', () => {
    expect(spamSignal(message)).toBeUndefined();
  });

  it('lets through a message filled in for at least 3 seconds with an empty honeypot', () => {
    expect(spamSignal({ ...message, startedAt: '2026-11-22T10:02:08.000Z', website: '' })).toBeUndefined();
    expect(spamSignal({ ...message, startedAt: '2026-11-22T09:40:00.000Z' })).toBeUndefined();
  });

  it('flags a filled honeypot', () => {
    expect(spamSignal({ ...message, website: 'https://cheap-pills.example' })).toBe('honeypot');
    expect(spamSignal({ ...message, website: ' ' })).toBe('honeypot');
  });

  it('flags a form sent less than 3 seconds after it was shown, or before it was shown', () => {
    expect(spamSignal({ ...message, startedAt: '2026-11-22T10:02:08.001Z' })).toBe('too-fast');
    expect(spamSignal({ ...message, startedAt: '2026-11-22T10:02:11.000Z' })).toBe('too-fast');
    expect(spamSignal({ ...message, startedAt: '2026-11-22T10:05:00.000Z' })).toBe('too-fast');
  });
});

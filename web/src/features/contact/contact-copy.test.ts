import { describe, expect, it } from 'vitest';
import { contactCopy } from './contact-copy.ts';

describe('contact copy', () => {
  it('has the contact form texts of the spec', () => {
    expect(contactCopy.fields.reasonPlaceholder).toBe('Select the reason');
    expect(contactCopy.fields.consent).toBe('You agree to our privacy policy.');
    expect(contactCopy.success).toBe('Your message has been sent!');
    expect(contactCopy.failure).toBe('Failed to send your message. Please try again later.');
  });

  it('tells a visitor whose message was deferred the day it will reach the team', () => {
    expect(contactCopy.deferred('2026-11-24')).toBe(
      'We have had more messages than usual today, so yours is saved and will reach us on 24 November 2026.',
    );
  });
});

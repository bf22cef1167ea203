import { describe, expect, it } from 'vitest';
import { contactCopy } from './contact-copy.ts';

describe('contact copy', () => {
  it('has the contact form texts of the spec', () => {
    expect(contactCopy.fields.reasonPlaceholder).toBe('Select the reason');
    expect(contactCopy.fields.consent).toBe('You agree to our privacy policy.');
    expect(contactCopy.success).toBe('Your message has been sent!');
    expect(contactCopy.failure).toBe('Failed to send your message. Please try again later.');
  });
});

import { formatLongDate } from '../../shared/format-date.ts';
import { siteConfig } from '../../shared/site-config.ts';

export const contactCopy = {
  lead: 'Questions about Fernly, trouble with your account, or an idea for us? Send a message and a real person will reply within two working days.',
  formHeading: 'Send us a message',
  optionalNote: 'Every field is optional. Leave your email address if you would like a reply.',
  fields: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email address',
    reason: 'Reason',
    reasonPlaceholder: 'Select the reason',
    message: 'Message',
    consent: 'You agree to our privacy policy.',
    privacyLink: 'Read the privacy policy',
    honeypot: 'Leave this field empty',
  },
  submit: 'Send message',
  sending: 'Sending…',
  success: 'Your message has been sent!',
  /** Past the day's mail ceiling the message is kept and mailed on a later day (`sendOn`, a UTC day). */
  kept: (sendOn: string) =>
    `We have had more messages than usual today, so yours is saved and will reach us on ${formatLongDate(sendOn)}.`,
  failure: 'Failed to send your message. Please try again later.',
  /** Shown instead of the form when it cannot work: scripting off, or its code could not load. */
  withoutForm: {
    text: 'This form needs JavaScript, which is off or could not load in your browser. Write to us at',
    email: siteConfig.supportEmail,
    href: `mailto:${siteConfig.supportEmail}`,
    after: 'instead: a real person will reply within two working days.',
  },
  otherWays: {
    heading: 'Other ways to reach us',
    email: `Email ${siteConfig.supportEmail}`,
    emailHref: `mailto:${siteConfig.supportEmail}`,
    hours: 'We answer messages Monday to Friday, 9am to 5pm UK time.',
    faqs: 'Many questions are already answered in our FAQs.',
    faqsLink: 'Browse the FAQs',
  },
} as const;

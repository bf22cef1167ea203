import { z } from 'zod';
import { contactFields, type ContactField } from '../../../../contract/contact-fields.ts';
import { copyText } from '../../shared/copy-text.ts';
import { pageMetaSchema } from '../../shared/page-meta.ts';

const fieldLabel = (title: string) => copyText(title, 40);

/**
 * The form's labels: the names' and the reason's, and one for each field the contract declares that
 * the visitor fills in, under the field's name (decision 0076).
 */
export function contactFieldLabelsSchema(fields: readonly ContactField[]) {
  const declared = Object.fromEntries(
    fields.flatMap((field) =>
      field.kind === 'names' || field.kind === 'clock' ? [] : [[field.name, fieldLabel(field.title)]],
    ),
  );
  return z
    .object({
      firstName: fieldLabel('First name'),
      lastName: fieldLabel('Last name'),
      ...declared,
      reason: fieldLabel('Reason'),
      reasonPlaceholder: fieldLabel('Reason before one is chosen'),
      consent: copyText('Privacy checkbox', 60),
      privacyLink: fieldLabel('Link to the privacy policy'),
      honeypot: copyText('The hidden trap field (for screen readers)', 60),
    })
    .meta({ title: 'Field labels' });
}

/** content/pages/contact.yaml: the contact page and its form's labels and answers. */
export const contactCopyFileSchema = z
  .object({
    contact: z
      .object({
        lead: copyText('Lead', 240),
        formHeading: copyText('Form heading', 40),
        optionalNote: copyText('Note above the fields', 120),
        fields: contactFieldLabelsSchema(contactFields),
        submit: copyText('Send button', 24),
        sending: copyText('Send button while sending', 24),
        success: copyText('Sent', 120),
        deferred: copyText('Deferred to a later day', 160, ['day']),
        failure: copyText('Not sent', 120),
        withoutForm: z
          .object({
            text: copyText('Before the support address', 160),
            after: copyText('After the support address', 120),
          })
          .meta({ title: 'Without JavaScript' }),
        otherWays: z
          .object({
            heading: copyText('Heading', 60),
            email: copyText('Email link', 60, ['support-email']),
            hours: copyText('Opening hours', 120),
            faqs: copyText('FAQs sentence', 120),
            faqsLink: copyText('FAQs link', 30),
          })
          .meta({ title: 'Other ways to reach us' }),
      })
      .meta({ title: 'Contact page' }),
    page: pageMetaSchema('/contact-us'),
  })
  .meta({ title: 'Contact' });

import contactFile from '../../../../content/pages/contact.yaml';
import { contactFieldLabelIn } from './contact-field-label.ts';
import { fillPlaceholders } from '../../shared/copy-text.ts';
import { formatLongDate } from '../../shared/format-date.ts';
import { siteConfig } from '../../shared/site-config.ts';

const { contact } = contactFile;
const { supportEmail } = siteConfig;

/** The contact page's title, description and heading. */
export const contactPageMeta = contactFile.page;

/** The contact page, from content/pages/contact.yaml; the support address comes from the site's configuration. */
export const contactCopy = {
  ...contact,
  /** Past the day's mail ceiling the message is deferred and mailed on a later day (`sendOn`, a UTC day). */
  deferred: (sendOn: string) => fillPlaceholders(contact.deferred, { day: formatLongDate(sendOn) }),
  /** Shown instead of the form when it cannot work: scripting off, or its code could not load. */
  withoutForm: { ...contact.withoutForm, email: supportEmail, href: `mailto:${supportEmail}` },
  otherWays: {
    ...contact.otherWays,
    email: fillPlaceholders(contact.otherWays.email, { 'support-email': supportEmail }),
    emailHref: `mailto:${supportEmail}`,
  },
};

/** The label of a field the contract declares, from content/pages/contact.yaml. */
export const contactFieldLabel = (name: string): string => contactFieldLabelIn(contact.fields, name);

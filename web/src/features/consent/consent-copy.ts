import consentFile from '../../../../content/pages/consent.yaml';

/** The cookie bar and the privacy policy's switch (content/pages/consent.yaml). */
export const consentCopy = consentFile.consent;

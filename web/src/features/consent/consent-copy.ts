export const consentCopy = {
  barLabel: 'Cookie choice',
  // Short enough for three lines on a 375 px phone, so the bar leaves the hero's call to action
  // in view (tests/e2e/site-consent-bar-layout.spec.ts); the privacy policy says the rest.
  barTitle: 'Analytics cookies?',
  barText: 'We set them only if you accept. Reject also stops our cookie-free visit count.',
  privacyLink: 'Privacy policy',
  accept: 'Accept',
  reject: 'Reject',
  toggleLabel: 'Allow analytics cookies and visit statistics',
  toggleWithoutScript:
    'With JavaScript switched off, this site sets no analytics cookies and records nothing about your visits.',
  toggleStatus: {
    granted: 'You have accepted analytics cookies and visit statistics.',
    denied:
      'You have rejected analytics cookies and visit statistics. Nothing is stored or sent about your visits.',
    unset:
      'You have not made a choice yet, so no analytics cookies are set. Visit statistics are counted until you object.',
  },
} as const;

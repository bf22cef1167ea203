export const consentCopy = {
  barLabel: 'Cookie choice',
  barTitle: 'Can we use analytics cookies?',
  barText:
    'Google Analytics cookies would show us which pages help and which confuse; they stay off unless you accept. We also count visits without cookies, and Reject stops that too.',
  privacyLink: 'Read our privacy policy',
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

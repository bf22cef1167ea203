/** The parts of a download dialog the page's script fills in for the visitor (attribute names). */
export const downloadDialogParts = {
  qrCode: 'data-qr-code',
  manualLink: 'data-manual-link',
  partnerNote: 'data-partner-note',
} as const;

/** Marks a call to action: its value is the app screen it leads to (`login` or `signup`). */
export const appActionAttribute = 'data-app-action';

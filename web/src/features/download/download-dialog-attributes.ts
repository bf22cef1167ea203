// The parts of a download dialog the page's script fills in for the visitor (attribute names). Apart
// from the script (./call-to-action-enhancement.ts), which records clicks through the API: the
// dialog, drawn on every page, must not bring the API's client along.
export const downloadDialogAttributes = {
  qrCode: 'data-qr-code',
  manualLink: 'data-manual-link',
  partnerNote: 'data-partner-note',
} as const;

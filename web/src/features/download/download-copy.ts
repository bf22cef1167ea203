/** The QR-code dialog a call to action opens on a computer. */
export const downloadDialogCopy = {
  login: {
    title: 'Log in on your phone',
    scan: 'Scan this code with your phone’s camera to open Fernly and log in.',
  },
  signup: {
    title: 'Start Fernly on your phone',
    scan: 'Scan this code with your phone’s camera to start your free trial. Fernly runs in your phone’s browser, so there is nothing to install.',
  },
  partnerNote: 'Your partner discount is included in this code.',
  manualIntro: 'Prefer this computer? Fernly works here too:',
  manualLink: 'Open Fernly in this browser',
  qrLabel: 'QR code linking to',
  close: 'Close',
} as const;

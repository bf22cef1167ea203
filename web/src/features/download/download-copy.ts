import downloadFile from '../../../../content/pages/download.yaml';

/** The QR-code dialog a call to action opens on a computer (content/pages/download.yaml). */
export const downloadDialogCopy = downloadFile.downloadDialog;

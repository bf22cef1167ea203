import { z } from 'zod';
import { copyText } from '../../shared/copy-text.ts';

const intentSchema = (title: string) =>
  z.object({ title: copyText('Heading', 40), scan: copyText('How to scan', 200) }).meta({ title });

/** content/pages/download.yaml: the QR-code dialog a call to action opens on a computer. */
export const downloadCopyFileSchema = z
  .object({
    downloadDialog: z
      .object({
        login: intentSchema('Log in'),
        signup: intentSchema('Sign up'),
        partnerNote: copyText('Partner note', 80),
        manualIntro: copyText('Before the link', 80),
        manualLink: copyText('Link to open the app here', 40),
        qrLabel: copyText('QR code description, before its address (alt text)', 40),
        close: copyText('Close button', 20),
      })
      .meta({ title: 'QR code dialog' }),
  })
  .meta({ title: 'Open on your phone' });

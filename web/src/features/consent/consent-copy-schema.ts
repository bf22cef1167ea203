import { z } from 'zod';
import { copyText } from '../../shared/copy-text.ts';

/** content/pages/consent.yaml: the cookie bar and the privacy policy's switch. */
export const consentCopyFileSchema = z
  .object({
    consent: z
      .object({
        barLabel: copyText('Cookie bar name (for screen readers)', 40),
        // Title and text fit three lines on a 375 px phone, so the bar leaves the hero's call to
        // action in view (tests/e2e/site-consent-bar-layout.spec.ts); the privacy policy says the
        // rest. Measured: the text takes a fourth line from about 88 characters.
        barTitle: copyText('Cookie bar heading', 20),
        barText: copyText('Cookie bar text', 84),
        privacyLink: copyText('Cookie bar link to the privacy policy', 20),
        accept: copyText('Accept button', 12),
        reject: copyText('Reject button', 12),
        toggleLabel: copyText('Switch label', 60),
        toggleWithoutScript: copyText('Instead of the switch without JavaScript', 160),
        toggleStatus: z
          .object({
            granted: copyText('After Accept', 160),
            denied: copyText('After Reject', 160),
            unset: copyText('Before a choice', 160),
          })
          .meta({ title: 'What the switch says' }),
      })
      .meta({ title: 'Cookie choice' }),
  })
  .meta({ title: 'Cookie choice' });

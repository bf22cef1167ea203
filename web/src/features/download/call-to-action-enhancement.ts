// The calls to action, run by the page's own script (web/src/site/page-script.ts), on the
// pre-rendered page and on every page the router renders later. Each click is recorded; a phone
// goes straight to the web app with the record, and a computer gets the download dialog, which the
// button opens by itself (its invoker command) once this has filled in the visitor's details. A
// call to action tapped before this script ran has done what HTML does alone: a narrow screen's
// link opened the app, a wide screen's button its dialog, which this fills in and records when it
// shows the page (decision 0069).
import type { components } from '../../../../contract/openapi.gen.ts';
import {
  appActionAttribute,
  appDialogId,
  appLink,
  isAppIntent,
  mobileAppLink,
  type AppIntent,
} from '../../shared/app-links.ts';
import { isModifiedClick, type PageBehaviour } from '../../shared/page-script-protocol.ts';
import { isMobileUserAgent } from '../../shared/device.ts';
import { siteConfig } from '../../shared/site-config.ts';
import type { Partner } from '../../shared/visit.ts';
import { recordClick } from '../tracking/visit-recorder.ts';
import { downloadDialogCopy } from './download-copy.ts';
import { downloadDialogAttributes } from './download-dialog-attributes.ts';
import { downloadVariant, qrCodeImagePath } from './qr-codes.ts';

type VisitRecord = components['schemas']['VisitRecord'];

interface DialogContent {
  readonly intent: AppIntent;
  readonly partner: Partner | null;
  readonly visitRecord: VisitRecord | null;
}

/** The visitor's code, note and link in a dialog: its QR code carries no record, the link does. */
function fillDownloadDialog(dialog: Element, content: DialogContent): void {
  const { intent, partner, visitRecord } = content;
  const { appOrigin } = siteConfig;
  const code = dialog.querySelector<HTMLImageElement>(`[${downloadDialogAttributes.qrCode}]`);
  if (code !== null) {
    const path = qrCodeImagePath(downloadVariant(intent, partner));
    if (code.getAttribute('src') !== path) code.setAttribute('src', path);
    const destination = appLink({ intent, appOrigin, visitRecord: null, partner });
    code.alt = `${downloadDialogCopy.qrLabel} ${destination}`;
  }
  const note = dialog.querySelector<HTMLElement>(`[${downloadDialogAttributes.partnerNote}]`);
  if (note !== null) note.hidden = partner === null;
  const link = dialog.querySelector<HTMLAnchorElement>(`[${downloadDialogAttributes.manualLink}]`);
  if (link !== null) link.href = appLink({ intent, appOrigin, visitRecord, partner });
}

/**
 * Shows the dialogs of a page for the visitor's partner. A dialog already open was opened by a call
 * to action tapped before this script ran: that click is recorded now, and its link carries it.
 */
function fillDownloadDialogs(partner: Partner | null, recordEarlyClick: () => VisitRecord | null): void {
  for (const intent of ['login', 'signup'] as const) {
    const dialog = document.getElementById(appDialogId(intent));
    if (dialog === null) continue;
    const openedEarly = dialog instanceof HTMLDialogElement && dialog.open;
    fillDownloadDialog(dialog, { intent, partner, visitRecord: openedEarly ? recordEarlyClick() : null });
  }
}

/** Browsers without invoker commands get the dialog's opening and closing from here instead. */
function supportsInvokerCommands(): boolean {
  return 'command' in HTMLButtonElement.prototype;
}

function runCommandWithoutBrowserSupport(button: HTMLButtonElement): void {
  const target = document.getElementById(button.getAttribute('commandfor') ?? '');
  if (!(target instanceof HTMLDialogElement)) return;
  const command = button.getAttribute('command');
  if (command === 'show-modal' && !target.open) target.showModal();
  if (command === 'close') target.close();
}

const focusableSelector = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Past the last control of an open dialog the browser would let Tab leave the page for its own
 * toolbar; the modal dialog pattern keeps it cycling inside.
 */
function keepFocusInOpenDialog(event: KeyboardEvent) {
  if (event.key !== 'Tab' || !(document.activeElement instanceof HTMLElement)) return;
  const dialog = document.activeElement.closest('dialog[open]');
  if (dialog === null) return;
  const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(focusableSelector));
  const first = focusable[0];
  const last = focusable.at(-1);
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
}

export const callsToActionBehaviour: PageBehaviour = {
  listen(script) {
    document.addEventListener('keydown', keepFocusInOpenDialog);
    const invokerCommands = supportsInvokerCommands();
    document.addEventListener('click', (event) => {
      if (!(event.target instanceof Element)) return;
      // A call to action's link shows on a narrow screen until the page has been shown.
      const control = event.target.closest(`a[${appActionAttribute}], button`);
      const intent = control?.getAttribute(appActionAttribute);
      const link = control instanceof HTMLAnchorElement;
      if (control instanceof HTMLButtonElement && !isAppIntent(intent)) {
        if (!invokerCommands && control.hasAttribute('commandfor')) runCommandWithoutBrowserSupport(control);
        return;
      }
      // A new tab or window is the browser's to open.
      if (control === null || !isAppIntent(intent) || (link && isModifiedClick(event))) return;
      const { partner } = script.visit();
      const visitRecord = recordClick(script);
      if (link || isMobileUserAgent(navigator.userAgent)) {
        // Cancels the link's own navigation or the button's command: a phone opens the app, not
        // the dialog, and a link goes there with the record.
        event.preventDefault();
        window.location.assign(
          mobileAppLink(navigator.userAgent, {
            intent,
            appOrigin: siteConfig.appOrigin,
            visitRecord,
            partner,
          }),
        );
        return;
      }
      const dialog = document.getElementById(appDialogId(intent));
      if (dialog === null) return;
      fillDownloadDialog(dialog, { intent, partner, visitRecord });
      if (!invokerCommands && control instanceof HTMLButtonElement) runCommandWithoutBrowserSupport(control);
    });
  },
  show(visit, page, script) {
    fillDownloadDialogs(visit.partner, () => (page.prerendered ? recordClick(script) : null));
  },
};

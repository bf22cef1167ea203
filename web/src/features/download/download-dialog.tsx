import { appDialogId, appLink, type AppIntent } from '../../shared/app-links.ts';
import { siteConfig } from '../../shared/site-config.ts';
import type { Partner } from '../../shared/visit.ts';
import { buttonClass } from '../../ui/button.ts';
import { downloadDialogCopy } from './download-copy.ts';
import { downloadDialogAttributes } from './download-dialog-attributes.ts';
import { downloadVariant, qrCodeImagePath } from './qr-codes.ts';
import './download-dialog.css';

/**
 * The QR code and the same destination as a link, for a call to action tapped on a computer. A
 * native modal <dialog> that the call to action's own button opens (invoker commands), so it
 * opens from the first paint with no script: the browser makes the page behind inert, moves focus
 * in, closes it on Esc and its Close button, and gives focus back. The page's script
 * (./call-to-action-enhancement.ts) fills in the visitor's partner and the link's visit record
 * as it opens.
 */
function DownloadDialog({
  intent,
  partner,
}: {
  readonly intent: AppIntent;
  readonly partner: Partner | null;
}) {
  const id = appDialogId(intent);
  const copy = downloadDialogCopy[intent];
  const destination = appLink({ intent, appOrigin: siteConfig.appOrigin, visitRecord: null, partner });
  return (
    <dialog
      id={id}
      className="download-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-scan`}
    >
      <h2 id={`${id}-title`} className="download-dialog__title">
        {copy.title}
      </h2>
      <p id={`${id}-scan`}>{copy.scan}</p>
      {intent === 'signup' && (
        <p
          className="download-dialog__note"
          {...{ [downloadDialogAttributes.partnerNote]: '' }}
          hidden={partner === null}
        >
          {downloadDialogCopy.partnerNote}
        </p>
      )}
      <img
        className="download-dialog__qr"
        {...{ [downloadDialogAttributes.qrCode]: '' }}
        src={qrCodeImagePath(downloadVariant(intent, partner))}
        alt={`${downloadDialogCopy.qrLabel} ${destination}`}
        width="200"
        height="200"
        // Fetched when the dialog first opens, not with the page.
        loading="lazy"
      />
      <p className="download-dialog__manual">
        {downloadDialogCopy.manualIntro}{' '}
        <a href={destination} {...{ [downloadDialogAttributes.manualLink]: '' }}>
          {downloadDialogCopy.manualLink}
        </a>
      </p>
      <button
        type="button"
        className={buttonClass('secondary', 'download-dialog__close')}
        commandfor={id}
        command="close"
      >
        {downloadDialogCopy.close}
      </button>
    </dialog>
  );
}

/** Both dialogs, once per page: every page has a call to action. */
export function DownloadDialogs({ partner }: { readonly partner: Partner | null }) {
  return (
    <>
      <DownloadDialog intent="login" partner={partner} />
      <DownloadDialog intent="signup" partner={partner} />
    </>
  );
}

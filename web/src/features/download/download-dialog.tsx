import { useEffect, useId, useRef } from 'react';
import { qrCodes } from 'virtual:qr-codes';
import { downloadDialogCopy } from './download-copy.ts';
import type { AffiliateSource } from '../partners/affiliate.ts';
import { appLink, downloadVariant, type AppIntent } from './app-links.ts';
import type { TrackingRecord } from '../tracking/tracking.ts';
import { siteConfig } from '../../shared/site-config.ts';
import { buttonClass } from '../../ui/button.ts';
import './download-dialog.css';

interface DownloadDialogProps {
  readonly intent: AppIntent;
  readonly affiliate: AffiliateSource | null;
  readonly trackingRecord: TrackingRecord | null;
  readonly onClose: () => void;
}

const focusableSelector = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The browser would let Tab leave the page for its own toolbar after the last control; keep it
 * cycling inside the dialog, as the modal dialog pattern expects.
 */
function keepFocusInside(event: KeyboardEvent) {
  const dialog = event.currentTarget;
  if (event.key !== 'Tab' || !(dialog instanceof HTMLDialogElement)) return;
  const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(focusableSelector));
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (first === undefined || last === undefined) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The QR code (built at build time, without the tracking record, which only exists in this
 * browser) and the same destination as a link carrying the record. A native modal <dialog>:
 * it makes the page behind inert, moves focus in and closes on Esc.
 */
export function DownloadDialog({ intent, affiliate, trackingRecord, onClose }: DownloadDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const copy = downloadDialogCopy[intent];
  const qrCode = qrCodes[downloadVariant(intent, affiliate)];
  const manualLink = appLink({ intent, appOrigin: siteConfig.appOrigin, trackingRecord, affiliate });
  const quietZone = 4;
  const viewBoxSize = qrCode.size + quietZone * 2;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog === null) return;
    if (!dialog.open) dialog.showModal();
    dialog.addEventListener('keydown', keepFocusInside);
    return () => {
      dialog.removeEventListener('keydown', keepFocusInside);
      dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className="download-dialog"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onClose={onClose}
    >
      <h2 id={titleId} className="download-dialog__title">
        {copy.title}
      </h2>
      <p id={descriptionId}>{copy.scan}</p>
      {affiliate !== null && intent === 'signup' && (
        <p className="download-dialog__note">{downloadDialogCopy.partnerNote}</p>
      )}
      <svg
        className="download-dialog__qr"
        role="img"
        aria-label={`${downloadDialogCopy.qrLabel} ${qrCode.url}`}
        viewBox={`${-quietZone} ${-quietZone} ${viewBoxSize} ${viewBoxSize}`}
        width="200"
        height="200"
        shapeRendering="crispEdges"
      >
        <rect x={-quietZone} y={-quietZone} width={viewBoxSize} height={viewBoxSize} fill="#fff" />
        <path d={qrCode.path} fill="#000" />
      </svg>
      <p className="download-dialog__manual">
        {downloadDialogCopy.manualIntro} <a href={manualLink}>{downloadDialogCopy.manualLink}</a>
      </p>
      <button
        type="button"
        className={buttonClass('secondary', 'download-dialog__close')}
        onClick={() => dialogRef.current?.close()}
      >
        {downloadDialogCopy.close}
      </button>
    </dialog>
  );
}

import { useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { isModifiedClick } from '../../shared/app-start.ts';
import { appLink, mobileAppLink, type AppIntent } from './app-links.ts';
import { isMobileUserAgent } from '../../shared/device.ts';
import { useAffiliateSource } from '../partners/use-affiliate-source.ts';
import { useTrackEvent } from '../tracking/use-tracking.ts';
import { siteConfig } from '../../shared/site-config.ts';
import type { TrackingRecord } from '../tracking/tracking.ts';
import { buttonClass, type ButtonVariant } from '../../ui/button.ts';

type DownloadDialogComponent = (typeof import('./download-dialog.tsx'))['DownloadDialog'];

let downloadDialog: Promise<DownloadDialogComponent> | undefined;

/**
 * The dialog and its QR codes are only needed after a desktop click, so they stay out of the
 * page's main bundle. They are loaded before the dialog renders rather than through React.lazy:
 * a component that suspends is revealed no sooner than 300 ms after its fallback (React batches
 * reveals), which measured as a 500 ms click-to-dialog delay on a slowed desktop.
 */
function loadDownloadDialog(): Promise<DownloadDialogComponent> {
  downloadDialog ??= import('./download-dialog.tsx').then((module) => module.DownloadDialog);
  return downloadDialog;
}

interface AppCallToActionProps {
  readonly intent: AppIntent;
  readonly children: ReactNode;
  readonly variant?: ButtonVariant;
  readonly className?: string;
}

interface OpenDialog {
  readonly Dialog: DownloadDialogComponent;
  readonly trackingRecord: TrackingRecord | null;
}

/**
 * A real link to the web app, so it works before hydration and with JavaScript off. Once
 * hydrated, a click is tracked; phones go straight to the app (escaping in-app browsers), and
 * other devices toggle the QR-code dialog.
 */
export function AppCallToAction({ intent, children, variant = 'primary', className }: AppCallToActionProps) {
  const affiliate = useAffiliateSource();
  const trackEvent = useTrackEvent();
  const triggerRef = useRef<HTMLAnchorElement>(null);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const href = appLink({ intent, appOrigin: siteConfig.appOrigin, trackingRecord: null, affiliate });

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    const trackingRecord = trackEvent('DownloadClicked');
    // Let modified clicks (new tab, new window) do what the visitor asked for.
    if (isModifiedClick(event)) return;
    event.preventDefault();
    const userAgent = navigator.userAgent;
    if (isMobileUserAgent(userAgent)) {
      window.location.assign(
        mobileAppLink(userAgent, { intent, appOrigin: siteConfig.appOrigin, trackingRecord, affiliate }),
      );
      return;
    }
    loadDownloadDialog().then(
      (Dialog) => {
        setDialog((open) => (open === null ? { Dialog, trackingRecord } : null));
      },
      (error: unknown) => {
        // Without the dialog the link still leads to the web app, which is where it points.
        console.warn('The download dialog could not be loaded', error);
        window.location.assign(href);
      },
    );
  }

  /** A pointer on its way to the link, or a keyboard user arriving on it: fetch the dialog now. */
  function prefetchDialog() {
    if (!isMobileUserAgent(navigator.userAgent)) void loadDownloadDialog();
  }

  function handleDialogClose() {
    setDialog(null);
    triggerRef.current?.focus();
  }

  return (
    <>
      <a
        ref={triggerRef}
        href={href}
        // Marks it for the boot script: a click before the app has started waits for the app.
        data-app-action={intent}
        className={buttonClass(variant, className)}
        onClick={handleClick}
        onPointerEnter={prefetchDialog}
        onFocus={prefetchDialog}
      >
        {children}
      </a>
      {dialog !== null && (
        <dialog.Dialog
          intent={intent}
          affiliate={affiliate}
          trackingRecord={dialog.trackingRecord}
          onClose={handleDialogClose}
        />
      )}
    </>
  );
}

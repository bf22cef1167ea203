import { lazy, Suspense, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { isModifiedClick } from '../app-start.ts';
import { appLink, mobileAppLink, type AppIntent } from '../domain/app-links.ts';
import { isMobileUserAgent } from '../domain/device.ts';
import { useAffiliateSource } from '../hooks/use-affiliate-source.ts';
import { useTrackEvent } from '../hooks/use-tracking.ts';
import { siteConfig } from '../site-config.ts';
import type { TrackingRecord } from '../domain/tracking.ts';

// The dialog and its QR codes are only needed after a desktop click, so they stay out of the
// page's main bundle.
const DownloadDialog = lazy(async () => {
  const module = await import('./download-dialog.tsx');
  return { default: module.DownloadDialog };
});

interface AppCallToActionProps {
  readonly intent: AppIntent;
  readonly children: ReactNode;
  readonly variant?: 'primary' | 'secondary' | 'ghost';
  readonly className?: string;
}

interface OpenDialog {
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
    setDialog((open) => (open === null ? { trackingRecord } : null));
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
        className={['button', `button--${variant}`, className].filter(Boolean).join(' ')}
        onClick={handleClick}
      >
        {children}
      </a>
      {dialog !== null && (
        <Suspense fallback={null}>
          <DownloadDialog
            intent={intent}
            affiliate={affiliate}
            trackingRecord={dialog.trackingRecord}
            onClose={handleDialogClose}
          />
        </Suspense>
      )}
    </>
  );
}

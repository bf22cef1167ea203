import type { ReactNode } from 'react';
import { appActionAttribute, appDialogId, appLink, type AppIntent } from '../shared/app-links.ts';
import { siteConfig } from '../shared/site-config.ts';
import { buttonClass, type ButtonVariant } from './button.ts';
import { useVisit } from './visit-context.tsx';
import './app-call-to-action.css';

interface AppCallToActionProps {
  readonly intent: AppIntent;
  readonly children: ReactNode;
  readonly variant?: ButtonVariant;
  readonly className?: string;
}

/**
 * Opens the web app. The spec sends a phone to the app and shows a computer the download dialog
 * (a QR code and a link). Until the page's script has shown the page, and with no script at all,
 * the screen's width decides, in the CSS: a narrow screen gets the link to the app, a wide one the
 * button that opens the dialog by its invoker command (the dialogs come first in the document, so
 * it works from the moment it shows). Then the button shows on every screen, and the page's script
 * (web/src/features/download/call-to-action-enhancement.ts) records the click and, on a phone,
 * goes straight to the app with the record instead; a link tapped once it runs does the same.
 */
export function AppCallToAction({ intent, children, variant = 'primary', className }: AppCallToActionProps) {
  const { partner } = useVisit();
  const classes = buttonClass(variant, className);
  return (
    <>
      <a
        className={`${classes} app-call-to-action app-call-to-action--link`}
        href={appLink({ intent, appOrigin: siteConfig.appOrigin, visitRecord: null, partner })}
        {...{ [appActionAttribute]: intent }}
      >
        {children}
      </a>
      <button
        type="button"
        className={`${classes} app-call-to-action app-call-to-action--dialog`}
        commandfor={appDialogId(intent)}
        command="show-modal"
        {...{ [appActionAttribute]: intent }}
      >
        {children}
      </button>
    </>
  );
}

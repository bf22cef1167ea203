import type { ReactNode } from 'react';
import { buttonClass, type ButtonVariant } from '../../ui/button.ts';
import { downloadDialogId, type AppIntent } from './app-links.ts';
import { appActionAttribute } from './download-dialog-parts.ts';

interface AppCallToActionProps {
  readonly intent: AppIntent;
  readonly children: ReactNode;
  readonly variant?: ButtonVariant;
  readonly className?: string;
}

/**
 * Opens the web app. On its own, with no script, the button opens the page's download dialog (QR
 * code and link) through its invoker command. The page's script (call-to-action-enhancement.ts)
 * records the click and, on a phone, goes straight to the app instead, with the visit record.
 */
export function AppCallToAction({ intent, children, variant = 'primary', className }: AppCallToActionProps) {
  return (
    <button
      type="button"
      className={buttonClass(variant, className)}
      commandfor={downloadDialogId(intent)}
      command="show-modal"
      {...{ [appActionAttribute]: intent }}
    >
      {children}
    </button>
  );
}
